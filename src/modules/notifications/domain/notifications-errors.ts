import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';

/** Every refusal of the notifications module, by code. */
export const NotificationsErrors = {
  notFound: () => new DomainError('NOTIFICATIONS.NOT_FOUND', 'not_found', 'No such notification'),
  invalidCursor: () =>
    new DomainError('NOTIFICATIONS.INVALID_CURSOR', 'invalid', 'cursor: is not valid', 'cursor'),
  unknownType: (type: string) =>
    new DomainError(
      'NOTIFICATIONS.UNKNOWN_TYPE',
      'invalid',
      `items: ${type} is not a notification type`,
      'items',
    ),
} as const;

export type NotificationsErrorCode = ErrorCodeOf<typeof NotificationsErrors>;

export const NOTIFICATIONS_ERROR_CODES = errorCodeList<NotificationsErrorCode>({
  'NOTIFICATIONS.NOT_FOUND': true,
  'NOTIFICATIONS.INVALID_CURSOR': true,
  'NOTIFICATIONS.UNKNOWN_TYPE': true,
});
