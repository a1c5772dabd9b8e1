import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { Bundle, BundleId, Payment } from '@/shared/api/types';
import { formatAud, formatCredits } from '@/shared/format/money';
import { Alert } from '@/shared/ui/Alert';
import { QueryState } from '@/shared/ui/QueryState';
import { buttonClass } from '@/shared/ui/button';
import { Card } from '@/shared/ui/Page';
import { textLinkClass } from '@/shared/ui/link';
import { useCurrentUser } from '../auth/useCurrentUser';
import { balanceQueryOptions, bundlesQueryOptions } from '../credits/api';
import { creditKeys } from '../credits/keys';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { paymentQueryOptions } from './api';
import { CardCheckoutForm } from './CardCheckoutForm';
import { PayPalCheckout } from './PayPalCheckout';

/** After a paid bundle: refresh the wallet and go to the success page. */
export function useBundlePaid() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useCurrentUser();
  return (bundleId: BundleId, payment: Payment) => {
    void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    if (bundleId === 'starter' || user.status !== 'active') {
      void navigate({ to: '/pay/starter-success', search: { payment: payment.paymentId } });
    } else {
      void navigate({ to: '/dashboard/tradie/success', search: { payment: payment.paymentId } });
    }
  };
}

function BundleCheckout({ bundle }: { bundle: Bundle }) {
  const onPaid = useBundlePaid();
  return (
    <Card className="max-w-xl space-y-4">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">
        {bundle.name}: {formatCredits(bundle.credits)} for {formatAud(bundle.priceCents)}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        GST included. Credits are added the moment the payment is confirmed, and a tax invoice
        appears in your wallet.
      </p>
      <CardCheckoutForm
        key={bundle.id}
        checkout={{ purpose: 'bundle', bundleId: bundle.id }}
        amountCents={bundle.priceCents}
        onSucceeded={(payment) => onPaid(bundle.id, payment)}
      />
      <PayPalCheckout
        key={`paypal-${bundle.id}`}
        checkout={{ purpose: 'bundle', bundleId: bundle.id }}
        amountCents={bundle.priceCents}
      />
    </Card>
  );
}

/** The bundles on sale, once loaded; both card pages word their failure the same. */
function Bundles({
  loading,
  children,
}: {
  loading: string;
  children: (bundles: Bundle[]) => ReactNode;
}) {
  const query = useQuery(bundlesQueryOptions());
  return (
    <QueryState query={query} loading={loading} errorTitle="We couldn't load the bundles">
      {children}
    </QueryState>
  );
}

const creditCardRoute = getRouteApi('/_authenticated/_tradie/pay/credit-card');

