/** A signed-in device: one login, until it is ended or expires. */
export interface Session {
  id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
  revokedAt: Date | null;
}

/** Where a login came from, as the HTTP edge saw it. */
export interface SessionOrigin {
  userAgent: string | null;
  ip: string | null;
}

/** Sessions last this long (the cookie's max age, the token's and the record's expiry). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * "Last seen" is written at most this often: a write on every request would cost more than
 * the list of devices is worth.
 */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

const MAX_USER_AGENT = 400;

export function isSessionLive(session: Session, now: Date): boolean {
  return session.revokedAt === null && session.expiresAt.getTime() > now.getTime();
}

export function needsTouch(session: Session, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}

/** The origin as stored: a bounded user agent, blanks as null. */
export function normaliseOrigin(origin: Partial<SessionOrigin>): SessionOrigin {
  const userAgent = origin.userAgent?.trim().slice(0, MAX_USER_AGENT) || null;
  const ip = origin.ip?.trim().slice(0, 64) || null;
  return { userAgent, ip };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A short, plain name for a user agent ("Firefox on Windows"), for the list of devices. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system)!;
  // A script or an app: its first product token is the best name there is.
  return userAgent.split(/[\s/]/)[0]?.slice(0, 40) || 'Unknown device';
}
