const PROBE_ORIGIN = 'https://tradiehub.invalid';
const AUTH_PAGES = ['/login', '/register', '/register-unified'];

/** The value with percent-encoding undone until it stops changing; null when malformed. */
function fullyDecoded(value: string): string | null {
  let current = value;
  // A few rounds cover double and triple encoding ('%252F'); more is an attack, not a path.
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * True when the text, read by a browser or a router, could leave the site or run code:
 * control characters (URL parsers drop tabs and newlines: '/\t/evil.com'), backslashes
 * (browsers read '/\\evil.com' as '//evil.com'), a scheme ('https:', 'javascript:') or a
 * protocol-relative start ('//host').
 */
function looksHostile(text: string): boolean {
  if ([...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ch === '\\')) {
    return true;
  }
  const start = text.trimStart();
  return /^[a-z][a-z\d+.-]*:/i.test(start) || start.startsWith('//') || start.startsWith('/\\');
}

/**
 * A same-site path to go to after login, or null. Accepts 'dashboard/find-jobs' and
 * '/dashboard/post-job'; refuses absolute URLs, protocol-relative '//host', backslash tricks,
 * control characters, dot segments that collapse to '//host', all of these percent-encoded,
 * and the auth pages themselves (no open redirect, no loop).
 */
export function safeRedirectPath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || value.length > 2048) return null;
  const decoded = fullyDecoded(value);
  if (decoded === null || looksHostile(value) || looksHostile(decoded)) return null;
  const path = value.startsWith('/') ? value : `/${value}`;
  if (looksHostile(path) || looksHostile(fullyDecoded(path) ?? '//')) return null;
  let url: URL;
  try {
    url = new URL(path, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Dot segments normalise away: '/a/..//evil.example' has the pathname '//evil.example'.
  if (url.origin !== PROBE_ORIGIN || looksHostile(url.pathname)) return null;
  const decodedPath = fullyDecoded(url.pathname);
  if (decodedPath === null || looksHostile(decodedPath)) return null;
  if (AUTH_PAGES.includes(decodedPath.replace(/\/+$/, '') || '/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
