import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CheckoutTarget } from '@/shared/api/types';
import { formatAud } from '@/shared/format/money';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { paymentOptionsQueryOptions, startCheckout } from './api';

interface PayPalCheckoutProps {
  checkout: CheckoutTarget;
  amountCents: number;
  /** Sends the browser to PayPal (a page load; replaced in tests). */
  leaveFor?: (url: string) => void;
}

const leavePage = (url: string) => window.location.assign(url);

/**
 * "Pay with PayPal", shown only when the server offers PayPal. The payer approves the payment
 * on PayPal's own page and is sent back to /pay/paypal, where it is confirmed.
 */
export function PayPalCheckout({
  checkout,
  amountCents,
  leaveFor = leavePage,
}: PayPalCheckoutProps) {
  const options = useQuery(paymentOptionsQueryOptions());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = options.data?.methods.some((m) => m.id === 'paypal' && m.available) ?? false;
  if (!offered) return null;

  const go = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const started = await startCheckout(checkout, 'paypal');
      if (!started.approvalUrl) throw new Error('PayPal did not answer. Try again in a minute.');
      leaveFor(started.approvalUrl);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'PayPal did not answer.');
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="paypal-heading"
      className="space-y-3 border-t border-slate-200 pt-5 dark:border-slate-700"
    >
      <h3 id="paypal-heading" className="font-semibold text-slate-900 dark:text-white">
        Or pay with PayPal
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        PayPal opens so you can approve {formatAud(amountCents)}, then brings you back here.
      </p>
      {problem ? (
        <Alert tone="error" title="PayPal did not open">
          <p>{problem}</p>
        </Alert>
      ) : null}
      <Button
        type="button"
        size="lg"
        variant="secondary"
        className="w-full"
        busy={busy}
        busyText="Opening PayPal…"
        onClick={() => void go()}
      >
        Pay with PayPal
      </Button>
    </section>
  );
}
