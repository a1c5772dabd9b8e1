import type { AuState } from '#shared/domain/australia.js';
import type { TradeCategoryId } from '#shared/domain/trade-categories.js';

/**
 * Which trades need a licence in which state, for the residential work Tradiehub carries
 * (docs/decisions.md, "Licences per state and trade", has the sources and thresholds).
 *
 * - Electrical, plumbing (with gas and drainage), refrigerated air conditioning and pest
 *   control are licensed in every state and territory.
 * - NSW (Home Building Act 1989: residential work over $5,000) and QLD (QBCC Act 1991: over
 *   $3,300) also license the building trades listed below.
 * - Elsewhere the building trades need a builder's registration only above thresholds our jobs
 *   rarely reach (VIC $10,000 domestic building work, SA, WA $20,000, TAS, ACT, NT): listed
 *   as not needing a licence.
 * - Cleaning, handyman and locksmith work need none here (NSW locksmiths' security licence is
 *   not a building licence; handymen stay under the thresholds).
 */
const EVERYWHERE: readonly TradeCategoryId[] = [
  'electrical',
  'plumbing',
  'air-conditioning',
  'pest-control',
];

/** The building trades NSW and QLD license (a general builder's licence covers them all). */
export const BUILDING_TRADES: readonly TradeCategoryId[] = [
  'carpentry',
  'painting',
  'roofing',
  'landscaping',
  'tiling',
  'plastering',
  'fencing',
  'concreting',
  'flooring',
  'bricklaying',
  'glazing',
];

const LICENSED: Record<AuState, readonly TradeCategoryId[]> = {
  NSW: [...EVERYWHERE, ...BUILDING_TRADES],
  QLD: [...EVERYWHERE, ...BUILDING_TRADES],
  VIC: EVERYWHERE,
  SA: EVERYWHERE,
  WA: EVERYWHERE,
  TAS: EVERYWHERE,
  ACT: EVERYWHERE,
  NT: EVERYWHERE,
};

/** True when the trade needs a licence in that state. */
export function needsLicence(state: AuState, category: string): boolean {
  return (LICENSED[state] as readonly string[]).includes(category);
}

/** The trades that need a licence in `state`, for the UI's "no licence needed" notes. */
export function licensedTrades(state: AuState): readonly TradeCategoryId[] {
  return LICENSED[state];
}

/**
 * The categories a tradie is listed in (feed, find-a-tradie, category pages): those that need
 * no licence in their licence state, and those their checked licence covers. Before the
 * licence register has answered (`covered` null), only the trades that need no licence.
 */
export function listedCategories(
  state: AuState,
  categories: readonly string[],
  covered: readonly string[] | null,
): string[] {
  return categories.filter(
    (category) => !needsLicence(state, category) || (covered ?? []).includes(category),
  );
}
