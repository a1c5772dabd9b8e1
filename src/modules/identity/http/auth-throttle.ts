import { ThrottlerModule, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '../../../config/app-config.js';

/** Per IP and email: slows guessing one account. */
export const LOGIN_THROTTLE = 'login';
export const FORGOT_THROTTLE = 'forgot';
/** Per IP across emails: slows spraying many accounts from one address. */
export const IP_THROTTLE = 'ip';

const ipAndEmail = (req: Record<string, unknown>): string => {
  const body = req.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${String(req.ip)}|${email}`;
};

export const AuthThrottlerModule = ThrottlerModule.forRootAsync({
  inject: [ConfigService],
  useFactory: (config: ConfigService<AppConfig, true>): ThrottlerModuleOptions => {
    const { login, forgotPassword, windowMs } = config.get('rateLimit', { infer: true });
    return {
      errorMessage: 'Too many attempts: wait a minute and try again',
      throttlers: [
        { name: LOGIN_THROTTLE, limit: login, ttl: windowMs, getTracker: ipAndEmail },
        { name: FORGOT_THROTTLE, limit: forgotPassword, ttl: windowMs, getTracker: ipAndEmail },
        { name: IP_THROTTLE, limit: login * 5, ttl: windowMs },
      ],
    };
  },
});
