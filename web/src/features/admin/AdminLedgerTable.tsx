import type { components } from '@/shared/api/schema.gen';
import { formatDate } from '@/shared/format/time';
import { DataTable } from '@/shared/ui/DataTable';
import { ledgerEntryTitle, signedCredits } from '../credits/labels';

type LedgerEntry = components['schemas']['AdminLedgerEntryDto'];

/** A user's credit movements for an admin: when, what (in words), credits and balance after. */
export function AdminLedgerTable({
  entries,
  jobTitles,
}: {
  entries: readonly LedgerEntry[];
  /** Titles of the user's jobs and leads by id, so a lead purchase names its job. */
  jobTitles: ReadonlyMap<string, string>;
}) {
  if (entries.length === 0)
    return <p className="text-sm text-slate-500 dark:text-slate-400">No credit movements.</p>;
  return (
    <DataTable
      caption="Credit movements, newest first"
      rows={entries}
      rowKey={(e) => e.id}
      columns={[
        { header: 'When', cell: (e) => formatDate(e.createdAt), className: 'whitespace-nowrap' },
        {
          header: 'What',
          cell: (e) => ledgerEntryTitle({ ...e, jobTitle: jobTitles.get(e.reference ?? '') }),
        },
        { header: 'Credits', cell: (e) => signedCredits(e.amount), align: 'end' },
        { header: 'Balance', cell: (e) => e.balanceAfter, align: 'end' },
      ]}
    />
  );
}
