import type { Response } from 'express';
import { baseCookieOptions, SESSION_COOKIE } from '#shared/infra/http/cookie-options.js';
import { SESSION_TTL_SECONDS } from '../domain/session.js';

export function setSessionCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(SESSION_COOKIE, token, {
    ...baseCookieOptions(secure),
    maxAge: SESSION_TTL_SECONDS * 1000,
  });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, baseCookieOptions(secure));
}
