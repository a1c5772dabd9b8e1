import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Alert } from '@/shared/ui/Alert';
import { QueryState } from '@/shared/ui/QueryState';
import { buttonClass } from '@/shared/ui/button';
import { LoadMore } from '@/shared/ui/LoadMore';
import { EmptyMessage } from '@/shared/ui/Status';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { myJobsQueryOptions } from './api';
import type { JobGroup } from './keys';
import { HomeownerJobCard } from './HomeownerJobCard';

/** One of the homeowner's lists, newest first, a page at a time, with every state shown. */
function JobList({ group, empty }: { group: JobGroup; empty: ReactNode }) {
  const query = useInfiniteQuery(myJobsQueryOptions(group));
  return (
    <QueryState
      query={query}
      loading="Loading your jobs…"
      errorTitle="We couldn't load your jobs"
      empty={empty}
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
    >
      {(data) => (
        <>
          <ul className="space-y-6">
            {data.pages
              .flatMap((page) => page.items)
              .map((job) => (
                <li key={job.id}>
                  <HomeownerJobCard job={job} />
                </li>
              ))}
          </ul>
          <LoadMore
            query={query}
            label="Show older jobs"
            failure="We couldn’t load older jobs. Please try again."
          />
        </>
      )}
    </QueryState>
  );
}

const jobsRoute = getRouteApi('/_authenticated/_homeowner/dashboard/jobs');

/** /dashboard/jobs: open and in-progress jobs, their quotes, hire and complete. */
export function MyJobsPage() {
  const { posted, photos } = jobsRoute.useSearch();
  return (
    <DashboardFrame
      area="homeowner"
      title="My Jobs"
      intro={<p>Your open jobs, the quotes tradies have sent you, and the tradie you hired.</p>}
    >
      {posted ? (
        <Alert tone="success" title="Your job is posted" className="mb-6">
          Verified tradies in your area can see it now. You&apos;ll find their quotes here.
          {photos === 'failed'
            ? ' Your photos did not upload; edit the job to add them again.'
            : ''}
        </Alert>
      ) : null}
      <div className="mb-6">
        <Link to="/dashboard/post-job" className={buttonClass({ variant: 'primary' })}>
          Post a Job
        </Link>
      </div>
      <JobList
        group="active"
        empty={
          <EmptyMessage
            action={
              <Link to="/dashboard/job-history" className={buttonClass({ variant: 'secondary' })}>
                Job History
              </Link>
            }
          >
            You have no open jobs. Post one and verified local tradies will quote.
          </EmptyMessage>
        }
      />
    </DashboardFrame>
  );
}

/** /dashboard/job-history: completed and cancelled jobs; completed ones can be reviewed. */
export function JobHistoryPage() {
  return (
    <DashboardFrame
      area="homeowner"
      title="Job History"
      intro={<p>Completed and cancelled jobs. Review the tradie who did a completed job.</p>}
    >
      <JobList
        group="past"
        empty={
          <EmptyMessage
            action={
              <Link to="/dashboard/jobs" className={buttonClass({ variant: 'secondary' })}>
                My Jobs
              </Link>
            }
          >
            No completed or cancelled jobs yet.
          </EmptyMessage>
        }
      />
    </DashboardFrame>
  );
}
