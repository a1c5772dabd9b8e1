import { useQuery } from '@tanstack/react-query';
import type { OwnReview } from '@/shared/api/types';
import { formatDate } from '@/shared/format/time';
import { QueryState } from '@/shared/ui/QueryState';
import { Badge, EmptyMessage } from '@/shared/ui/Status';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { useCategoryLabel } from '../meta/queries';
import { myReviewsQueryOptions } from './api';
import { ReportReviewForm } from './ReportReviewForm';
import { Stars } from './ReviewList';

/** Where a review stands with Tradiehub, in words both parties see. */
function Moderation({ review }: { review: OwnReview }) {
  if (review.hiddenReason) {
    return (
      <p className="mt-3 text-sm">
        <Badge tone="warning">Hidden</Badge>{' '}
        <span className="text-slate-700 dark:text-slate-300">
          Hidden by Tradiehub: {review.hiddenReason}
        </span>
      </p>
    );
  }
  const report = review.report;
  if (report?.status === 'open') {
    return (
      <p className="mt-3 text-sm" role="status">
        <Badge tone="brand">Reported</Badge>{' '}
        <span className="text-slate-700 dark:text-slate-300">
          Tradiehub is looking at your report. We&apos;ll let you and the homeowner know.
        </span>
      </p>
    );
  }
  return (
    <>
      {report?.status === 'kept' ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          <Badge>Kept</Badge> Kept by Tradiehub: {report.decisionReason}
        </p>
      ) : null}
      <ReportReviewForm reviewId={review.id} from={review.reviewerFirstName} />
    </>
  );
}

function ReviewItem({ review }: { review: OwnReview }) {
  const categoryLabel = useCategoryLabel();
  return (
    <li className="border-b border-slate-200 py-4 last:border-0 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-3">
        <Stars rating={review.rating} />
        <span className="text-sm text-slate-500 dark:text-slate-400">
          {review.reviewerFirstName} · {categoryLabel(review.jobCategory)} in {review.jobLocation} ·{' '}
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">
        {review.comment}
      </p>
      {review.reply ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Your reply: {review.reply}
        </p>
      ) : null}
      <Moderation review={review} />
    </li>
  );
}

/** /dashboard/tradie/reviews: every review of the tradie's work, with reporting. */
export function MyReviewsPage() {
  const query = useQuery(myReviewsQueryOptions());
  return (
    <DashboardFrame
      area="tradie"
      title="My reviews"
      intro={
        <p>
          Every review of your work. If one breaks the rules (abuse, not about your job), report it:
          Tradiehub keeps or hides it and tells you both why. Hidden reviews don&apos;t count in
          your rating.
        </p>
      }
    >
      <QueryState
        query={query}
        loading="Loading your reviews…"
        errorTitle="We couldn't load your reviews"
        empty={
          <EmptyMessage>
            No reviews yet. They appear here once homeowners review your work.
          </EmptyMessage>
        }
      >
        {(reviews) => (
          <ul>
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </QueryState>
    </DashboardFrame>
  );
}
