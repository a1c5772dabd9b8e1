/** The product's name, defined once (the spec writes it as `{product}`). */
export const PRODUCT_NAME = 'Tradiehub';
export const PRODUCT_SLUG = 'tradiehub';
export const PRODUCT_TAGLINE =
  'Connecting homeowners with skilled trade professionals across Australia.';
export const SUPPORT_EMAIL = 'support@tradiehub.com.au';

/** Logos come from the backend's public assets (src/assets/public on the server). */
export const LOGO_LIGHT_URL = '/api/public-assets/logo-light.svg';
export const LOGO_DARK_URL = '/api/public-assets/logo-dark.svg';

/** Lead prices in credits; one credit is worth A$1 of lead price. */
export const LEAD_PRICE_CREDITS = { standard: 5, emergency: 10 } as const;
export const MAX_TRADIES_PER_LEAD = 10;

export interface CreditBundle {
  id: 'starter' | 'standard' | 'pro' | 'elite';
  name: string;
  credits: number;
  priceCents: number;
}

export const CREDIT_BUNDLES: readonly CreditBundle[] = [
  { id: 'starter', name: 'Starter', credits: 5, priceCents: 999 },
  { id: 'standard', name: 'Standard', credits: 15, priceCents: 2499 },
  { id: 'pro', name: 'Pro', credits: 30, priceCents: 3999 },
  { id: 'elite', name: 'Elite', credits: 50, priceCents: 5999 },
];

export const SIGNUP_BONUS = { credits: 5, spots: 100 } as const;

/** Australian states and territories (fallback while GET /api/meta loads). */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
