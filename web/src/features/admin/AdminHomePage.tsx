import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/errors';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { AdminDayPanel } from '../dashboard/AdminDay';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { IdDocumentsToCheck } from '../id-documents/IdDocumentsToCheck';
import { AuditLog } from './AuditLog';
import { DisputeQueue } from './DisputeQueue';
import { PendingTradieCard } from './PendingTradieCard';
import { pendingTradiesQueryOptions } from './queries';

function PendingTradies() {
  const query = useQuery(pendingTradiesQueryOptions());
  if (query.isPending) return <p role="status">Loading tradies waiting for verification…</p>;
  if (query.isError) {
    return (
      <RetryAlert
        title="We couldn't load the verification queue"
        message={isApiError(query.error) ? query.error.message : 'Please try again.'}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600 dark:border-slate-700 dark:text-slate-300">
        No tradies are waiting for verification. New sign-ups will appear here.
      </p>
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300" role="status">
        {query.data.length} {query.data.length === 1 ? 'tradie is' : 'tradies are'} waiting for
        verification.
      </p>
      <ul className="space-y-4">
        {query.data.map((tradie) => (
          <li key={tradie.id}>
            <PendingTradieCard tradie={tradie} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** /admin (also /dashboard/admin and /mbare-admin): the tradie verification queue and the audit log. */
export function AdminHomePage() {
  return (
    <DashboardFrame
      area="admin"
      title="Tradie verification"
      intro={
        <p>
          Check each tradie&apos;s ABN and licence against the public registers, then approve or
          reject. Rejected tradies see your reason.
        </p>
      }
    >
      <div className="mb-10">
        <AdminDayPanel />
      </div>
      <PendingTradies />
      <IdDocumentsToCheck />
      <DisputeQueue />
      <AuditLog />
    </DashboardFrame>
  );
}
