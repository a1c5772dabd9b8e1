import { z } from '@/shared/forms/zod';

// Building blocks for form schemas that mirror the API's validation (class-validator DTOs in
// src/modules/*/http/*.dto.ts): trim like the DTO's @Transform, then the same lengths and
// patterns, with messages written for people. Text fields hold '' when empty.

interface TextRule {
  /** Shown when the field is empty. */
  required: string;
  min?: number;
  max: number;
  /** Shown when shorter than `min`. */
  tooShort?: string;
  /** Shown when longer than `max`; defaults to "Use at most N characters." */
  tooLong?: string;
}

/** A required text (@IsString @Length(min, max) after trimming). */
export function requiredText({ required, min = 1, max, tooShort, tooLong }: TextRule) {
  return z
    .string()
    .trim()
    .min(1, required)
    .min(min, tooShort ?? `Use at least ${min} characters.`)
    .max(max, tooLong ?? `Use at most ${max} characters.`);
}

/** An optional text: empty means absent (@IsOptional @Length(min, max)). */
export function optionalText({ min = 1, max }: { min?: number; max: number }) {
  return z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .string()
        .min(min, `Use at least ${min} characters, or leave it empty.`)
        .max(max, `Use at most ${max} characters.`)
        .optional(),
    );
}

const EMAIL_MESSAGE = 'Please enter a valid email address.';

/** A required email address (@IsEmail @MaxLength(254)). */
export function emailAddress(message = EMAIL_MESSAGE) {
  return z.string().trim().pipe(z.email(message).max(254, message));
}

/** An optional email address: empty means absent. */
export function optionalEmailAddress(
  message = `${EMAIL_MESSAGE.slice(0, -1)}, or leave it empty.`,
) {
  return z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.email(message).max(254, message).optional());
}

const POSTCODE = /^\d{4}$/;
export const POSTCODE_MESSAGE = 'Postcodes have 4 digits.';

/** An Australian postcode (@Matches(/^\d{4}$/)). */
export function postcode(message = POSTCODE_MESSAGE) {
  return z.string().trim().regex(POSTCODE, message);
}

/** An optional Australian postcode: empty means absent. */
export function optionalPostcode(message = POSTCODE_MESSAGE) {
  return z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().regex(POSTCODE, message).optional());
}

/**
 * A new password: the DTO's @MaxLength(128), and the account rules the API applies after it
 * (at least 8 characters with a letter and a number; it also refuses common passwords, which
 * only the API can tell).
 */
export function newPassword() {
  return z
    .string()
    .min(8, 'Use at least 8 characters.')
    .max(128, 'Use at most 128 characters.')
    .refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), {
      message: 'Use at least one letter and one number.',
    });
}

/** One of a fixed list (a select or radio group: text in the form); '' gets `required`. */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  required: string,
) {
  return z.string().pipe(z.enum(values, { error: required }));
}

/** One of a fixed list or nothing: '' means absent. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  invalid: string,
) {
  return z
    .string()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.enum(values, { error: invalid }).optional());
}
