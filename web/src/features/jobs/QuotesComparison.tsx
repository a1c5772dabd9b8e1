import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { apiErrorCode, isApiError } from '@/shared/api/errors';
import type { Job, JobQuote as Quote } from '@/shared/api/types';
import { formatAud } from '@/shared/format/money';
import { formatDate } from '@/shared/format/time';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { QueryState } from '@/shared/ui/QueryState';
import { cn } from '@/shared/ui/cn';
import { textLinkClass } from '@/shared/ui/link';
import { Badge, EmptyMessage } from '@/shared/ui/Status';
import { conversationsQueryOptions } from '../messaging/api';
import { hireQuote, jobQuotesQueryOptions } from './api';
import { jobKeys } from './keys';

function tradieName(quote: Quote): string {
  return quote.tradie.businessName;
}

/** The tradie's reputation as the public profile shows it, in words. */
function ratingInWords({ rating, reviewCount }: Quote['tradie']): string {
  if (rating === null || reviewCount === 0) return 'No reviews yet';
  return `${rating} stars from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
}

function HireDialog({
  job,
  quote,
  onClose,
}: {
  job: Job;
  quote: Quote | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (q: Quote) => hireQuote(job.id, q.id, q.revision),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.mine });
      void queryClient.invalidateQueries({ queryKey: jobKeys.quotes(job.id) });
      onClose();
    },
    // The tradie changed the quote meanwhile: load it again so the dialog shows the new amount
    // (the error says it too) and a second click hires what is now on screen.
    onError: (error) => {
      if (apiErrorCode(error) === 'QUOTES.CHANGED') {
        void queryClient.invalidateQueries({ queryKey: jobKeys.quotes(job.id) });
      }
    },
  });
  return (
    <Dialog
      open={quote !== null}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
      title={quote ? `Hire ${tradieName(quote)}?` : 'Hire'}
    >
      {quote ? (
        <div className="space-y-4">
          <p className="text-slate-700 dark:text-slate-300">
            You&apos;re hiring {tradieName(quote)} for &ldquo;{job.title}&rdquo; at{' '}
            {formatAud(quote.amountCents)}. The other tradies who quoted are told they were not
            selected, and the job stops taking quotes. You pay the tradie directly.
          </p>
          {mutation.isError ? (
            <Alert tone="error" title="The tradie was not hired">
              {isApiError(mutation.error) ? mutation.error.message : 'Please try again.'}
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => mutation.mutate(quote)}
              busy={mutation.isPending}
              busyText="Hiring…"
            >
              Hire {tradieName(quote)}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

const STATUS_BADGE = {
  sent: null,
  accepted: <Badge tone="success">Hired</Badge>,
  not_selected: <Badge>Not selected</Badge>,
} as const;

/** The quotes on one job side by side, cheapest first, each with a hire button while open. */
export function QuotesComparison({ job }: { job: Job }) {
  const query = useQuery(jobQuotesQueryOptions(job.id));
  // Each quoting tradie bought the lead, so the job has a conversation with them; without the
  // list (still loading, or failed) the cards simply offer no Message link.
  const conversations = useQuery({
    ...conversationsQueryOptions(),
    enabled: (query.data?.length ?? 0) > 0,
  });
  // Looked up once per list, by tradie, not twice per card.
  const conversationIdOf = new Map(
    (conversations.data?.items ?? [])
      .filter((c) => c.jobId === job.id)
      .map((c) => [c.otherParty.id, c.id]),
  );
  // The id, not the quote: the dialog follows the list when a changed quote is loaded again.
  const [hiringId, setHiringId] = useState<string | null>(null);
  return (
    <QueryState
      query={query}
      loading="Loading quotes…"
      fallback="We couldn’t load the quotes."
      empty={
        <EmptyMessage>
          No quotes yet. Tradies who buy the lead can quote; you&apos;ll see each one here.
        </EmptyMessage>
      }
    >
      {(data) => {
        const quotes = [...data].sort((a, b) => a.amountCents - b.amountCents);
        const hiring = quotes.find((q) => q.id === hiringId) ?? null;
        const lowest = quotes[0]?.amountCents;
        return (
          <>
            <ul aria-label={`Quotes for ${job.title}`} className="grid gap-4 md:grid-cols-2">
              {quotes.map((quote) => {
                const conversationId = conversationIdOf.get(quote.tradieId);
                return (
                  <li
                    key={quote.id}
                    aria-label={`Quote from ${tradieName(quote)}`}
                    className="flex flex-col rounded-xl border border-slate-200 p-4 dark:border-slate-700"
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h4 className="font-semibold text-slate-900 dark:text-white">
                        <Link
                          to="/public/profile/$tradieId"
                          params={{ tradieId: quote.tradieId }}
                          className={textLinkClass}
                        >
                          {tradieName(quote)}
                        </Link>
                      </h4>
                      <div className="flex gap-2">
                        {quote.amountCents === lowest && quotes.length > 1 ? (
                          <Badge tone="brand">Lowest price</Badge>
                        ) : null}
                        {STATUS_BADGE[quote.status]}
                      </div>
                    </div>
                    <p className="text-sm text-slate-600 dark:text-slate-300">
                      {ratingInWords(quote.tradie)}
                    </p>
                    <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">
                      {formatAud(quote.amountCents)}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {quote.estimatedStart
                        ? `Can start ${formatDate(quote.estimatedStart)}`
                        : 'Start date to be agreed'}
                      {quote.revisedAt ? ` · Changed ${formatDate(quote.revisedAt)}` : ''}
                    </p>
                    <p className="mt-3 whitespace-pre-line text-slate-700 dark:text-slate-300">
                      {quote.message}
                    </p>
                    {conversationId ? (
                      <Link
                        to="/dashboard/messages"
                        search={{ conversation: conversationId }}
                        className={cn(textLinkClass, 'mt-3 text-sm')}
                        aria-label={`Message ${tradieName(quote)}`}
                      >
                        Message
                      </Link>
                    ) : null}
                    {job.status === 'open' && quote.status === 'sent' ? (
                      <div className="mt-auto pt-4">
                        <Button
                          onClick={() => setHiringId(quote.id)}
                          aria-label={`Hire ${tradieName(quote)} for ${formatAud(quote.amountCents)}`}
                        >
                          Hire
                        </Button>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <HireDialog job={job} quote={hiring} onClose={() => setHiringId(null)} />
          </>
        );
      }}
    </QueryState>
  );
}
