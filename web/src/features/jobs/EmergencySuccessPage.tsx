import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Alert } from '@/shared/ui/Alert';
import { buttonClass } from '@/shared/ui/button';
import { LoadingMessage } from '@/shared/ui/Status';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { jobQueryOptions } from './api';

const route = getRouteApi('/_authenticated/_homeowner/dashboard/emergency-success');

function JobStatusLine({ jobId }: { jobId: string }) {
  const query = useQuery(jobQueryOptions(jobId));
  if (query.isPending) return <LoadingMessage>Checking your job…</LoadingMessage>;
  if (query.isError) {
    return (
      <Alert tone="error" title="We couldn't check your job">
        Your payment went through; open My Jobs to see the job.
      </Alert>
    );
  }
  return query.data.status === 'open' ? (
    <Alert tone="success" title="Your emergency job is live">
      &ldquo;{query.data.title}&rdquo; is at the top of matching tradies&apos; feeds now.
    </Alert>
  ) : (
    <Alert tone="info" title="Payment received">
      &ldquo;{query.data.title}&rdquo; is being published; it shows as open in My Jobs within a
      moment.
    </Alert>
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
