import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';
import { MESSAGE_MAX_LENGTH } from './message.js';

/** Every refusal of the messaging module, by code. */
export const MessagingErrors = {
  conversationNotFound: () =>
    new DomainError('MESSAGING.NOT_FOUND', 'not_found', 'No such conversation'),
  closed: (reason: string) =>
    new DomainError('MESSAGING.CLOSED', 'conflict', closedMessage(reason)),
  notAParticipant: () =>
    new DomainError(
      'MESSAGING.NOT_A_PARTICIPANT',
      'forbidden',
      'Only the homeowner and the tradie of this conversation can read or write it',
    ),
  emptyMessage: () =>
    new DomainError('MESSAGING.EMPTY', 'invalid', 'body: write a message first', 'body'),
  tooLong: (length: number) =>
    new DomainError(
      'MESSAGING.TOO_LONG',
      'invalid',
      `body: at most ${MESSAGE_MAX_LENGTH} characters (this one has ${length})`,
      'body',
    ),
  badClientId: () =>
    new DomainError(
      'MESSAGING.BAD_CLIENT_ID',
      'invalid',
      'clientId: 1 to 64 letters, digits, dashes or underscores',
      'clientId',
    ),
  badInput: (field: string) =>
    new DomainError('MESSAGING.BAD_INPUT', 'invalid', `${field}: is missing or not valid`, field),
  messageNotFound: () =>
    new DomainError('MESSAGING.MESSAGE_NOT_FOUND', 'not_found', 'No such message'),
  notYourMessage: () =>
    new DomainError(
      'MESSAGING.NOT_YOUR_MESSAGE',
      'forbidden',
      'Only the sender of a message can delete it',
    ),
  attachmentNotFound: () =>
    new DomainError('MESSAGING.ATTACHMENT_NOT_FOUND', 'not_found', 'No such attachment'),
} as const;

export type MessagingErrorCode = ErrorCodeOf<typeof MessagingErrors>;

export const MESSAGING_ERROR_CODES = errorCodeList<MessagingErrorCode>({
  'MESSAGING.NOT_FOUND': true,
  'MESSAGING.MESSAGE_NOT_FOUND': true,
  'MESSAGING.NOT_YOUR_MESSAGE': true,
  'MESSAGING.NOT_A_PARTICIPANT': true,
  'MESSAGING.CLOSED': true,
  'MESSAGING.EMPTY': true,
  'MESSAGING.TOO_LONG': true,
  'MESSAGING.BAD_CLIENT_ID': true,
  'MESSAGING.BAD_INPUT': true,
  'MESSAGING.ATTACHMENT_NOT_FOUND': true,
});

/** What both sides read on a conversation closed because its lead's credits went back. */
export function closedMessage(reason: string): string {
  const why =
    reason === 'job_cancelled'
      ? 'the job was cancelled'
      : reason === 'unhired_30_days'
        ? 'the job went unhired for 30 days'
        : reason === 'dispute_approved'
          ? 'a dispute about the lead was approved'
          : reason === 'homeowner_silent'
            ? "the homeowner had not read the tradie's messages within 48 hours"
            : reason === 'job_withdrawn'
              ? 'the job was withdrawn (the homeowner’s account was closed)'
              : 'the lead was refunded';
  return `This conversation is closed: the tradie's credits for this lead went back because ${why}`;
}
