import type { PendingTradie } from '@/shared/api/types';
import { formatDate } from '@/shared/format/time';
import { Badge } from '@/shared/ui/Status';

type Flag = PendingTradie['abnCheck']['flags'][number];

const FLAG_TEXT: Record<Flag, string> = {
  not_checked: 'Not yet checked',
  abn_cancelled: 'ABN cancelled',
  abn_not_found: 'ABN not in the register',
  name_mismatch: 'Name differs',
  state_mismatch: 'State differs',
};

function Row({ label, entered, register }: { label: string; entered: string; register: string }) {
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <th
        scope="row"
        className="py-1.5 pr-3 text-left font-medium text-slate-600 dark:text-slate-300"
      >
        {label}
      </th>
      <td className="py-1.5 pr-3 break-words text-slate-900 dark:text-white">{entered}</td>
      <td className="py-1.5 break-words text-slate-900 dark:text-white">{register}</td>
    </tr>
  );
}

/**
 * The business register's answer about a tradie's ABN beside what they entered, with the
 * mismatches flagged. The register never overwrites the tradie's details; it is only shown.
 */
export function AbnRegisterCheck({ tradie }: { tradie: PendingTradie }) {
  const { abnCheck: check } = tradie;
  const record = check.record;
  const flags = check.flags.filter((flag) => flag !== 'not_checked');
  return (
    <section
      aria-label={`Business register check for ${tradie.businessName}`}
      className="mt-4 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/50"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">
          Business register (ABN Lookup)
        </h3>
        {check.result === 'not_checked' ? (
          <Badge tone="neutral">Not yet checked</Badge>
        ) : flags.length === 0 ? (
          <Badge tone="success">Matches</Badge>
        ) : (
          flags.map((flag) => (
            <Badge key={flag} tone={flag === 'abn_cancelled' ? 'danger' : 'warning'}>
              {FLAG_TEXT[flag]}
            </Badge>
          ))
        )}
      </div>
      {check.result === 'not_checked' ? (
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          The register has not answered yet; we keep trying.
          {check.attempts > 0 ? ` ${check.attempts} attempt(s) so far.` : null}
          {check.lastError ? ` Last error: ${check.lastError}.` : null}
        </p>
      ) : check.result === 'not_found' ? (
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          The register has no business with ABN {tradie.abn}.
        </p>
      ) : record ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-72">
            <thead>
              <tr className="text-left text-xs text-slate-500 uppercase dark:text-slate-400">
                <th scope="col" className="pb-1 font-medium">
                  <span className="sr-only">Detail</span>
                </th>
                <th scope="col" className="pb-1 font-medium">
                  Tradie entered
                </th>
                <th scope="col" className="pb-1 font-medium">
                  Register says
                </th>
              </tr>
            </thead>
            <tbody>
              <Row
                label="ABN status"
                entered={tradie.abn}
                register={`${record.status === 'active' ? 'Active' : 'Cancelled'}${record.statusFrom ? ` since ${formatDate(record.statusFrom)}` : ''}`}
              />
              <Row
                label="Name"
                entered={tradie.businessName}
                register={[record.entityName, ...record.businessNames].join(' · ')}
              />
              <Row
                label="State"
                entered={tradie.state ?? tradie.licenceState}
                register={[record.state, record.postcode].filter(Boolean).join(' ') || '—'}
              />
              <Row
                label="GST"
                entered="—"
                register={
                  record.gstRegisteredFrom
                    ? `Registered since ${formatDate(record.gstRegisteredFrom)}`
                    : 'Not registered'
                }
              />
            </tbody>
          </table>
        </div>
      ) : null}
      {check.checkedAt ? (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          Checked {formatDate(check.checkedAt)}
        </p>
      ) : null}
    </section>
  );
}
