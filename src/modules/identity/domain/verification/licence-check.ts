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

/** The answer that applies to the tradie's current licence, or null (not yet checked). */
export function currentLicenceAnswer(
  check: LicenceCheck | null,
  licence: { licenceNumber: string; licenceState: AuState },
): LicenceCheckAnswer | null {
  if (!check || check.licenceNumber !== licence.licenceNumber) return null;
  return check.state === licence.licenceState ? check.answer : null;
}

/** The trades the current licence covers; null before anyone has answered. */
function coveredByCheck(answer: LicenceCheckAnswer | null): string[] | null {
  if (answer?.kind === 'by_admin') return answer.covers;
  return coveredCategories(answer);
}

/** The listing rule over a tradie's stored details and their licence check. */
export function listingOf(
  tradie: { categories: readonly string[]; licenceNumber: string; licenceState: AuState },
  check: LicenceCheck | null,
): string[] {
  return listedCategories(
    tradie.licenceState,
    tradie.categories,
    coveredByCheck(currentLicenceAnswer(check, tradie)),
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
