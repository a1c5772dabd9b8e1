import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useMemo } from 'react';
import type { HostedFields } from './SandboxCardFrame';

interface StripeCardFieldsProps {
  publishableKey: string;
  amountCents: number;
  onReady: (fields: HostedFields) => void;
}

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe's Payment Element: the card goes to Stripe from its own frame, never to us. */
export default function StripeCardFields({
  publishableKey,
  amountCents,
  onReady,
}: StripeCardFieldsProps) {
  const stripe = useMemo(() => {
    if (!loaded.has(publishableKey)) loaded.set(publishableKey, loadStripe(publishableKey));
    return loaded.get(publishableKey)!;
  }, [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount: amountCents,
        currency: 'aud',
      }}
    >
      <PaymentFields onReady={onReady} />
    </Elements>
  );
}

function PaymentFields({ onReady }: { onReady: (fields: HostedFields) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady({
      validate: async () => (await elements.submit()).error?.message ?? null,
      confirm: async (clientSecret) => {
        const { error } = await stripe.confirmPayment({
          elements,
          clientSecret,
          redirect: 'if_required',
          confirmParams: { return_url: window.location.href },
        });
        if (!error) return { status: 'succeeded' };
        return error.type === 'card_error'
          ? { status: 'failed', reason: error.message }
          : { status: 'error', reason: error.message };
      },
    });
  }, [stripe, elements, onReady]);
  return <PaymentElement />;
}
