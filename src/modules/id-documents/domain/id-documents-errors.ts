import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';
import { MAX_DOCUMENT_BYTES } from './document-rules.js';

const FIELD = 'document';

/** Every refusal of the ID documents module, by code. */
export const IdDocumentsErrors = {
  required: () =>
    new DomainError('IDDOCS.FILE_REQUIRED', 'invalid', `${FIELD}: is required`, FIELD),
  unsupported: () =>
    new DomainError(
      'IDDOCS.UNSUPPORTED_TYPE',
      'invalid',
      `${FIELD}: must be a JPEG or PNG picture of your driver licence or passport`,
      FIELD,
    ),
  tooLarge: () =>
    new DomainError(
      'IDDOCS.TOO_LARGE',
      'invalid',
      `${FIELD}: must be at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`,
      FIELD,
    ),
  notATradie: () => new DomainError('IDDOCS.NOT_A_TRADIE', 'not_found', 'No tradie with that id'),
  notAccepting: (why: string) => new DomainError('IDDOCS.NOT_ACCEPTING', 'conflict', why),
  notFound: () =>
    new DomainError('IDDOCS.NOT_FOUND', 'not_found', 'No identity document waiting for a decision'),
  notCheckable: () =>
    new DomainError(
      'IDDOCS.NOT_CHECKABLE',
      'conflict',
      'This tradie is still pending: approving or rejecting them decides the document',
    ),
  overdue: () =>
    new DomainError(
      'IDDOCS.REQUIRED',
      'forbidden',
      'Upload a photo of your driver licence or passport to keep using your tradie account',
    ),
};

export type IdDocumentsErrorCode = ErrorCodeOf<typeof IdDocumentsErrors>;

export const ID_DOCUMENTS_ERROR_CODES = errorCodeList<IdDocumentsErrorCode>({
  'IDDOCS.FILE_REQUIRED': true,
  'IDDOCS.UNSUPPORTED_TYPE': true,
  'IDDOCS.TOO_LARGE': true,
  'IDDOCS.NOT_A_TRADIE': true,
  'IDDOCS.NOT_ACCEPTING': true,
  'IDDOCS.NOT_FOUND': true,
  'IDDOCS.NOT_CHECKABLE': true,
  'IDDOCS.REQUIRED': true,
});
