import type { OtherLicence } from '#modules/identity/domain/account.js';
import { otherLicencesOf, sameLicence } from '#modules/identity/domain/tradie-details.js';
import type { AuState } from '#shared/domain/australia.js';

/** A tradie profile holds at most this many photos of past work. */
export const MAX_WORK_PHOTOS = 12;

/** Email-change links work for a day. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** Data exports can be downloaded for a week, then they are removed. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type VerificationStatus = 'pending' | 'approved' | 'rejected';

interface Licence {
  licenceNumber: string;
  licenceState: AuState;
}

/**
 * What saving a tradie's licence fields does. Only the licence needs an admin's eyes again:
 * the other fields are the tradie's own words and apply at once.
 * - `none`: nothing changes (the same licence, or the same change already waiting);
 * - `apply`: a tradie who is not approved yet edits what the admin will check anyway (a
 *   rejected tradie stays rejected until they resubmit from their verification page);
 * - `review`: an approved tradie's new licence waits for review beside the live one, so the
 *   public profile stays up on the licence that was checked;
 * - `withdraw`: back to the live licence, so the waiting change is dropped.
 */
export type LicenceChangePlan =
  | { kind: 'none' }
  | { kind: 'apply'; licence: Licence }
  | { kind: 'review'; licence: Licence }
  | { kind: 'withdraw' };

/**
 * The other licences after an edit: those kept keep their approval; a new one waits for an
 * admin (and counts for the listing only after that, once the tradie is approved).
 */
export function planOtherLicences(
  main: Licence,
  held: readonly OtherLicence[],
  requested: readonly Licence[],
): { licences: OtherLicence[]; changed: boolean } {
  const next = otherLicencesOf(main, requested).map((licence) => ({
    ...licence,
    approvedAt: held.find((h) => sameLicence(h, licence))?.approvedAt ?? null,
  }));
  const changed =
    next.length !== held.length || next.some((licence, i) => !sameLicence(licence, held[i]));
  return { licences: next, changed };
}

function normaliseLicenceNumber(value: string): string {
  return value.trim().toUpperCase();
}

export function planLicenceChange(
  status: VerificationStatus,
  live: Licence,
  waiting: Licence | null,
  requested: Partial<Licence>,
): LicenceChangePlan {
  const next: Licence = {
    licenceNumber: normaliseLicenceNumber(
      requested.licenceNumber ?? waiting?.licenceNumber ?? live.licenceNumber,
    ),
    licenceState: requested.licenceState ?? waiting?.licenceState ?? live.licenceState,
  };
  const same = (a: Licence | null) =>
    a !== null && a.licenceNumber === next.licenceNumber && a.licenceState === next.licenceState;
  if (status !== 'approved') {
    if (same(live)) return { kind: 'none' };
    return { kind: 'apply', licence: next };
  }
  if (same(live)) return waiting ? { kind: 'withdraw' } : { kind: 'none' };
  if (same(waiting)) return { kind: 'none' };
  return { kind: 'review', licence: next };
}

/** Rating counts by star, 5 down to 1, with zeros for stars nobody gave. */
export function ratingDistribution(
  rows: readonly { rating: number; count: number }[],
): { stars: number; count: number }[] {
  return [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: rows.find((row) => row.rating === stars)?.count ?? 0,
  }));
}
