import { z } from '@/shared/forms/zod';
import type { RegisterBody } from '@/shared/api/types';
import { AU_STATES } from '@/shared/config/product';
import {
  choice,
  emailAddress,
  newPassword,
  optionalChoice,
  optionalPostcode,
  optionalText,
  postcode,
  requiredText,
} from '@/shared/forms/schema-parts';

// The auth forms' schemas, mirroring src/modules/identity/http/auth.dto.ts.

/** POST /api/auth/login (LoginDto). */
export const loginSchema = z.object({
  email: emailAddress(),
  password: z
    .string()
    .min(1, 'Please enter your password.')
    .max(128, 'Passwords have at most 128 characters.'),
});

/** POST /api/auth/forgot-password (ForgotPasswordDto). */
export const forgotPasswordSchema = z.object({ email: emailAddress() });

/** POST /api/auth/reset-password (ResetPasswordDto; the token comes from the link). */
export const resetPasswordSchema = z
  .object({ password: newPassword(), confirm: z.string() })
  .refine((v) => v.confirm === v.password, {
    path: ['confirm'],
    message: 'The passwords don’t match.',
  });

export type AccountType = RegisterBody['type'];

const accountFields = {
  firstName: requiredText({ required: 'Please enter your first name.', max: 80 }),
  lastName: requiredText({ required: 'Please enter your last name.', max: 80 }),
  email: emailAddress(),
  password: newPassword(),
  phone: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .string()
        .regex(
          /^(\+61|0)[2-478](\s?\d){8}$/,
          'Please enter an Australian phone number, like 0412 345 678.',
        )
        .optional(),
    ),
  suburb: optionalText({ min: 2, max: 60 }),
  state: optionalChoice(AU_STATES, 'Please choose a state or territory.'),
  postcode: optionalPostcode(),
};

const homeowner = z.object({ type: z.literal('homeowner'), ...accountFields });

/** At most this many licences beside the main one (the API's limit). */
export const MAX_OTHER_LICENCES = 4;

const licenceNumber = z
  .string()
  .trim()
  .min(1, 'Please enter your licence number.')
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9 /-]{2,29}$/,
    'Licence numbers have 3 to 30 letters, digits, spaces, - or /.',
  );

/** Licences beside the main one (sign-up, resubmission and the profile). */
export const otherLicencesField = z
  .array(
    z.object({
      licenceNumber,
      licenceState: choice(AU_STATES, 'Please choose the state that issued this licence.'),
    }),
  )
  .max(MAX_OTHER_LICENCES, `Add at most ${MAX_OTHER_LICENCES} other licences.`);

/** A tradie's business fields (sign-up, and resubmission after a rejection). */
export const tradieBusinessFields = {
  businessName: requiredText({
    required: 'Please enter your business name.',
    min: 2,
    max: 120,
  }),
  abn: z
    .string()
    .regex(/^\s*(\d\s*){11}$/, 'An ABN has 11 digits.')
    .transform((value) => value.replace(/\s/g, '')),
  licenceNumber,
  licenceState: choice(AU_STATES, 'Please choose the state that issued your licence.'),
  otherLicences: otherLicencesField,
  categories: z
    .array(z.string())
    .min(1, 'Please choose at least one trade.')
    .max(10, 'Choose at most 10 trades.'),
  servicePostcode: postcode(),
  serviceRadiusKm: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter a whole number of kilometres between 1 and 500.')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'Enter a whole number of kilometres between 1 and 500.')
        .max(500, 'Enter a whole number of kilometres between 1 and 500.'),
    ),
};

const tradie = z.object({ type: z.literal('tradie'), ...accountFields, ...tradieBusinessFields });

/** What the register form's fields hold: every field, the tradie ones too, as typed. */
const registerValues = z.object({
  type: z.enum(['homeowner', 'tradie']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  password: z.string(),
  phone: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  businessName: z.string(),
  abn: z.string(),
  licenceNumber: z.string(),
  licenceState: z.string(),
  otherLicences: z.array(z.object({ licenceNumber: z.string(), licenceState: z.string() })),
  categories: z.array(z.string()),
  servicePostcode: z.string(),
  serviceRadiusKm: z.string(),
});

/**
 * POST /api/auth/register (RegisterDto): the fields everyone fills in, and the business ones
 * for tradies only (@ValidateIf(isTradie)); the output is the request body.
 */
export const registerSchema = registerValues.transform((values, ctx) => {
  const result = (values.type === 'tradie' ? tradie : homeowner).safeParse(values);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return z.NEVER;
});

export type RegisterValues = z.input<typeof registerSchema>;
export type RegisterOutput = z.output<typeof registerSchema>;

export function emptyRegisterValues(type: AccountType): RegisterValues {
  return {
    type,
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    phone: '',
    suburb: '',
    state: '',
    postcode: '',
    businessName: '',
    abn: '',
    licenceNumber: '',
    licenceState: '',
    otherLicences: [],
    categories: [],
    servicePostcode: '',
    serviceRadiusKm: '25',
  };
}

/** The form's labels, which phrase the API's field messages ("ABN is not a valid ABN"). */
export const REGISTER_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  phone: 'Phone',
  suburb: 'Suburb',
  state: 'State or territory',
  postcode: 'Postcode',
  businessName: 'Business name',
  abn: 'ABN',
  licenceNumber: 'Licence number',
  licenceState: 'Licence state',
  otherLicences: 'Other licences',
  categories: 'Trade categories',
  servicePostcode: 'Service postcode',
  serviceRadiusKm: 'Service radius',
} as const;
