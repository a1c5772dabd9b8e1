import type { PendingTradie } from '@/shared/api/types';
import { formatDate } from '@/shared/format/time';
import { Badge } from '@/shared/ui/Status';
import { useCategoryLabel } from '../meta/queries';

type Check = Omit<PendingTradie['licenceCheck'], 'listedCategories'>;

const STATUS_TEXT: Record<string, string> = {
  current: 'Current',
  expired: 'Expired',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
};

function Verdict({ check, state }: { check: Check; state: string }) {
  if (check.result === 'found' && check.record) {
    const current = check.record.status === 'current';
    return <Badge tone={current ? 'success' : 'danger'}>{STATUS_TEXT[check.record.status]}</Badge>;
  }
  if (check.result === 'not_found') return <Badge tone="danger">Not in the register</Badge>;
  if (check.result === 'by_admin') return <Badge tone="success">Checked by an admin</Badge>;
  if (!check.hasRegister) return <Badge tone="warning">Check by hand ({state})</Badge>;
  return <Badge tone="neutral">Not yet checked</Badge>;
}

/** What the register said about one licence, in plain words. */
function Answer({ check, state }: { check: Check; state: string }) {
  const categoryLabel = useCategoryLabel();
  const text = 'mt-1 text-slate-600 dark:text-slate-300';
  if (check.result === 'found' && check.record) {
    const { record } = check;
    return (
      <p className={text}>
        Holder: {record.holder}. Classes: {record.classes.join(', ') || '—'}. Covers:{' '}
        {record.covers.map(categoryLabel).join(', ') || 'no trade we list'}.
        {record.expiresOn ? ` Expires ${formatDate(record.expiresOn)}.` : null}
      </p>
    );
  }
  if (check.result === 'not_checked' && check.hasRegister) {
    return (
      <p className={text}>
        The register has not answered yet; we keep trying.
        {check.attempts > 0 ? ` ${check.attempts} attempt(s) so far.` : null}
        {check.lastError ? ` Last error: ${check.lastError}.` : null}
      </p>
    );
  }
  if (check.result === 'not_checked') {
    return (
      <p className={text}>
        {state} has no public register we ask: approving confirms you checked this licence.
      </p>
    );
  }
  return null;
}

/**
 * Every licence the tradie holds, each with its own register check, and the trades they are
 * listed in (the union of what the checked licences cover, beside trades needing none).
 */
export function LicenceRegisterChecks({ tradie }: { tradie: PendingTradie }) {
  const categoryLabel = useCategoryLabel();
  const licences = [
    {
      key: 'main',
      title: `${tradie.licenceNumber} (${tradie.licenceState})`,
      state: tradie.licenceState,
      check: tradie.licenceCheck,
      waiting: false,
    },
    ...tradie.otherLicences.map((other) => ({
      key: `${other.licenceNumber} ${other.licenceState}`,
      title: `${other.licenceNumber} (${other.licenceState})`,
      state: other.licenceState,
      check: other,
      // An approved tradie's new licence: this review is about it.
      waiting: tradie.verificationStatus === 'approved' && !other.approved,
    })),
  ];
  const listed = tradie.licenceCheck.listedCategories;
  return (
    <section
      aria-label={`Licence register checks for ${tradie.businessName}`}
      className="mt-4 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/50"
    >
      <h3 className="font-semibold text-slate-900 dark:text-white">
        {licences.length === 1 ? 'Licence register' : `Licence registers (${licences.length})`}
      </h3>
      <ul className="mt-2 space-y-2">
        {licences.map((licence) => (
          <li key={licence.key} className="border-t border-slate-200 pt-2 dark:border-slate-700">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-all text-slate-900 dark:text-white">
                {licence.title}
              </span>
              <Verdict check={licence.check} state={licence.state} />
              {licence.waiting ? <Badge tone="warning">New: awaiting your review</Badge> : null}
            </div>
            <Answer check={licence.check} state={licence.state} />
            {licence.check.checkedAt ? (
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                Checked {formatDate(licence.check.checkedAt)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-700 dark:text-slate-200">
        Listed in: {listed.map(categoryLabel).join(', ') || 'no trade yet'}
      </p>
    </section>
  );
}
