import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';

/** Every refusal of the profiles module (profiles, directory, privacy), by code. */
export const ProfilesErrors = {
  notATradie: () =>
    new DomainError('PROFILES.NOT_A_TRADIE', 'forbidden', 'Only tradies have a tradie profile'),
  notYourProfile: () =>
    new DomainError('PROFILES.NOT_YOURS', 'forbidden', 'You can only edit your own profile'),
  imageRequired: (field: string) =>
    new DomainError('PROFILES.IMAGE_REQUIRED', 'invalid', `${field}: is required`, field),
  unsupportedImage: (field: string) =>
    new DomainError(
      'PROFILES.UNSUPPORTED_IMAGE',
      'invalid',
      `${field}: must be a JPEG, PNG, WebP, GIF, AVIF or HEIF picture`,
      field,
    ),
  tooManyPhotos: (max: number) =>
    new DomainError(
      'PROFILES.TOO_MANY_PHOTOS',
      'conflict',
      `photo: a profile holds at most ${max} photos of past work`,
      'photo',
    ),
  photoNotFound: () => new DomainError('PROFILES.PHOTO_NOT_FOUND', 'not_found', 'No such photo'),
  imageNotFound: () => new DomainError('PROFILES.IMAGE_NOT_FOUND', 'not_found', 'No such picture'),
  unknownPostcode: (field: string) =>
    new DomainError(
      'PROFILES.UNKNOWN_POSTCODE',
      'invalid',
      `${field}: is not an Australian postcode we know`,
      field,
    ),
  sameEmail: () =>
    new DomainError(
      'PROFILES.SAME_EMAIL',
      'invalid',
      'newEmail: is already your email',
      'newEmail',
    ),
  emailTokenInvalid: () =>
    new DomainError(
      'PROFILES.EMAIL_TOKEN_INVALID',
      'invalid',
      'token: is invalid, already used or expired',
      'token',
    ),
  exportNotFound: () =>
    new DomainError('PROFILES.EXPORT_NOT_FOUND', 'not_found', 'No such data export'),
  exportNotReady: () =>
    new DomainError(
      'PROFILES.EXPORT_NOT_READY',
      'conflict',
      'This export is still being prepared (or has expired)',
    ),
  adminCannotDelete: () =>
    new DomainError(
      'PROFILES.ADMIN_CANNOT_DELETE',
      'conflict',
      'Admin accounts cannot be deleted from the profile page',
    ),
} as const;

export type ProfilesErrorCode = ErrorCodeOf<typeof ProfilesErrors>;

export const PROFILES_ERROR_CODES = errorCodeList<ProfilesErrorCode>({
  'PROFILES.NOT_A_TRADIE': true,
  'PROFILES.NOT_YOURS': true,
  'PROFILES.IMAGE_REQUIRED': true,
  'PROFILES.UNSUPPORTED_IMAGE': true,
  'PROFILES.TOO_MANY_PHOTOS': true,
  'PROFILES.PHOTO_NOT_FOUND': true,
  'PROFILES.IMAGE_NOT_FOUND': true,
  'PROFILES.UNKNOWN_POSTCODE': true,
  'PROFILES.SAME_EMAIL': true,
  'PROFILES.EMAIL_TOKEN_INVALID': true,
  'PROFILES.EXPORT_NOT_FOUND': true,
  'PROFILES.EXPORT_NOT_READY': true,
  'PROFILES.ADMIN_CANNOT_DELETE': true,
});
