/**
 * The product's name and commercial constants, defined once (../shared/design/decisions.md,
 * "Money and credits"). Served to the web app by GET /api/meta; modules import them from here.
 * Money is integer cents AUD (GST inclusive), credits are integers.
 */
export const PRODUCT_NAME = 'Tradiehub';

/** Lead prices in credits; flat, no commissions (a credit costs what its bundle makes it). */
export const LEAD_PRICE_CREDITS = { standard: 5, emergency: 10 } as const;

/** How many tradies can buy one job's lead. */
export const MAX_TRADIES_PER_LEAD = 10;

export type CreditBundleId = 'starter' | 'standard' | 'pro' | 'elite';

export interface CreditBundle {
  id: CreditBundleId;
  name: string;
  credits: number;
  priceCents: number;
}

export const CREDIT_BUNDLES: readonly CreditBundle[] = Object.freeze([
  { id: 'starter', name: 'Starter', credits: 5, priceCents: 999 },
  { id: 'standard', name: 'Standard', credits: 15, priceCents: 2499 },
  { id: 'pro', name: 'Pro', credits: 30, priceCents: 3999 },
  { id: 'elite', name: 'Elite', credits: 50, priceCents: 5999 },
] as const);

/** The free sign-up offer: the first `spots` tradies get `credits` once (`signup_bonus`). */
export const SIGNUP_BONUS = { credits: 5, spots: 100 } as const;

/** The emergency posting fee's default (configurable per decisions.md). */
export const DEFAULT_EMERGENCY_FEE_CENTS = 1000;

/** Homeowner reward credits redeem as gift cards: `credits` for one card worth `valueCents`. */
export const GIFT_CARD_RATE = { credits: 100, valueCents: 1000 } as const;
