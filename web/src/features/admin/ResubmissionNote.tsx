import type { PendingTradie } from '@/shared/api/types';
import { formatDate } from '@/shared/format/time';
import { Badge } from '@/shared/ui/Status';

const DECISION_TEXT = { approved: 'Approved', rejected: 'Rejected' } as const;

/**
 * Marks a tradie who corrected their details after a decision and resubmitted, with the
 * decision they are answering: what the admin should check was fixed.
 */
export function ResubmissionNote({ tradie }: { tradie: PendingTradie }) {
  const resubmission = tradie.resubmission;
  if (!resubmission) return null;
  const { earlierDecision, earlierReason, earlierDecidedAt } = resubmission;
  return (
    <section
      aria-label={`Resubmission by ${tradie.businessName}`}
      className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm dark:border-amber-900 dark:bg-amber-950/40"
    >
      <p className="flex flex-wrap items-center gap-2 text-slate-900 dark:text-white">
        <Badge tone="warning">Resubmitted</Badge>
        <span>
          {formatDate(resubmission.resubmittedAt)}
          {resubmission.count > 1 ? ` (resubmission ${resubmission.count})` : ''}
        </span>
      </p>
      {earlierDecision ? (
        <p className="mt-2 break-words text-slate-700 dark:text-slate-200">
          Earlier decision: {DECISION_TEXT[earlierDecision]}
          {earlierDecidedAt ? ` on ${formatDate(earlierDecidedAt)}` : ''}
          {earlierReason ? `. Reason: ${earlierReason}` : ''}
        </p>
      ) : null}
    </section>
  );
}
