import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';

/** Refusals of an instance that cannot serve right now (its database is away). */
export const AvailabilityErrors = {
  databaseUnavailable: () =>
    new DomainError(
      'SERVICE.UNAVAILABLE',
      'unavailable',
      'The service is briefly unavailable: try again in a moment',
    ),
} as const;

export type AvailabilityErrorCode = ErrorCodeOf<typeof AvailabilityErrors>;

export const AVAILABILITY_ERROR_CODES = errorCodeList<AvailabilityErrorCode>({
  'SERVICE.UNAVAILABLE': true,
});
