// Plain validators, not zod: route search validation sits in the entry chunk (see
// features/auth/search.ts).
import type { BundleId } from '@/shared/api/types';

type Search = Record<string, unknown>;

const BUNDLE_IDS: readonly unknown[] = ['starter', 'standard', 'pro', 'elite'];

/** /pay/credit-card?bundle= preselects a bundle; anything else falls back to the default. */
export function creditCardSearchSchema(search: Search): { bundle?: BundleId } {
  return BUNDLE_IDS.includes(search.bundle) ? { bundle: search.bundle as BundleId } : {};
}

/** Back from PayPal: ?payment=<id>, and &cancelled=1 when the payer left PayPal without paying. */
export function payPalReturnSearchSchema(search: Search): {
  payment?: string;
  cancelled?: boolean;
} {
  return {
    ...(typeof search.payment === 'string' ? { payment: search.payment } : {}),
    ...(search.cancelled === 1 || search.cancelled === '1' ? { cancelled: true } : {}),
  };
}

/** The success pages: ?payment=<id> */
export function paymentSuccessSearchSchema(search: Search): { payment?: string } {
  return typeof search.payment === 'string' ? { payment: search.payment } : {};
}