/** /pay/credit-card?bundle=: choose a bundle and pay by card. */
export function CreditCardPaymentPage() {
  const search = creditCardRoute.useSearch();
  const [chosen, setChosen] = useState<BundleId>(search.bundle ?? 'standard');
  const body = (
    <Bundles loading="Loading bundles…">
      {(bundles) => {
        const bundle = bundles.find((b) => b.id === chosen) ?? bundles[0];
        return (
          <div className="space-y-8">
            <fieldset>
              <legend className="mb-3 text-sm font-medium text-slate-800 dark:text-slate-200">
                Bundle
              </legend>
              <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
                {bundles.map((b) => (
                  <label
                    key={b.id}
                    className="flex cursor-pointer flex-col rounded-xl border border-slate-200 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 dark:border-slate-700 dark:has-[:checked]:bg-brand-900/30"
                  >
                    <span className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                      <input
                        type="radio"
                        name="bundle"
                        value={b.id}
                        checked={bundle?.id === b.id}
                        onChange={() => setChosen(b.id)}
                        className="size-4 accent-brand-700"
                      />
                      {b.name}
                    </span>
                    <span className="mt-1 text-lg font-bold">{formatAud(b.priceCents)}</span>
                    <span className="text-sm text-brand-700 dark:text-brand-400">
                      {formatCredits(b.credits)}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            {bundle ? <BundleCheckout bundle={bundle} /> : null}
          </div>
        );
      }}
    </Bundles>
  );
  return (
    <DashboardFrame
      area="tradie"
      title="Pay by card"
      intro={<p>Pick a bundle and pay by card. Prices in Australian dollars, GST included.</p>}
    >
      {body}
    </DashboardFrame>
  );
}

/** /pay/starter: the Starter bundle's checkout. */
export function StarterPackPage() {
  const body = (
    <Bundles loading="Loading the Starter pack…">
      {(bundles) => {
        const starter = bundles.find((b) => b.id === 'starter');
        return starter ? (
          <BundleCheckout bundle={starter} />
        ) : (
          <Alert tone="error" title="The Starter pack is not on sale">
            <Link to="/pay/credit-card" className={textLinkClass}>
              See the other bundles
            </Link>
          </Alert>
        );
      }}
    </Bundles>
  );
  return (
    <DashboardFrame
      area="tradie"
      title="Starter pack"
      intro={<p>5 credits — enough for one standard lead.</p>}
    >
      {body}
      <p className="mt-6 text-sm">
        <Link to="/pay/credit-card" className={textLinkClass}>
          Need more? See all bundles
        </Link>
      </p>
    </DashboardFrame>
  );
}

function PaymentOutcome({ paymentId }: { paymentId: string | undefined }) {
  const payment = useQuery({ ...paymentQueryOptions(paymentId ?? ''), enabled: !!paymentId });
  const balance = useQuery(balanceQueryOptions());
  if (!paymentId) {
    return <Alert tone="info">Your purchase is complete. Your wallet shows the credits.</Alert>;
  }
  return (
    <QueryState
      query={payment}
      loading="Checking your payment…"
      errorTitle="We couldn't check your payment"
    >
      {(p) =>
        p.status !== 'succeeded' ? (
          <Alert tone="error" title="This payment did not go through">
            {p.reason ?? 'No credits were added.'}
          </Alert>
        ) : (
          <Alert tone="success" title={`+${p.credits} credits added`}>
            <p>
              {p.description}: {formatAud(p.amountCents)} paid (incl. GST {formatAud(p.gstCents)}).
            </p>
            {balance.data !== undefined ? (
              <p className="mt-1">Your balance is now {formatCredits(balance.data)}.</p>
            ) : null}
          </Alert>
        )
      }
    </QueryState>
  );
}

function SuccessPage({ title, paymentId }: { title: string; paymentId: string | undefined }) {
  const user = useCurrentUser();
  const verified = user.status === 'active';
  return (
    <DashboardFrame area="tradie" title={title}>
      <div className="space-y-6">
        <PaymentOutcome paymentId={paymentId} />
        <div className="flex flex-wrap gap-3">
          {verified ? (
            <>
              <Link to="/dashboard/tradie/wallet" className={buttonClass({ variant: 'primary' })}>
                Wallet and invoices
              </Link>
              <Link
                to="/dashboard/tradie/find-jobs"
                className={buttonClass({ variant: 'secondary' })}
              >
                Find Jobs
              </Link>
            </>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Your wallet opens once your account is verified; the credits are waiting there.
            </p>
          )}
        </div>
      </div>
    </DashboardFrame>
  );
}

const starterSuccessRoute = getRouteApi('/_authenticated/_tradie/pay/starter-success');
const tradieSuccessRoute = getRouteApi(
  '/_authenticated/_tradie/_verified/dashboard/tradie/success',
);

/** /pay/starter-success?payment= */
export function StarterSuccessPage() {
  const { payment } = starterSuccessRoute.useSearch();
  return <SuccessPage title="Starter pack purchased" paymentId={payment} />;
}

/** /dashboard/tradie/success?payment= */
export function TradieSuccessPage() {
  const { payment } = tradieSuccessRoute.useSearch();
  return <SuccessPage title="Purchase complete" paymentId={payment} />;
}
