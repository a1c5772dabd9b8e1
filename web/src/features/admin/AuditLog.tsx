import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditAction, AuditEntry } from '@/shared/api/types';
import { DataTable } from '@/shared/ui/DataTable';
import { QueryState } from '@/shared/ui/QueryState';
import { EmptyMessage } from '@/shared/ui/Status';
import { auditQueryOptions } from './operations-queries';

const ACTIONS: { value: AuditAction; label: string }[] = [
  { value: 'tradie.approve', label: 'Tradie approved' },
  { value: 'tradie.reject', label: 'Tradie rejected' },
  { value: 'user.ban', label: 'User banned' },
  { value: 'user.unban', label: 'User unbanned' },
  { value: 'credits.adjust', label: 'Credits adjusted' },
  { value: 'dispute.decide', label: 'Dispute decided' },
  { value: 'bulk_email.send', label: 'Bulk email sent' },
  { value: 'bulk_email.cancel', label: 'Bulk email cancelled' },
  { value: 'maintenance.on', label: 'Maintenance on' },
  { value: 'maintenance.off', label: 'Maintenance off' },
  { value: 'id_document.view', label: 'ID document viewed' },
  { value: 'id_document.check', label: 'ID document checked' },
  { value: 'review.keep', label: 'Reported review kept' },
  { value: 'review.hide', label: 'Reported review hidden' },
];

const labelOf = (action: AuditAction) => ACTIONS.find((a) => a.value === action)?.label ?? action;

const TARGET_LABELS: Record<AuditEntry['targetType'], string> = {
  user: 'User',
  dispute: 'Dispute',
  bulk_email: 'Bulk email',
  maintenance: 'Maintenance mode',
  review: 'Review',
};

/** The target in words: a user by name and email, anything else by its kind (never a bare id). */
function auditTargetText(entry: Pick<AuditEntry, 'targetType' | 'targetName'>): string {
  return entry.targetName ?? TARGET_LABELS[entry.targetType];
}

/** The append-only audit log of admin actions, newest first, filtered by action or target. */
export function AuditLog() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [targetId, setTargetId] = useState('');
  const query = useQuery(
    auditQueryOptions({ action: action || undefined, targetId: targetId.trim() }),
  );
  return (
    <section aria-labelledby="audit-heading" className="mt-12">
      <h2 id="audit-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        Audit log
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <label className="flex flex-col text-sm font-medium">
          Action
          <select
            value={action}
            onChange={(e) => setAction(e.target.value as AuditAction | '')}
            className="mt-1 rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          >
            <option value="">All actions</option>
            {ACTIONS.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-medium">
          Target id
          <input
            value={targetId}
            onChange={(e) => setTargetId(e.target.value)}
            placeholder="user, dispute or email id"
            className="mt-1 rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
      </div>
      <div className="mt-4">
        <QueryState
          query={query}
          loading="Loading the audit log…"
          errorTitle="We couldn't load the audit log"
          empty={<EmptyMessage>No admin actions recorded yet.</EmptyMessage>}
          isEmpty={(page) => page.items.length === 0}
        >
          {(page) => (
            <DataTable
              caption="Audit log entries"
              rows={page.items}
              rowKey={(entry) => entry.id}
              columns={[
                {
                  header: 'When',
                  cell: (entry) => new Date(entry.createdAt).toLocaleString('en-AU'),
                  className: 'whitespace-nowrap',
                },
                { header: 'Admin', cell: (entry) => entry.actorEmail ?? entry.actorId },
                { header: 'Action', cell: (entry) => labelOf(entry.action) },
                {
                  header: 'Target',
                  cell: (entry) => (
                    <>
                      {auditTargetText(entry)}
                      {entry.targetId ? (
                        <>
                          {' '}
                          <button
                            type="button"
                            onClick={() => setTargetId(entry.targetId ?? '')}
                            className="text-brand-700 dark:text-brand-300 text-xs font-medium underline"
                          >
                            Only this {TARGET_LABELS[entry.targetType].toLowerCase()}
                          </button>
                        </>
                      ) : null}
                    </>
                  ),
                },
                { header: 'Reason', cell: (entry) => entry.reason ?? '—' },
              ]}
            />
          )}
        </QueryState>
      </div>
    </section>
  );
}
