import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';

/** Every refusal of the platform module (health, reference data, public assets). */
export const PlatformErrors = {
  assetNotFound: (name: string) =>
    new DomainError('ASSETS.NOT_FOUND', 'not_found', `name: no public asset called ${name}`),
} as const;

export type PlatformErrorCode = ErrorCodeOf<typeof PlatformErrors>;

export const PLATFORM_ERROR_CODES = errorCodeList<PlatformErrorCode>({ 'ASSETS.NOT_FOUND': true });
