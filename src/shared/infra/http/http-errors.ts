import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';

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
  rateLimited: () =>
    new DomainError(
      'AUTH.RATE_LIMITED',
      'rate_limited',
      'Too many attempts: wait a minute and try again',
    ),
} as const;

export type HttpErrorCode = ErrorCodeOf<typeof HttpErrors>;

export const HTTP_ERROR_CODES = errorCodeList<HttpErrorCode>({
  'AUTH.CSRF': true,
  'AUTH.RATE_LIMITED': true,
});
