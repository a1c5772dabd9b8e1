import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { HomeownerJob, JobStatus } from '@/shared/api/types';
import { formatAud } from '@/shared/format/money';
import { formatDate } from '@/shared/format/time';
import { Button } from '@/shared/ui/Button';
import { buttonClass } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { DetailItem, DetailList } from '@/shared/ui/DetailList';
import { Dialog } from '@/shared/ui/Dialog';
import { textLinkClass } from '@/shared/ui/link';
import { Card } from '@/shared/ui/Page';
import { Badge, type BadgeTone, LoadingMessage } from '@/shared/ui/Status';
import { useCategoryLabel } from '../meta/queries';
import { creditKeys } from '../credits/keys';
import { rewardKeys } from '../rewards/keys';
import { tradieProfileQueryOptions } from '../tradies/queries';
import { useEmergencyFee } from '../payments/api';
import { CardCheckoutForm } from '../payments/CardCheckoutForm';
import { cancelJob, completeJob, jobReviewQueryOptions } from './api';
import { jobKeys } from './keys';
import { QuotesComparison } from './QuotesComparison';

export const JOB_STATUS: Record<JobStatus, { label: string; tone: BadgeTone }> = {
  pending_payment: { label: 'Awaiting payment', tone: 'warning' },
  open: { label: 'Open for quotes', tone: 'brand' },
  assigned: { label: 'Tradie hired', tone: 'success' },
  completed: { label: 'Completed', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
};

type Pending = 'cancel' | 'complete' | 'pay' | null;

/** Who was hired, by business name, linking to their public profile. */
function HiredTradie({ tradieId }: { tradieId: string }) {
  const profile = useQuery({ ...tradieProfileQueryOptions(tradieId), staleTime: 5 * 60_000 });
  return (
    <DetailItem label="Tradie">
      <Link to="/public/profile/$tradieId" params={{ tradieId }} className={textLinkClass}>
        {profile.data ? profile.data.businessName : 'See their profile'}
      </Link>
    </DetailItem>
  );
}

/** "Review your tradie" until the job has its one review, then a link to read it again. */
function ReviewAction({ jobId }: { jobId: string }) {
  const review = useQuery(jobReviewQueryOptions(jobId));
  if (review.isPending) return null;
  const reviewed = Boolean(review.data);
  return (
    <Link
      to="/dashboard/review/$jobId"
      params={{ jobId }}
      className={buttonClass({ variant: reviewed ? 'secondary' : 'primary' })}
    >
      {reviewed ? 'See your review' : 'Review your tradie'}
    </Link>
  );
}

/** One of the homeowner's jobs with what can be done with it now. */
export function HomeownerJobCard({ job }: { job: HomeownerJob }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categoryLabel = useCategoryLabel();
  const fee = useEmergencyFee();
  const [showQuotes, setShowQuotes] = useState(job.status === 'open' || job.status === 'assigned');
  const [pending, setPending] = useState<Pending>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    setPending(null);
  };
  const unassigned = job.status === 'open' || job.status === 'pending_payment';
  const quotesId = `quotes-${job.id}`;
  const status = JOB_STATUS[job.status];

  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{job.title}</h2>
        <div className="flex flex-wrap gap-2">
          {job.isEmergency ? <Badge tone="danger">Emergency</Badge> : null}
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
      </div>
      <div className="mt-4">
        <DetailList>
          <DetailItem label="Category">{categoryLabel(job.category)}</DetailItem>
          <DetailItem label="Location">
            {job.location}
            {job.state ? `, ${job.state}` : ''} {job.postcode}
          </DetailItem>
          <DetailItem label="Budget">{formatAud(job.budget)}</DetailItem>
          <DetailItem label="Posted">{formatDate(job.createdAt)}</DetailItem>
          <DetailItem label="Leads bought">
            {job.slotsTaken} of {job.slotsTotal}
          </DetailItem>
          <DetailItem label="Quotes">{job.quoteCount}</DetailItem>
          {job.assignedTradie ? <HiredTradie tradieId={job.assignedTradie} /> : null}
        </DetailList>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        {job.status === 'pending_payment' ? (
          <Button onClick={() => setPending('pay')}>
            Pay {fee === undefined ? 'the' : formatAud(fee)} emergency fee
          </Button>
        ) : null}
        {job.status === 'open' || job.status === 'assigned' ? (
          <Button
            variant="secondary"
            aria-expanded={showQuotes}
            aria-controls={quotesId}
            onClick={() => setShowQuotes((s) => !s)}
          >
            {showQuotes ? 'Hide quotes' : `Compare quotes (${job.quoteCount})`}
          </Button>
        ) : null}
        {job.status === 'assigned' ? (
          <Button onClick={() => setPending('complete')}>Mark complete</Button>
        ) : null}
        {job.status === 'completed' ? <ReviewAction jobId={job.id} /> : null}
        {unassigned ? (
          <>
            <Link
              to="/dashboard/edit-job/$id"
              params={{ id: job.id }}
              className={buttonClass({ variant: 'secondary' })}
              aria-label={`Edit ${job.title}`}
            >
              Edit
            </Link>
            <Button variant="ghost" onClick={() => setPending('cancel')}>
              Cancel job
            </Button>
          </>
        ) : null}
      </div>
      {showQuotes && (job.status === 'open' || job.status === 'assigned') ? (
        <section id={quotesId} aria-label={`Quotes for ${job.title}`} className="mt-6">
          <QuotesComparison job={job} />
        </section>
      ) : null}
      <ConfirmDialog
        open={pending === 'cancel'}
        title="Cancel this job?"
        confirmLabel="Cancel job"
        busyText="Cancelling…"
        danger
        action={() => cancelJob(job.id)}
        onDone={refresh}
        onClose={() => setPending(null)}
      >
        <p>
          &ldquo;{job.title}&rdquo; will be taken down. Every tradie who bought its lead gets their
          credits back automatically.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={pending === 'complete'}
        title="Mark this job complete?"
        confirmLabel="Mark complete"
        busyText="Saving…"
        action={() => completeJob(job.id)}
        onDone={() => {
          refresh();
          // Completing awards Centra Points and credits as it commits.
          void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
          void queryClient.invalidateQueries({ queryKey: creditKeys.all });
          void navigate({ to: '/dashboard/review/$jobId', params: { jobId: job.id } });
        }}
        onClose={() => setPending(null)}
      >
        <p>
          Confirm the work on &ldquo;{job.title}&rdquo; is done. You can then review your tradie.
        </p>
      </ConfirmDialog>
      <Dialog
        open={pending === 'pay'}
        onClose={() => setPending(null)}
        title="Pay the emergency posting fee"
      >
        {fee === undefined ? (
          <LoadingMessage>Loading the fee…</LoadingMessage>
        ) : (
          <CardCheckoutForm
            checkout={{ purpose: 'emergency_job', jobId: job.id }}
            amountCents={fee}
            onSucceeded={refresh}
          />
        )}
      </Dialog>
    </Card>
  );
}
