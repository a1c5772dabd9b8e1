import { type EnvOf, positiveInt } from './env.js';

export const rateLimitEnv = {
  LOGIN_RATE_LIMIT: positiveInt(10, 10_000),
  FORGOT_PASSWORD_RATE_LIMIT: positiveInt(5, 10_000),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(60, 86_400),
};

export interface RateLimitConfig {
  login: number;
  forgotPassword: number;
  windowMs: number;
}

export function rateLimitConfig(e: EnvOf<typeof rateLimitEnv>): RateLimitConfig {
  return {
    login: e.LOGIN_RATE_LIMIT,
    forgotPassword: e.FORGOT_PASSWORD_RATE_LIMIT,
    windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
  };
}
