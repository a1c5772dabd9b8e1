import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportedReview } from '@/shared/api/types';
import { formatDate } from '@/shared/format/time';
import { TextAreaField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { EmptyMessage } from '@/shared/ui/Status';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { decideReport, reasonSchema, reportedReviewsQueryOptions } from '../reviews/api';
import { Stars } from '../reviews/ReviewList';

const schema = reasonSchema('Say why: the homeowner and the tradie both see this reason.');

function ReportCard({ item }: { item: ReportedReview }) {
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<'keep' | 'hide'>('keep');
  const form = useZodForm(schema, { defaultValues: { reason: '' }, labels: { reason: 'Reason' } });
  const headingId = `report-${item.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {item.reviewerFirstName}&apos;s review of {item.tradieName}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Stars rating={item.review.rating} /> reviewed {formatDate(item.review.createdAt)} ·
        reported {formatDate(item.createdAt)}
      </p>
      <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 whitespace-pre-line text-slate-700 dark:border-slate-700 dark:text-slate-300">
        {item.review.comment}
      </blockquote>
      <p className="mt-2 text-sm">
        <span className="font-semibold">The tradie&apos;s reason:</span> {item.reason}
      </p>
      <Form
        form={form}
        label={`Decide the report of ${item.reviewerFirstName}'s review`}
        className="mt-3 space-y-2"
        onSubmit={async ({ reason }) => {
          await decideReport(item.id, decision, reason);
          await queryClient.invalidateQueries({ queryKey: reportedReviewsQueryOptions().queryKey });
        }}
      >
        <TextAreaField
          control={form.control}
          name="reason"
          label="Reason for the decision"
          hint="Shown to the homeowner and the tradie. Hiding takes the review out of the rating and the public profile."
          className="min-h-16"
        />
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            variant="secondary"
            onClick={() => setDecision('keep')}
            busy={form.formState.isSubmitting && decision === 'keep'}
            busyText="Keeping…"
          >
            Keep the review
          </Button>
          <Button
            type="submit"
            onClick={() => setDecision('hide')}
            busy={form.formState.isSubmitting && decision === 'hide'}
            busyText="Hiding…"
          >
            Hide the review
          </Button>
        </div>
      </Form>
    </li>
  );
}

/** /admin/reviews: reviews tradies reported, oldest first, each kept or hidden with a reason. */
export function ReportedReviewsPage() {
  const query = useQuery(reportedReviewsQueryOptions());
  return (
    <DashboardFrame
      area="admin"
      title="Reported reviews"
      intro={<p>Tradies reported these reviews of their work. Keep or hide each, and say why.</p>}
    >
      <QueryState
        query={query}
        loading="Loading reported reviews…"
        errorTitle="We couldn't load the reported reviews"
        empty={<EmptyMessage>No reported reviews waiting. Nice and quiet.</EmptyMessage>}
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((item) => (
              <ReportCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </QueryState>
    </DashboardFrame>
  );
}
