import { lazy, Suspense } from 'react';
import type { PublicReview } from '@/shared/api/types';
import { formatDate } from '@/shared/format/time';
import { useCategoryLabel } from '../meta/queries';

export function Stars({ rating }: { rating: number }) {
  const rounded = Math.round(rating);
  return (
    <span aria-label={`${rating.toFixed(1)} out of 5 stars`} role="img" className="text-amber-500">
      {'★'.repeat(rounded)}
      <span className="text-slate-300 dark:text-slate-600">{'★'.repeat(5 - rounded)}</span>
    </span>
  );
}

// The reply form (and the form library with it) loads only for the tradie who may reply.
const ReplyForm = lazy(() => import('./ReplyForm').then((m) => ({ default: m.ReplyForm })));

/** A tradie's reviews with their replies; the tradie themself may reply once to each. */
export function ReviewList({
  reviews,
  tradieId,
  canReply,
}: {
  reviews: readonly PublicReview[];
  tradieId: string;
  canReply: boolean;
}) {
  const categoryLabel = useCategoryLabel();
  return (
    <ul className="mt-3">
      {reviews.map((review) => (
        <li
          key={review.id}
          className="border-b border-slate-200 py-4 last:border-0 dark:border-slate-800"
        >
          <div className="flex flex-wrap items-center gap-3">
            <Stars rating={review.rating} />
            <span className="text-sm text-slate-500 dark:text-slate-400">
              {review.reviewerFirstName} · {categoryLabel(review.jobCategory)} in{' '}
              {review.jobLocation} ·{' '}
              <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            </span>
          </div>
          <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">
            {review.comment}
          </p>
          {review.reply ? (
            <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-slate-50 px-4 py-2 dark:bg-slate-800/60">
              <p className="text-sm font-semibold text-slate-900 dark:text-white">
                Reply from the tradie
                {review.repliedAt ? (
                  <span className="font-normal text-slate-500 dark:text-slate-400">
                    {' '}
                    · <time dateTime={review.repliedAt}>{formatDate(review.repliedAt)}</time>
                  </span>
                ) : null}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">
                {review.reply}
              </p>
            </div>
          ) : canReply ? (
            <Suspense fallback={null}>
              <ReplyForm review={review} tradieId={tradieId} />
            </Suspense>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
