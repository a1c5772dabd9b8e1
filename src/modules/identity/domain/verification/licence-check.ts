import type { AuState } from '#shared/domain/australia.js';
import { coveredCategories, type LicenceAnswer } from './licence-registry.js';
import { listedCategories, needsLicence } from './licence-rules.js';

/** A queued licence check: which tradie, for which licence. */
export interface LicenceCheckJob {
  tradieId: string;
  licenceNumber: string;
  state: AuState;
}

/**
 * What answered a licence check: a state's register, or (a state without a public register)
 * the admin who checked the licence by hand when approving; it covers the trades entered then.
 */
export type LicenceCheckAnswer = LicenceAnswer | { kind: 'by_admin'; covers: string[] };

/** The latest check of a tradie's licence, as stored. */
export interface LicenceCheck extends LicenceCheckJob {
  requestedAt: Date;
  attempts: number;
  lastError: string | null;
  /** Null until answered. */
  answer: LicenceCheckAnswer | null;
  checkedAt: Date | null;
}

/** The check of this licence among a tradie's checks, or null (never asked). */
export function checkOf(
  checks: readonly LicenceCheck[],
  licence: { licenceNumber: string; licenceState: AuState },
): LicenceCheck | null {
  return (
    checks.find(
      (check) =>
        check.licenceNumber === licence.licenceNumber && check.state === licence.licenceState,
    ) ?? null
  );
}

/** The trades the current licence covers; null before anyone has answered. */
function coveredByCheck(answer: LicenceCheckAnswer | null): string[] | null {
  if (answer?.kind === 'by_admin') return answer.covers;
  return coveredCategories(answer);
}

/** What the listing rule reads of a tradie. */
export interface ListingInput {
  categories: string[];
  licenceNumber: string;
  licenceState: AuState;
  /** True once an admin has approved the tradie. */
  approved: boolean;
  otherLicences: { licenceNumber: string; licenceState: AuState; approvedAt: Date | null }[];
}

/**
 * The licences whose checks count for the listing: the main one, and each other licence an
 * admin approved with (an approved tradie's newly added licence waits for that review, so a
 * register answer about someone else's licence never lists them alone). Before the first
 * approval the tradie is listed nowhere, so every licence counts for the admin's preview.
 */
export function countingLicences(
  tradie: ListingInput,
): { licenceNumber: string; licenceState: AuState }[] {
  const others = tradie.otherLicences.filter((l) => !tradie.approved || l.approvedAt !== null);
  return [{ licenceNumber: tradie.licenceNumber, licenceState: tradie.licenceState }, ...others];
}

/**
 * The listing rule over a tradie's stored details and their licence checks: the trades that
 * need no licence in the main licence's state, and the union of what each counting licence's
 * answer covers.
 */
export function listingOf(tradie: ListingInput, checks: readonly LicenceCheck[]): string[] {
  const answers = countingLicences(tradie).map((licence) =>
    coveredByCheck(checkOf(checks, licence)?.answer ?? null),
  );
  const answered = answers.filter((covered) => covered !== null);
  return listedCategories(
    tradie.licenceState,
    tradie.categories,
    answered.length === 0 ? null : [...new Set(answered.flat())],
  );
}

/** How a listed trade stands, in the words profiles and Find a Tradie show. */
export type TradeLicence = 'not_needed' | 'checked';

export function tradeLicences(
  state: AuState,
  listed: readonly string[],
): { category: string; licence: TradeLicence }[] {
  return listed.map((category) => ({
    category,
    licence: needsLicence(state, category) ? 'checked' : 'not_needed',
  }));
}
