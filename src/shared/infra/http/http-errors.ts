import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';

const wait = (seconds: number) =>
  seconds <= 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minutes`;

/** A 429: the answer also says when to come back (the Retry-After header). */
export class RateLimitedError<Code extends string = string> extends DomainError<Code> {
  constructor(
    code: Code,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, 'rate_limited', message);
  }
}

/**
 * Refusals of the HTTP edge itself (not of a domain). The wire codes keep their `AUTH.` prefix:
 * the web app and the contract already use them.
 */
export const HttpErrors = {
  csrf: () =>
    new DomainError(
      'AUTH.CSRF',
      'forbidden',
      'X-CSRF-Token: missing or does not match the csrf_token cookie',
    ),
  /** Sign-in surfaces (login, password reset, registration). */
  rateLimited: (retryAfterSeconds = 60) =>
    new RateLimitedError(
      'AUTH.RATE_LIMITED',
      `Too many attempts: wait ${wait(retryAfterSeconds)} and try again`,
      retryAfterSeconds,
    ),
  /** Every other limited surface (posting, buying, messaging, uploads…). */
  tooManyRequests: (retryAfterSeconds: number) =>
    new RateLimitedError(
      'REQUESTS.RATE_LIMITED',
      `Too many requests: wait ${wait(retryAfterSeconds)} and try again`,
      retryAfterSeconds,
    ),
} as const;

export type HttpErrorCode = ErrorCodeOf<typeof HttpErrors>;

export const HTTP_ERROR_CODES = errorCodeList<HttpErrorCode>({
  'AUTH.CSRF': true,
  'AUTH.RATE_LIMITED': true,
  'REQUESTS.RATE_LIMITED': true,
});
