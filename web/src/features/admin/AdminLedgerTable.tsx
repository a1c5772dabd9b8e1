import type { components } from '@/shared/api/schema.gen';
import { formatDate } from '@/shared/format/time';
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
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col" className="text-right">
              Credits
            </th>
            <th scope="col" className="text-right">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td className="whitespace-nowrap">{formatDate(e.createdAt)}</td>
              <td>{ledgerEntryTitle({ ...e, jobTitle: jobTitles.get(e.reference ?? '') })}</td>
              <td className="text-right tabular-nums">{signedCredits(e.amount)}</td>
              <td className="text-right tabular-nums">{e.balanceAfter}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
