/**
 * Brand and form settings of the web app. The product's commercial constants (lead prices, the
 * lead cap, credit bundles, the sign-up offer, the emergency fee, rewards) are NOT copied here:
 * pages read them from GET /api/meta `product` (features/meta/queries.ts, useProduct).
 */

/** The product's name, defined once (the marketplace spec writes it as `{product}`). */
export const PRODUCT_NAME = 'Tradiehub';
export const PRODUCT_SLUG = 'tradiehub';
export const PRODUCT_TAGLINE =
  'Connecting homeowners with skilled trade professionals across Australia.';
export const SUPPORT_EMAIL = 'support@tradiehub.com.au';

/** Logos come from the backend's public assets (src/assets/public on the server). */
export const LOGO_LIGHT_URL = '/api/public-assets/logo-light.svg';
export const LOGO_DARK_URL = '/api/public-assets/logo-dark.svg';

/** Australian states and territories (fallback while GET /api/meta loads). */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** A homeowner may lower a job's lead cap to one of these (default and maximum 10). */
export const LEAD_CAPS = [3, 5, 10] as const;

/** Photos per job, and the largest photo the form accepts. */
export const MAX_JOB_IMAGES = 8;
export const MAX_JOB_IMAGE_BYTES = 10 * 1024 * 1024;
