import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';

/** Refusals of `/metrics` (the operator's scrape endpoint, outside the API). */
export const MetricsErrors = {
  tokenRequired: () =>
    new DomainError(
      'METRICS.TOKEN_REQUIRED',
      'unauthenticated',
      'Authorization: send "Bearer <METRICS_TOKEN>" to read the metrics',
    ),
  notLoopback: () =>
    new DomainError(
      'METRICS.NOT_LOOPBACK',
      'forbidden',
      'Without METRICS_TOKEN the metrics answer only this machine (set METRICS_TOKEN)',
    ),
} as const;

export type MetricsErrorCode = ErrorCodeOf<typeof MetricsErrors>;

export const METRICS_ERROR_CODES = errorCodeList<MetricsErrorCode>({
  'METRICS.TOKEN_REQUIRED': true,
  'METRICS.NOT_LOOPBACK': true,
});
