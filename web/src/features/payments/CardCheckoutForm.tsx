import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { CheckoutTarget, Payment } from '@/shared/api/types';
import { formatAud } from '@/shared/format/money';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { TestModeBadge } from '@/shared/ui/TestModeBadge';
import { confirmPayment, paymentOptionsQueryOptions, startCheckout } from './api';
import { SandboxCardFrame, type HostedFields } from './SandboxCardFrame';

// Stripe.js is loaded only when Stripe is the gateway.
const StripeCardFields = lazy(() => import('./StripeCardFields'));

interface CardCheckoutFormProps {
  /** What is being paid for. */
  checkout: CheckoutTarget;
  amountCents: number;
  /** Text of the pay button, e.g. "Pay A$9.99". */
  payLabel?: string;
  onSucceeded: (confirmation: Payment) => void;
}

/**
 * Pays through the configured gateway. The card is typed into the provider's own form (Stripe's
 * Payment Element, or the sandbox's hosted-field frame on its own origin), which confirms the
 * payment with the client secret of a checkout our API started; our API is then asked how it
 * went and never sees the card. A decline credits nothing and shows the provider's reason.
 */
export function CardCheckoutForm({
  checkout,
  amountCents,
  payLabel,
  onSucceeded,
}: CardCheckoutFormProps) {
  const options = useQuery(paymentOptionsQueryOptions());
  const fields = useRef<HostedFields | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const testMode = options.data?.testMode ?? true;
  const stripeKey = options.data?.stripePublishableKey;
  const frameUrl = options.data?.sandboxFrameUrl;

  const onReady = useCallback((hosted: HostedFields) => {
    fields.current = hosted;
    setReady(true);
  }, []);

  const pay = async () => {
    if (!fields.current || busy) return;
    setBusy(true);
    setDeclined(null);
    setProblem(null);
    try {
      const invalid = await fields.current.validate();
      if (invalid) {
        setProblem(invalid);
        return;
      }
      const started = await startCheckout(checkout);
      const result = await fields.current.confirm(started.clientSecret ?? '');
      if (result.status === 'invalid' || result.status === 'error') {
        setProblem(result.reason ?? 'The card could not be checked. Try again.');
        return;
      }
      // The provider's word reaches us from the provider, never from this page.
      const payment = await confirmPayment(started.paymentId);
      if (payment.status === 'succeeded') onSucceeded(payment);
      else setDeclined(payment.reason ?? result.reason ?? 'The card was declined.');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The payment could not start.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-5">
      {testMode ? <TestModeBadge /> : null}
      {declined ? (
        <Alert tone="error" title="Payment declined">
          <p>{declined}</p>
          <p className="mt-1">Nothing was charged and no credits were added. Try another card.</p>
        </Alert>
      ) : null}
      {problem ? (
        <Alert tone="error" title="Check the card details">
          <p>{problem}</p>
        </Alert>
      ) : null}
      <section aria-label="Card details" className="space-y-4">
        {options.isPending ? (
          <p className="text-sm text-slate-600">Loading the card form…</p>
        ) : null}
        {options.isError ? (
          <Alert tone="error" title="The card form did not load">
            <p>Reload the page to try again.</p>
          </Alert>
        ) : null}
        {stripeKey ? (
          <Suspense fallback={<p className="text-sm text-slate-600">Loading the card form…</p>}>
            <StripeCardFields
              publishableKey={stripeKey}
              amountCents={amountCents}
              onReady={onReady}
            />
          </Suspense>
        ) : frameUrl ? (
          <SandboxCardFrame frameUrl={frameUrl} onReady={onReady} onSubmit={() => void pay()} />
        ) : null}
        <Button
          type="button"
          size="lg"
          className="w-full"
          disabled={!ready}
          busy={busy}
          busyText="Paying…"
          onClick={() => void pay()}
        >
          {payLabel ?? `Pay ${formatAud(amountCents)}`}
        </Button>
      </section>
    </div>
  );
}
