import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { BundleId, Payment } from '@/shared/api/types';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { buttonClass } from '@/shared/ui/button';
import { QueryState } from '@/shared/ui/QueryState';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { payPalReturnQueryOptions } from './api';
import { useBundlePaid } from './PaymentPages';

const route = getRouteApi('/_authenticated/_tradie/pay/paypal');

const backToBundles = (
  <Link to="/pay/credit-card" className={buttonClass({ variant: 'primary' })}>
    Back to bundles
  </Link>
);

type OnPaid = (bundleId: BundleId, payment: Payment) => void;

/** Confirms the payment PayPal sent the payer back about, then goes to the success page. */
function Confirmation({ paymentId, onPaid }: { paymentId: string; onPaid: OnPaid }) {
  const query = useQuery(payPalReturnQueryOptions(paymentId));
  const paid = query.data?.status === 'succeeded' ? query.data : null;
  const left = useRef(false);
  useEffect(() => {
    if (!paid?.bundleId || left.current) return;
    left.current = true;
    onPaid(paid.bundleId as BundleId, paid);
  }, [paid, onPaid]);
  return (
    <QueryState query={query} loading="Confirming with PayPal…" errorTitle="PayPal did not answer">
      {(payment) =>
        payment.status === 'succeeded' ? (
          <Alert tone="success" title="Paid with PayPal">
            Taking you to your credits…
          </Alert>
        ) : payment.status === 'failed' ? (
          <div className="space-y-4">
            <Alert tone="error" title="PayPal did not take the payment">
              <p>{payment.reason ?? 'Nothing was charged.'}</p>
              <p className="mt-1">No credits were added. You can try again.</p>
            </Alert>
            {backToBundles}
          </div>
        ) : (
          <div className="space-y-4">
            <Alert tone="info" title="Waiting for PayPal">
              PayPal has not confirmed this payment yet. Credits are added as soon as it does.
            </Alert>
            <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
              Check again
            </Button>
          </div>
        )
      }
    </QueryState>
  );
}

/** What the payer sees back from PayPal: nothing paid, or the payment's confirmation. */
export function PayPalReturn({
  payment,
  cancelled,
  onPaid,
}: {
  payment?: string;
  cancelled?: boolean;
  onPaid: OnPaid;
}) {
  return cancelled || !payment ? (
    <div className="space-y-4">
      <Alert tone="info" title="No payment made">
        You left PayPal without paying. Nothing was charged.
      </Alert>
      {backToBundles}
    </div>
  ) : (
    <Confirmation paymentId={payment} onPaid={onPaid} />
  );
}

/** /pay/paypal?payment=&cancelled= — where PayPal sends the payer back. */
export function PayPalReturnPage() {
  const search = route.useSearch();
  const onPaid = useBundlePaid();
  return (
    <DashboardFrame area="tradie" title="PayPal payment">
      <PayPalReturn {...search} onPaid={onPaid} />
    </DashboardFrame>
  );
}
