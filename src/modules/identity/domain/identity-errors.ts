import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';

/** Every refusal of the identity module, by code. */
export const IdentityErrors = {
  emailTaken: () =>
    new DomainError('AUTH.EMAIL_TAKEN', 'conflict', 'email: is already registered', 'email'),
  invalidCredentials: () =>
    new DomainError('AUTH.INVALID_CREDENTIALS', 'unauthenticated', 'Incorrect email or password'),
  notSignedIn: () =>
    new DomainError('AUTH.UNAUTHENTICATED', 'unauthenticated', 'You need to log in first'),
  /** The admin's reason is part of the message: the /banned page shows it to the user. */
  banned: (reason: string | null = null) =>
    new DomainError(
      'AUTH.BANNED',
      'forbidden',
      reason
        ? `This account has been suspended. Reason: ${reason}`
        : 'This account has been suspended',
    ),
  wrongRole: () => new DomainError('AUTH.FORBIDDEN', 'forbidden', 'Your account cannot do this'),
  notApproved: () =>
    new DomainError(
      'AUTH.NOT_VERIFIED',
      'forbidden',
      'Your tradie account is waiting for verification',
    ),
  weakPassword: (problems: string[], field = 'password') =>
    new DomainError('AUTH.WEAK_PASSWORD', 'invalid', `${field}: ${problems.join('; ')}`, field),
  invalidAbn: () =>
    new DomainError(
      'AUTH.INVALID_ABN',
      'invalid',
      'abn: is not a valid ABN (its check digits do not match)',
      'abn',
    ),
  unknownPostcode: (field: 'postcode' | 'servicePostcode') =>
    new DomainError(
      'AUTH.UNKNOWN_POSTCODE',
      'invalid',
      `${field}: is not an Australian postcode we know`,
      field,
    ),
  missingTradieField: (field: string) =>
    new DomainError('AUTH.MISSING_FIELD', 'invalid', `${field}: is required for tradies`, field),
  invalidResetToken: () =>
    new DomainError(
      'AUTH.RESET_TOKEN_INVALID',
      'invalid',
      'token: is invalid, already used or expired',
      'token',
    ),
  wrongPassword: (field: string) =>
    new DomainError('AUTH.WRONG_PASSWORD', 'invalid', `${field}: is not your password`, field),
  userNotFound: () => new DomainError('USERS.NOT_FOUND', 'not_found', 'No such user'),
  tradieNotFound: () => new DomainError('TRADIES.NOT_FOUND', 'not_found', 'No such tradie'),
  notPending: () =>
    new DomainError(
      'TRADIES.NOT_PENDING',
      'conflict',
      'This tradie is not waiting for verification',
    ),
  verificationPending: () =>
    new DomainError(
      'TRADIES.VERIFICATION_PENDING',
      'conflict',
      'Your details are already waiting for review',
    ),
  alreadyApproved: () =>
    new DomainError(
      'TRADIES.ALREADY_APPROVED',
      'conflict',
      'Your account is already verified: there is nothing to resubmit',
    ),
  sessionNotFound: () =>
    new DomainError('SESSIONS.NOT_FOUND', 'not_found', 'That session has already ended'),
  abnCancelled: () =>
    new DomainError(
      'TRADIES.ABN_CANCELLED',
      'conflict',
      'The business register says this ABN is cancelled: the tradie cannot be approved',
    ),
  abnNotChecked: () =>
    new DomainError(
      'TRADIES.ABN_NOT_CHECKED',
      'conflict',
      'The business register has not answered about this ABN yet: try again later',
    ),
  emailNotVerified: () =>
    new DomainError(
      'AUTH.EMAIL_NOT_VERIFIED',
      'forbidden',
      'Please verify your email address first: open the link we emailed you',
    ),
  verificationInvalid: () =>
    new DomainError(
      'AUTH.VERIFICATION_INVALID',
      'invalid',
      'token: this verification link is not valid',
      'token',
    ),
  verificationExpired: () =>
    new DomainError(
      'AUTH.VERIFICATION_EXPIRED',
      'invalid',
      'token: this verification link has expired: ask for a new one',
      'token',
    ),
  verificationUsed: () =>
    new DomainError(
      'AUTH.VERIFICATION_USED',
      'invalid',
      'token: this verification link was already used, or a newer one was sent',
      'token',
    ),
  alreadyVerified: () =>
    new DomainError('AUTH.ALREADY_VERIFIED', 'conflict', 'Your email address is already verified'),
  abnTaken: () =>
    new DomainError(
      'TRADIES.ABN_TAKEN',
      'conflict',
      'abn: another active tradie account already uses this ABN',
      'abn',
    ),
  cannotBanAdmin: () =>
    new DomainError('USERS.CANNOT_BAN_ADMIN', 'conflict', 'Admin accounts cannot be banned'),
} as const;

/** Every code the identity module refuses with. */
export type IdentityErrorCode = ErrorCodeOf<typeof IdentityErrors>;

export const IDENTITY_ERROR_CODES = errorCodeList<IdentityErrorCode>({
  'AUTH.EMAIL_TAKEN': true,
  'AUTH.INVALID_CREDENTIALS': true,
  'AUTH.UNAUTHENTICATED': true,
  'AUTH.BANNED': true,
  'AUTH.FORBIDDEN': true,
  'AUTH.NOT_VERIFIED': true,
  'AUTH.WEAK_PASSWORD': true,
  'AUTH.INVALID_ABN': true,
  'AUTH.MISSING_FIELD': true,
  'AUTH.UNKNOWN_POSTCODE': true,
  'AUTH.RESET_TOKEN_INVALID': true,
  'AUTH.WRONG_PASSWORD': true,
  'USERS.NOT_FOUND': true,
  'TRADIES.NOT_FOUND': true,
  'TRADIES.NOT_PENDING': true,
  'TRADIES.ABN_CANCELLED': true,
  'TRADIES.ABN_NOT_CHECKED': true,
  'TRADIES.VERIFICATION_PENDING': true,
  'TRADIES.ALREADY_APPROVED': true,
  'TRADIES.ABN_TAKEN': true,
  'USERS.CANNOT_BAN_ADMIN': true,
  'AUTH.EMAIL_NOT_VERIFIED': true,
  'AUTH.VERIFICATION_INVALID': true,
  'AUTH.VERIFICATION_EXPIRED': true,
  'AUTH.VERIFICATION_USED': true,
  'AUTH.ALREADY_VERIFIED': true,
  'SESSIONS.NOT_FOUND': true,
});
