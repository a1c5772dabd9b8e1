import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatAud, formatCredits } from '@/shared/format/money';
import { formatDate } from '@/shared/format/time';
import { LoadMore } from '@/shared/ui/LoadMore';
import { QueryState } from '@/shared/ui/QueryState';
import { buttonClass } from '@/shared/ui/button';
import { Card } from '@/shared/ui/Page';
import { EmptyMessage } from '@/shared/ui/Status';
import { textLinkClass } from '@/shared/ui/link';
import {
  balanceQueryOptions,
  bundlesQueryOptions,
  invoicesQueryOptions,
  transactionsQueryOptions,
} from './api';
import { ledgerEntryTitle, signedCredits } from './labels';

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-4 text-xl font-bold text-slate-900 dark:text-white">
      {children}
    </h2>
  );
}

export function BalanceCard({ note }: { note?: string }) {
  const query = useQuery(balanceQueryOptions());
  return (
    <Card className="mb-10">
      <p className="text-sm font-medium text-slate-500 dark:text-slate-400">Balance</p>
      <QueryState
        query={query}
        loading="Loading your balance…"
        errorTitle="We couldn't load your balance"
      >
        {(balance) => (
          <p
            className="mt-1 text-4xl font-bold text-slate-900 dark:text-white"
            data-testid="wallet-balance"
          >
            {formatCredits(balance)}
          </p>
        )}
      </QueryState>
      {note ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{note}</p> : null}
    </Card>
  );
}

/** The four bundles, each linking to its checkout. */
export function BundlesSection() {
  const query = useQuery(bundlesQueryOptions());
  return (
    <section aria-labelledby="bundles-heading" className="mb-10">
      <SectionHeading id="bundles-heading">Buy credits</SectionHeading>
      <QueryState
        query={query}
        loading="Loading bundles…"
        errorTitle="We couldn't load the bundles"
        empty={<EmptyMessage>No credit bundles are on sale right now.</EmptyMessage>}
      >
        {(bundles) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {bundles.map((bundle) => (
              <li key={bundle.id}>
                <Card className="flex h-full flex-col text-center">
                  <h3 className="font-semibold text-slate-900 dark:text-white">{bundle.name}</h3>
                  <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">
                    {formatAud(bundle.priceCents)}
                  </p>
                  <p className="text-sm text-brand-700 dark:text-brand-400">
                    {formatCredits(bundle.credits)}
                  </p>
                  <div className="mt-auto pt-4">
                    {bundle.id === 'starter' ? (
                      <Link
                        to="/pay/starter"
                        className={`${buttonClass({ variant: 'primary', size: 'sm' })} w-full`}
                        aria-label={`Buy ${bundle.name}: ${formatCredits(bundle.credits)} for ${formatAud(bundle.priceCents)}`}
                      >
                        Buy
                      </Link>
                    ) : (
                      <Link
                        to="/pay/credit-card"
                        search={{ bundle: bundle.id }}
                        className={`${buttonClass({ variant: 'primary', size: 'sm' })} w-full`}
                        aria-label={`Buy ${bundle.name}: ${formatCredits(bundle.credits)} for ${formatAud(bundle.priceCents)}`}
                      >
                        Buy
                      </Link>
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        Prices in Australian dollars, GST included. Every purchase comes with a tax invoice.
      </p>
    </section>
  );
}

/** Every credit in and out, newest first, a page at a time. */
export function HistorySection() {
  const query = useInfiniteQuery(transactionsQueryOptions());
  const body = (
    <QueryState
      query={query}
      loading="Loading your history…"
      errorTitle="We couldn't load your history"
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={<EmptyMessage>No credits in or out yet.</EmptyMessage>}
    >
      {(data) => (
        <>
          <ul
            aria-label="Credit history"
            className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          >
            {data.pages
              .flatMap((page) => page.items)
              .map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-4 px-4 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900 dark:text-white">
                      {ledgerEntryTitle(item)}
                    </p>
                    <p className="text-sm text-slate-500 dark:text-slate-400">
                      <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
                    </p>
                  </div>
                  <p
                    className={`shrink-0 text-lg font-semibold ${
                      item.amount > 0
                        ? 'text-emerald-700 dark:text-emerald-400'
                        : 'text-slate-900 dark:text-white'
                    }`}
                  >
                    {signedCredits(item.amount)}
                    <span className="sr-only"> credits</span>
                  </p>
                </li>
              ))}
          </ul>
          <LoadMore
            query={query}
            className="mt-4"
            label="Show older"
            failure="We couldn’t load older entries. Please try again."
          />
        </>
      )}
    </QueryState>
  );
  return (
    <section aria-labelledby="history-heading" className="mb-10">
      <SectionHeading id="history-heading">History</SectionHeading>
      {body}
    </section>
  );
}

/** How a refunded or disputed payment reads next to its invoice. */
const REVERSAL_LABELS = {
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  disputed: 'Disputed',
  dispute_won: 'Dispute closed',
  dispute_lost: 'Charged back',
} as const;

/** Tax invoices of the user's purchases, each opening its printable page. */
export function InvoicesSection() {
  const query = useQuery(invoicesQueryOptions());
  const body = (
    <QueryState
      query={query}
      loading="Loading your invoices…"
      errorTitle="We couldn't load your invoices"
      empty={
        <EmptyMessage>No invoices yet. Each purchase produces a tax invoice here.</EmptyMessage>
      }
    >
      {(invoices) => (
        <ul
          aria-label="Tax invoices"
          className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {invoices.map((invoice) => (
            <li
              key={invoice.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">
                  Tax invoice {invoice.numberLabel}
                  {invoice.reversal ? (
                    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
                      {REVERSAL_LABELS[invoice.reversal]}
                    </span>
                  ) : null}
                </p>
                {invoice.adjustments.map((note) => (
                  <p key={note.numberLabel} className="text-sm text-slate-600 dark:text-slate-300">
                    Adjustment note {note.numberLabel}: {formatAud(note.totalCents)} returned
                  </p>
                ))}
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  {invoice.lines.map((line) => line.description).join(', ')} ·{' '}
                  {formatDate(invoice.issuedAt)}
                </p>
              </div>
              <div className="text-right">
                <p className="font-semibold text-slate-900 dark:text-white">
                  {formatAud(invoice.totalCents)}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  incl. GST {formatAud(invoice.gstCents)}
                </p>
              </div>
              <a
                href={invoice.printUrl}
                target="_blank"
                rel="noreferrer"
                className={textLinkClass}
                aria-label={`View tax invoice ${invoice.numberLabel}`}
              >
                View invoice
              </a>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
  return (
    <section aria-labelledby="invoices-heading" className="mb-10">
      <SectionHeading id="invoices-heading">Tax invoices</SectionHeading>
      {body}
    </section>
  );
}
