import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '@/shared/api/schema.gen';
import { formatDate } from '@/shared/format/time';
import { TextAreaField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { EmptyMessage } from '@/shared/ui/Status';
import { decideDispute, openDisputesQueryOptions } from './operations-queries';
import { banSchema } from './schemas';

type Dispute = components['schemas']['AdminDisputeDto'];

const REASONS: Record<Dispute['reason'], string> = {
  homeowner_unreachable: 'Homeowner unreachable',
  duplicate: 'Duplicate job',
  not_as_described: 'Not as described',
};

function DisputeCard({ dispute }: { dispute: Dispute }) {
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<'approve' | 'reject'>('approve');
  const form = useZodForm(banSchema, {
    defaultValues: { reason: '' },
    labels: { reason: 'Reason' },
  });
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <p className="font-semibold">
        {dispute.tradie.businessName} · {dispute.job.title}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {REASONS[dispute.reason]} · {dispute.priceCredits} credits · opened{' '}
        {formatDate(dispute.createdAt)}
      </p>
      <p className="mt-2 text-sm">{dispute.details}</p>
      <Form
        form={form}
        label={`Decide the dispute of ${dispute.tradie.businessName}`}
        onSubmit={async ({ reason }) => {
          await decideDispute({ id: dispute.id, decision, reason });
          await queryClient.invalidateQueries({ queryKey: openDisputesQueryOptions().queryKey });
        }}
        className="mt-3 space-y-2"
      >
        <TextAreaField
          control={form.control}
          name="reason"
          label="Reason for the decision"
          hint="The tradie sees it; approving refunds the lead once."
          className="min-h-16"
        />
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            onClick={() => setDecision('approve')}
            busy={form.formState.isSubmitting && decision === 'approve'}
            busyText="Approving…"
          >
            Approve and refund
          </Button>
          <Button
            type="submit"
            variant="secondary"
            onClick={() => setDecision('reject')}
            busy={form.formState.isSubmitting && decision === 'reject'}
            busyText="Rejecting…"
          >
            Reject
          </Button>
        </div>
      </Form>
    </li>
  );
}

/** The open lead disputes (oldest first), each approved (refund) or rejected with a reason. */
export function DisputeQueue() {
  const query = useQuery(openDisputesQueryOptions());
  return (
    <section aria-labelledby="disputes-heading" className="mt-12">
      <h2 id="disputes-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        Lead disputes
      </h2>
      <div className="mt-3">
        <QueryState
          query={query}
          loading="Loading open disputes…"
          errorTitle="We couldn't load the disputes"
          empty={<EmptyMessage>No open disputes.</EmptyMessage>}
        >
          {(disputes) => (
            <ul className="space-y-3">
              {disputes.map((d) => (
                <DisputeCard key={d.id} dispute={d} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}
