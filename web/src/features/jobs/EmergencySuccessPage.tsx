import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Alert } from '@/shared/ui/Alert';
import { QueryState } from '@/shared/ui/QueryState';
import { buttonClass } from '@/shared/ui/button';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { jobQueryOptions } from './api';

const route = getRouteApi('/_authenticated/_homeowner/dashboard/emergency-success');

function JobStatusLine({ jobId }: { jobId: string }) {
  const query = useQuery(jobQueryOptions(jobId));
  return (
    <QueryState
      query={query}
      loading="Checking your job…"
      // The payment is done: there is nothing to retry here, My Jobs shows the job.
      errorView={() => (
        <Alert tone="error" title="We couldn't check your job">
          Your payment went through; open My Jobs to see the job.
        </Alert>
      )}
    >
      {(job) =>
        job.status === 'open' ? (
          <Alert tone="success" title="Your emergency job is live">
            &ldquo;{job.title}&rdquo; is at the top of matching tradies&apos; feeds now.
          </Alert>
        ) : (
          <Alert tone="info" title="Payment received">
            &ldquo;{job.title}&rdquo; is being published; it shows as open in My Jobs within a
            moment.
          </Alert>
        )
      }
    </QueryState>
  );
}

/** /dashboard/emergency-success?job=: the fee is paid and the job is open. */
export function EmergencySuccessPage() {
  const { job } = route.useSearch();
  return (
    <DashboardFrame
      area="homeowner"
      title="Emergency job posted"
      intro={<p>Thanks — the emergency posting fee is paid. A tax invoice is in your wallet.</p>}
    >
      <div className="space-y-6">
        {job ? (
          <JobStatusLine jobId={job} />
        ) : (
          <Alert tone="info">Your payment went through. Your job is listed in My Jobs.</Alert>
        )}
        <div className="flex flex-wrap gap-3">
          <Link to="/dashboard/jobs" className={buttonClass({ variant: 'primary' })}>
            My Jobs
          </Link>
          <Link to="/dashboard/wallet" className={buttonClass({ variant: 'secondary' })}>
            Wallet and invoices
          </Link>
        </div>
      </div>
    </DashboardFrame>
  );
}
