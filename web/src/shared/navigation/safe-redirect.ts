const PROBE_ORIGIN = 'https://tradiehub.invalid';

/**
 * A same-site path to go to after login, or null. Accepts 'dashboard/find-jobs' and
 * '/dashboard/post-job'; refuses absolute URLs, protocol-relative '//host', backslash tricks,
 * control characters and the auth pages themselves (no open redirect, no loop).
 */
export function safeRedirectPath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || value.length > 2048) return null;
  // Control characters (URL parsers strip tabs and newlines: '/\t/evil.com') and backslashes
  // (browsers read '/\\evil.com' as '//evil.com').
  if (
    [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ch === '\\')
  ) {
    return null;
  }
  // Any scheme ('https:', 'javascript:') or protocol-relative form.
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//')) return null;
  const path = value.startsWith('/') ? value : `/${value}`;
  if (path.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(path, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (['/login', '/register', '/register-unified'].includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
