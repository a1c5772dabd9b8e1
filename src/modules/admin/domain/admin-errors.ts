import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';

/** Every refusal of the admin module, by code. */
export const AdminErrors = {
  maintenance: (message: string) =>
    new DomainError(
      'MAINTENANCE.ACTIVE',
      'unavailable',
      message || 'Tradiehub is down for maintenance. Please try again soon.',
    ),
  invalidAudience: (field: string, message: string) =>
    new DomainError('BULKMAIL.INVALID_AUDIENCE', 'invalid', message, field),
  emptyAudience: () =>
    new DomainError(
      'BULKMAIL.NO_RECIPIENTS',
      'invalid',
      'audience: nobody in this audience has agreed to receive news',
      'audience',
    ),
  bulkEmailNotFound: () => new DomainError('BULKMAIL.NOT_FOUND', 'not_found', 'No such bulk email'),
  bulkEmailFinished: (status: string) =>
    new DomainError('BULKMAIL.FINISHED', 'conflict', `This bulk email is already ${status}`),
  invalidUnsubscribeToken: () =>
    new DomainError(
      'UNSUBSCRIBE.INVALID_TOKEN',
      'invalid',
      'token: this unsubscribe link is invalid or has expired',
      'token',
    ),
  userNotFound: () => new DomainError('ADMIN.USER_NOT_FOUND', 'not_found', 'No such user'),
  invalidRange: (message: string) =>
    new DomainError('ADMIN.INVALID_RANGE', 'invalid', message, 'from'),
} as const;

export type AdminErrorCode = ErrorCodeOf<typeof AdminErrors>;

export const ADMIN_ERROR_CODES = errorCodeList<AdminErrorCode>({
  'MAINTENANCE.ACTIVE': true,
  'BULKMAIL.INVALID_AUDIENCE': true,
  'BULKMAIL.NO_RECIPIENTS': true,
  'BULKMAIL.NOT_FOUND': true,
  'BULKMAIL.FINISHED': true,
  'UNSUBSCRIBE.INVALID_TOKEN': true,
  'ADMIN.USER_NOT_FOUND': true,
  'ADMIN.INVALID_RANGE': true,
});
