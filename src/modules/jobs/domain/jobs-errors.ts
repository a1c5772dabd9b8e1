import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';

/** Every refusal of the jobs module, by code. */
export const JobsErrors = {
  notFound: () => new DomainError('JOBS.NOT_FOUND', 'not_found', 'No such job'),
  invalidCursor: () =>
    new DomainError('JOBS.INVALID_CURSOR', 'invalid', 'cursor: is not valid', 'cursor'),
  imageNotFound: () => new DomainError('JOBS.IMAGE_NOT_FOUND', 'not_found', 'No such image'),
  notYours: () => new DomainError('JOBS.NOT_YOURS', 'forbidden', 'This job is not yours'),
  notVisible: () =>
    new DomainError(
      'JOBS.NOT_VISIBLE',
      'forbidden',
      'Only its homeowner, admins and approved tradies can see this job',
    ),
  notEditable: (status: string) =>
    new DomainError(
      'JOBS.NOT_EDITABLE',
      'conflict',
      `This job is ${status}: only unassigned jobs can be changed or cancelled`,
    ),
  notOpen: (status: string) =>
    new DomainError('JOBS.NOT_OPEN', 'conflict', `This job is ${status}, not open`),
  notAssigned: (status: string) =>
    new DomainError(
      'JOBS.NOT_ASSIGNED',
      'conflict',
      `This job is ${status}: only an assigned job can be completed`,
    ),
  notPendingPayment: (status: string) =>
    new DomainError(
      'JOBS.NOT_PENDING_PAYMENT',
      'conflict',
      `This job is ${status}, not waiting for its emergency fee`,
    ),
  consentRequired: () =>
    new DomainError(
      'JOBS.CONSENT_REQUIRED',
      'invalid',
      'privacyConsent: must be true (your first name and suburb are shared with tradies who buy the lead)',
      'privacyConsent',
    ),
  unknownPostcode: () =>
    new DomainError(
      'JOBS.UNKNOWN_POSTCODE',
      'invalid',
      'postcode: is not an Australian postcode',
      'postcode',
    ),
  postcodeStateMismatch: (state: string) =>
    new DomainError(
      'JOBS.POSTCODE_STATE_MISMATCH',
      'invalid',
      `postcode: is not in ${state}`,
      'postcode',
    ),
  unknownCategory: () =>
    new DomainError(
      'JOBS.UNKNOWN_CATEGORY',
      'invalid',
      'category: is not a known trade',
      'category',
    ),
  capBelowLeads: (count: number) =>
    new DomainError(
      'JOBS.CAP_BELOW_LEADS',
      'conflict',
      `leadCap: ${count} tradies already bought this lead`,
      'leadCap',
    ),
  capRaised: () =>
    new DomainError(
      'JOBS.CAP_RAISED',
      'invalid',
      'leadCap: can only be lowered once the job is posted',
      'leadCap',
    ),
  emergencyChanged: () =>
    new DomainError(
      'JOBS.EMERGENCY_CHANGED',
      'invalid',
      'isEmergency: cannot be changed after posting (post a new job instead)',
      'isEmergency',
    ),
  tooManyImages: (max: number) =>
    new DomainError(
      'JOBS.TOO_MANY_IMAGES',
      'conflict',
      `image: a job has at most ${max} images`,
      'image',
    ),
  unsupportedImage: () =>
    new DomainError(
      'JOBS.UNSUPPORTED_IMAGE',
      'invalid',
      'image: must be a JPEG, PNG, WebP, GIF or AVIF picture',
      'image',
    ),
  imageRequired: () =>
    new DomainError('JOBS.IMAGE_REQUIRED', 'invalid', 'image: is required', 'image'),
} as const;

/** Every code the jobs module refuses with. */
export type JobsErrorCode = ErrorCodeOf<typeof JobsErrors>;

export const JOBS_ERROR_CODES = errorCodeList<JobsErrorCode>({
  'JOBS.NOT_FOUND': true,
  'JOBS.INVALID_CURSOR': true,
  'JOBS.IMAGE_NOT_FOUND': true,
  'JOBS.NOT_YOURS': true,
  'JOBS.NOT_VISIBLE': true,
  'JOBS.NOT_EDITABLE': true,
  'JOBS.NOT_OPEN': true,
  'JOBS.NOT_ASSIGNED': true,
  'JOBS.NOT_PENDING_PAYMENT': true,
  'JOBS.CONSENT_REQUIRED': true,
  'JOBS.UNKNOWN_POSTCODE': true,
  'JOBS.POSTCODE_STATE_MISMATCH': true,
  'JOBS.UNKNOWN_CATEGORY': true,
  'JOBS.CAP_BELOW_LEADS': true,
  'JOBS.CAP_RAISED': true,
  'JOBS.EMERGENCY_CHANGED': true,
  'JOBS.TOO_MANY_IMAGES': true,
  'JOBS.UNSUPPORTED_IMAGE': true,
  'JOBS.IMAGE_REQUIRED': true,
});
