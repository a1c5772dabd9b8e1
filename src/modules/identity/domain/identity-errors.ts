import { DomainError } from '../../../shared/domain/domain-error.js';

/** Every refusal of the identity module, by code. */
export const IdentityErrors = {
  emailTaken: () =>
    new DomainError('AUTH.EMAIL_TAKEN', 'conflict', 'email: is already registered', 'email'),
  invalidCredentials: () =>
    new DomainError('AUTH.INVALID_CREDENTIALS', 'unauthenticated', 'Incorrect email or password'),
  notSignedIn: () =>
    new DomainError('AUTH.UNAUTHENTICATED', 'unauthenticated', 'You need to log in first'),
  banned: () => new DomainError('AUTH.BANNED', 'forbidden', 'This account has been suspended'),
  wrongRole: () => new DomainError('AUTH.FORBIDDEN', 'forbidden', 'Your account cannot do this'),
  notApproved: () =>
    new DomainError(
      'AUTH.NOT_VERIFIED',
      'forbidden',
      'Your tradie account is waiting for verification',
    ),
  csrf: () =>
    new DomainError(
      'AUTH.CSRF',
      'forbidden',
      'X-CSRF-Token: missing or does not match the csrf_token cookie',
    ),
  weakPassword: (problems: string[]) =>
    new DomainError(
      'AUTH.WEAK_PASSWORD',
      'invalid',
      `password: ${problems.join('; ')}`,
      'password',
    ),
  invalidAbn: () =>
    new DomainError(
      'AUTH.INVALID_ABN',
      'invalid',
      'abn: is not a valid ABN (its check digits do not match)',
      'abn',
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
  rateLimited: () =>
    new DomainError(
      'AUTH.RATE_LIMITED',
      'rate_limited',
      'Too many attempts: wait a minute and try again',
    ),
  userNotFound: () => new DomainError('USERS.NOT_FOUND', 'not_found', 'No such user'),
  tradieNotFound: () => new DomainError('TRADIES.NOT_FOUND', 'not_found', 'No such tradie'),
  notPending: () =>
    new DomainError(
      'TRADIES.NOT_PENDING',
      'conflict',
      'This tradie is not waiting for verification',
    ),
  cannotBanAdmin: () =>
    new DomainError('USERS.CANNOT_BAN_ADMIN', 'conflict', 'Admin accounts cannot be banned'),
} as const;
