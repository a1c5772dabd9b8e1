import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { Job, Lead, LeadStage, Quote } from '@/shared/api/types';
import { formatAud, formatCredits } from '@/shared/format/money';
import { formatDate } from '@/shared/format/time';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { buttonClass } from '@/shared/ui/button';
import { DetailItem, DetailList } from '@/shared/ui/DetailList';
import { Card } from '@/shared/ui/Page';
import { LoadMore } from '@/shared/ui/LoadMore';
import { Badge, EmptyMessage, type BadgeTone } from '@/shared/ui/Status';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { useCategoryLabel } from '../meta/queries';
import { jobQueryOptions } from '../jobs/api';
import { myLeadsQueryOptions } from './api';
import { DISPUTE_REASONS, DisputeDialog } from './DisputeDialog';
import { QuoteForm } from './QuoteForm';

const QUOTE_STATUS: Record<Quote['status'], { label: string; tone: BadgeTone }> = {
  sent: { label: 'Quote sent', tone: 'brand' },
  accepted: { label: 'Hired', tone: 'success' },
  not_selected: { label: 'Not selected', tone: 'neutral' },
};

const REFUND_REASONS: Record<NonNullable<Lead['refundReason']>, string> = {
  job_cancelled: 'the homeowner cancelled the job',
  unhired_30_days: 'nobody was hired within 30 days',
  dispute_approved: 'your dispute was approved',
  homeowner_silent: 'the homeowner didn’t read your messages within 48 hours',
  job_withdrawn: 'the job was withdrawn (the homeowner’s account was closed)',
};

function DisputeStatus({ lead }: { lead: Lead }) {
  const dispute = lead.dispute;
  if (!dispute) return null;
  const reason = DISPUTE_REASONS.find((r) => r.value === dispute.reason)?.label ?? dispute.reason;
  const text = {
    open: 'Dispute under review',
    approved: `Dispute approved: ${formatCredits(lead.priceCredits)} refunded`,
    rejected: 'Dispute rejected',
  }[dispute.status];
  return (
    <Alert tone={dispute.status === 'rejected' ? 'error' : 'info'} title={text} className="mt-4">
      <p>Reason: {reason}</p>
      {dispute.decisionReason ? <p>Admin&apos;s note: {dispute.decisionReason}</p> : null}
    </Alert>
  );
}

/** What buying the lead revealed: first name, suburb, full description, photos. */
function LeadDetails({ jobId }: { jobId: string }) {
  const query = useQuery(jobQueryOptions(jobId));
  return (
    <QueryState
      query={query}
      loading="Loading the job details…"
      fallback="We couldn’t load the details."
    >
      {(job) => <JobDetails job={job} />}
    </QueryState>
  );
}

