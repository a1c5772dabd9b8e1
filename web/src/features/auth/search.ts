// Plain validators, not zod: route search validation sits in the entry chunk, where a schema
// library would cost the landing page's first load more than these three fields are worth.

type Search = Record<string, unknown>;

/** /login?redirect=... — checked again by safeRedirectPath before use. */
export function loginSearchSchema(search: Search): { redirect?: string } {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {};
}

/** /register?type=homeowner|tradie preselects the form; anything else is ignored. */
export function registerSearchSchema(search: Search): { type?: 'homeowner' | 'tradie' } {
  return search.type === 'homeowner' || search.type === 'tradie' ? { type: search.type } : {};
}

/** /reset-password?token=... (numbers-only tokens arrive parsed as numbers: keep them text). */
export function resetPasswordSearchSchema(search: Search): { token?: string } {
  const token = search.token;
  return typeof token === 'string' || typeof token === 'number' ? { token: String(token) } : {};
}
