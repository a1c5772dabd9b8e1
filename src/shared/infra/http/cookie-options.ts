import type { CookieOptions } from 'express';

/** Every cookie of the app: httpOnly, SameSite=Lax, whole site; Secure in production. */
export function baseCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

/** The httpOnly cookie carrying the signed session (read by the HTTP guard and the socket gateway). */
export const SESSION_COOKIE = 'tradiehub_session';
