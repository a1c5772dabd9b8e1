import { useQuery } from '@tanstack/react-query';
import { AdminDayPanel } from '../dashboard/AdminDay';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { IdDocumentsToCheck } from '../id-documents/IdDocumentsToCheck';
import { AuditLog } from './AuditLog';
import { DisputeQueue } from './DisputeQueue';
import { PendingTradieCard } from './PendingTradieCard';
import { pendingTradiesQueryOptions } from './queries';
import { QueryState } from '@/shared/ui/QueryState';

function PendingTradies() {
  const query = useQuery(pendingTradiesQueryOptions());
  return (
    <QueryState
      query={query}
      loading="Loading tradies waiting for verification…"
      errorTitle="We couldn't load the verification queue"
      empty={
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600 dark:border-slate-700 dark:text-slate-300">
          No tradies are waiting for verification. New sign-ups will appear here.
        </p>
      }
    >
      {(tradies) => (
        <>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-300" role="status">
            {tradies.length} {tradies.length === 1 ? 'tradie is' : 'tradies are'} waiting for
            verification.
          </p>
          <ul className="space-y-4">
            {tradies.map((tradie) => (
              <li key={tradie.id}>
                <PendingTradieCard tradie={tradie} />
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryState>
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
