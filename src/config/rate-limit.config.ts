import { isIP } from 'node:net';
import { type EnvOf, optionalString, positiveInt } from './env.js';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range or one of Express's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Express's `trust proxy`: false (unset) trusts no proxy, so X-Forwarded-For cannot choose the
 * client address; a hop count or a list of proxy addresses/ranges when set. `true` (trust
 * anyone) is refused: it would let every client pick its own address.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] | null {
  if (raw === undefined || raw === 'false') return false;
  if (/^\d{1,2}$/.test(raw)) return Number(raw) === 0 ? false : Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

export const rateLimitEnv = {
  LOGIN_RATE_LIMIT: positiveInt(10, 10_000),
  FORGOT_PASSWORD_RATE_LIMIT: positiveInt(5, 10_000),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(60, 86_400),
  /** Multiplies every other limit (tests and load runs create many users from one address). */
  RATE_LIMIT_SCALE: positiveInt(1, 1_000_000),
  TRUST_PROXY: optionalString.refine((v) => parseTrustProxy(v) !== null, {
    message:
      'must be a hop count (1, 2…) or a comma-separated list of proxy addresses or CIDR ranges',
  }),
};

/** Rate limits, and the proxies trusted to name the client address they are keyed by. */
export interface RateLimitConfig {
  login: number;
  forgotPassword: number;
  windowMs: number;
  scale: number;
  /** Express `trust proxy`: who may say which address a request came from. */
  trustProxy: false | number | string[];
}

export function rateLimitConfig(e: EnvOf<typeof rateLimitEnv>): RateLimitConfig {
  return {
    login: e.LOGIN_RATE_LIMIT,
    forgotPassword: e.FORGOT_PASSWORD_RATE_LIMIT,
    windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
    scale: e.RATE_LIMIT_SCALE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
  };
}