function JobDetails({ job }: { job: Job }) {
  return (
    <>
      <DetailList>
        {job.homeowner ? (
          <>
            <DetailItem label="Homeowner">{job.homeowner.firstName}</DetailItem>
            <DetailItem label="Suburb">
              {job.homeowner.suburb}
              {job.state ? `, ${job.state}` : ''} {job.postcode}
            </DetailItem>
          </>
        ) : null}
        <DetailItem label="Description" wide>
          <span className="whitespace-pre-line">{job.description}</span>
        </DetailItem>
      </DetailList>
      {job.images.length > 0 ? (
        <ul aria-label="Job photos" className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {job.images.map((image, index) => (
            <li key={image.id}>
              <a href={image.url} target="_blank" rel="noreferrer">
                <img
                  src={image.url}
                  alt={`Photo ${index + 1} of ${job.title}`}
                  width={image.width}
                  height={image.height}
                  className="aspect-square w-full rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function LeadCard({
  lead,
  onDispute,
  children,
}: {
  lead: Lead;
  onDispute: (lead: Lead) => void;
  children?: ReactNode;
}) {
  const categoryLabel = useCategoryLabel();
  const { job, quote } = lead;
  const quoteStatus = quote ? QUOTE_STATUS[quote.status] : null;
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{job.title}</h3>
        <div className="flex flex-wrap gap-2">
          {job.isEmergency ? <Badge tone="danger">Emergency</Badge> : null}
          {quoteStatus ? <Badge tone={quoteStatus.tone}>{quoteStatus.label}</Badge> : null}
          {lead.status === 'refunded' ? <Badge tone="warning">Credits refunded</Badge> : null}
        </div>
      </div>
      <div className="mt-4 space-y-4">
        <DetailList>
          <DetailItem label="Category">{categoryLabel(job.category)}</DetailItem>
          <DetailItem label="Budget">{formatAud(job.budget)}</DetailItem>
          <DetailItem label="Lead bought">
            {formatDate(lead.boughtAt)} for {formatCredits(lead.priceCredits)}
          </DetailItem>
          {quote ? (
            <DetailItem label="Your quote">
              {formatAud(quote.amountCents)}
              {quote.estimatedStart ? `, starting ${formatDate(quote.estimatedStart)}` : ''}
              {quote.revisedAt ? ` (changed ${formatDate(quote.revisedAt)})` : ''}
            </DetailItem>
          ) : null}
        </DetailList>
        <LeadDetails jobId={job.id} />
      </div>
      {lead.status === 'refunded' && lead.refundReason ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          {formatCredits(lead.priceCredits)} came back to your wallet because{' '}
          {REFUND_REASONS[lead.refundReason]}.
        </p>
      ) : null}
      <DisputeStatus lead={lead} />
      {children}
      {/* A lead that won the job did its work: nothing to dispute. */}
      {lead.canDispute && !lead.won ? (
        <div className="mt-4">
          <Button variant="ghost" size="sm" onClick={() => onDispute(lead)}>
            Dispute this lead
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

const quoteSentAlert = (
  <Alert tone="success" className="mt-4">
    Quote sent. The homeowner will see it next to the others.
  </Alert>
);

/** Changes a quote the homeowner has not settled yet, while the job is open. */
function ReviseSection({ lead, quote }: { lead: Lead; quote: Quote }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  if (quote.status !== 'sent' || lead.jobStatus !== 'open') return null;
  if (open) {
    return (
      <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-800">
        <QuoteForm
          jobId={lead.job.id}
          quote={quote}
          onSent={() => {
            setOpen(false);
            setSaved(true);
          }}
        />
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setOpen(false)}>
          Keep my quote as it is
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-3">
      {saved ? <Alert tone="success">Quote changed. The homeowner has been told.</Alert> : null}
      <Button
        variant="secondary"
        onClick={() => {
          setSaved(false);
          setOpen(true);
        }}
        aria-label={`Change your quote: ${lead.job.title}`}
      >
        Change quote
      </Button>
    </div>
  );
}

function QuoteSection({ lead, onSent }: { lead: Lead; onSent: (leadId: string) => void }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  if (sent) return quoteSentAlert;
  if (lead.jobStatus !== 'open' || lead.status === 'refunded') {
    return (
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
        This job is no longer taking quotes.
      </p>
    );
  }
  return open ? (
    <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-800">
      <QuoteForm
        jobId={lead.job.id}
        onSent={() => {
          setSent(true);
          onSent(lead.leadId);
        }}
      />
    </div>
  ) : (
    <div className="mt-4">
      <Button onClick={() => setOpen(true)} aria-label={`Write a quote: ${lead.job.title}`}>
        Write a quote
      </Button>
    </div>
  );
}

type Stage = LeadStage;

/** One stage of the tradie's leads, its own pages loaded as asked. */
function StageSection({
  stage,
  title,
  count,
  empty,
  children,
}: {
  stage: Stage;
  title: string;
  count: number;
  empty: ReactNode;
  children: (lead: Lead) => ReactNode;
}) {
  const query = useInfiniteQuery({ ...myLeadsQueryOptions(stage), enabled: count > 0 });
  // A lead just won may still sit in an older page of "Quotes sent": it shows under won only.
  const won = useInfiniteQuery({ ...myLeadsQueryOptions('won'), enabled: stage === 'quoted' });
  const wonIds = new Set(
    stage === 'quoted' ? (won.data?.pages ?? []).flatMap((p) => p.items.map((l) => l.leadId)) : [],
  );
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} className="mb-4 text-xl font-bold text-slate-900 dark:text-white">
        {title}{' '}
        <span className="text-base font-normal text-slate-500 dark:text-slate-400">({count})</span>
      </h2>
      {count === 0 ? (
        // The stage's query is not even asked for: the counts already say it is empty.
        <EmptyMessage>{empty}</EmptyMessage>
      ) : (
        <QueryState
          query={query}
          loading="Loading…"
          errorTitle={`We couldn't load ${title.toLowerCase()}`}
        >
          {(data) => (
            <>
              <ul className="space-y-4">
                {data.pages
                  .flatMap((page) => page.items)
                  .filter((lead) => stage !== 'quoted' || (!wonIds.has(lead.leadId) && !lead.won))
                  .map((lead) => (
                    <li key={lead.leadId}>{children(lead)}</li>
                  ))}
              </ul>
              <LoadMore
                query={query}
                label="Show more"
                failure="We couldn’t load more. Please try again."
              />
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}

const NO_COUNTS = { to_quote: 0, quoted: 0, won: 0 };

/** Every stage's count, which the first stage's first page carries. */
function countsOf(data: { pages: { counts?: typeof NO_COUNTS | null }[] }) {
  return data.pages[0]?.counts ?? NO_COUNTS;
}

/** /dashboard/tradie/my-jobs: leads bought (quote them), quotes sent, jobs won. */
export function MyLeadsPage() {
  // The first stage's first page also carries every stage's count.
  const query = useInfiniteQuery(myLeadsQueryOptions('to_quote'));
  const [disputing, setDisputing] = useState<Lead | null>(null);
  // The refetch after a quote moves the lead to "Quotes sent": the confirmation goes with it.
  const [justQuoted, setJustQuoted] = useState<string | null>(null);

  const body = (
    <QueryState
      query={query}
      loading="Loading your jobs…"
      errorTitle="We couldn't load your jobs"
      isEmpty={(data) => {
        const counts = countsOf(data);
        return counts.to_quote + counts.quoted + counts.won === 0;
      }}
      empty={
        <EmptyMessage
          action={
            <Link to="/dashboard/tradie/find-jobs" className={buttonClass({ variant: 'primary' })}>
              Find Jobs
            </Link>
          }
        >
          You haven&apos;t bought any leads yet.
        </EmptyMessage>
      }
    >
      {(data) => {
        const counts = countsOf(data);
        return (
          <>
            <StageSection
              stage="won"
              title="Jobs won"
              count={counts.won}
              empty="No jobs won yet — keep quoting."
            >
              {(lead) => (
                <LeadCard lead={lead} onDispute={setDisputing}>
                  <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
                    Job status: {lead.jobStatus === 'completed' ? 'Completed' : 'In progress'}
                  </p>
                </LeadCard>
              )}
            </StageSection>
            <StageSection
              stage="to_quote"
              title="Leads bought"
              count={counts.to_quote}
              empty="Every lead you bought has a quote."
            >
              {(lead) => (
                <LeadCard lead={lead} onDispute={setDisputing}>
                  <QuoteSection lead={lead} onSent={setJustQuoted} />
                </LeadCard>
              )}
            </StageSection>
            <StageSection
              stage="quoted"
              title="Quotes sent"
              count={counts.quoted}
              empty="No quotes waiting for an answer."
            >
              {(lead) => (
                <LeadCard lead={lead} onDispute={setDisputing}>
                  {lead.leadId === justQuoted ? quoteSentAlert : null}
                  {lead.quote ? <ReviseSection lead={lead} quote={lead.quote} /> : null}
                </LeadCard>
              )}
            </StageSection>
          </>
        );
      }}
    </QueryState>
  );

  return (
    <DashboardFrame
      area="tradie"
      title="My Jobs"
      intro={
        <p>Leads you&apos;ve bought, the quotes you&apos;ve sent and the jobs you&apos;ve won.</p>
      }
    >
      {body}
      <DisputeDialog lead={disputing} onClose={() => setDisputing(null)} />
    </DashboardFrame>
  );
}
