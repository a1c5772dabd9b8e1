import type { RateLimitConfig } from '#config/rate-limit.config.js';

/** Every surface a script could abuse, by name; routes and socket events name theirs. */
export type RateLimitName =
  | 'login'
  | 'forgotPassword'
  | 'resetPassword'
  | 'register'
  | 'verifyEmail'
  | 'verifyEmailResend'
  | 'jobs.post'
  | 'leads.buy'
  | 'quotes'
  | 'messages'
  | 'uploads'
  | 'exports'
  | 'contact'
  | 'unsubscribe';

export interface RatePolicy {
  points: number;
  windowSeconds: number;
  /**
   * What is counted: the account when signed in (else the address), the client address, or
   * address and email together (guessing one account's password without locking everyone
   * behind a shared address out).
   */
  by: 'account' | 'ip' | 'ip+email';
  /** Sign-in surfaces keep their established code (the web app words it for them). */
  code: 'AUTH.RATE_LIMITED' | 'REQUESTS.RATE_LIMITED';
}

const HOUR = 3600;

/** The limits: generous for people, tight for scripts. RATE_LIMIT_SCALE multiplies them. */
export function ratePolicies(config: RateLimitConfig): Record<RateLimitName, RatePolicy> {
  const window = Math.max(1, Math.round(config.windowMs / 1000));
  const auth = 'AUTH.RATE_LIMITED' as const;
  const requests = 'REQUESTS.RATE_LIMITED' as const;
  const scaled = (
    points: number,
    windowSeconds: number,
    by: RatePolicy['by'],
    code: RatePolicy['code'] = requests,
  ) => ({
    points: points * config.scale,
    windowSeconds,
    by,
    code,
  });
  return {
    login: { points: config.login, windowSeconds: window, by: 'ip+email', code: auth },
    forgotPassword: {
      points: config.forgotPassword,
      windowSeconds: window,
      by: 'ip+email',
      code: auth,
    },
    resetPassword: scaled(10, 15 * 60, 'ip', auth),
    register: scaled(10, HOUR, 'ip', auth),
    verifyEmail: scaled(20, 15 * 60, 'ip', auth),
    // Each resend is a mail sent: a few an hour are plenty for a person.
    verifyEmailResend: scaled(5, HOUR, 'account', auth),
    'jobs.post': scaled(20, HOUR, 'account'),
    'leads.buy': scaled(60, HOUR, 'account'),
    quotes: scaled(60, HOUR, 'account'),
    messages: scaled(60, 60, 'account'),
    uploads: scaled(60, HOUR, 'account'),
    exports: scaled(5, HOUR, 'account'),
    contact: scaled(5, HOUR, 'account'),
    unsubscribe: scaled(30, HOUR, 'ip'),
  };
}

export interface Requester {
  accountId?: string;
  ip?: string;
  email?: unknown;
}

/** The counter a request is counted on under a policy. */
export function limitKey(policy: RatePolicy, who: Requester): string {
  const ip = `ip:${who.ip || 'unknown'}`;
  switch (policy.by) {
    case 'account':
      return who.accountId ? `account:${who.accountId}` : ip;
    case 'ip':
      return ip;
    case 'ip+email': {
      const email = typeof who.email === 'string' ? who.email.trim().toLowerCase() : '';
      return `${ip}|${email}`;
    }
  }
}
