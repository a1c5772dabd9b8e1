import { z } from '@/shared/forms/zod';
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
import { otherLicencesField } from '../auth/schemas';

// Mirror the DTOs in src/modules/profiles/http/profiles.dto.ts and auth.dto.ts.

const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
const PHONE = /^(\+61|0)[2-478](\s?\d){8}$/;

/** '' clears an optional field on the server (sent as null). */
const clearable = <T extends z.ZodType>(schema: T) =>
  schema.transform((value) => (value === undefined ? null : value));

export const personalSchema = z.object({
  firstName: requiredText({ required: 'Please enter your first name.', max: 80 }),
  lastName: requiredText({ required: 'Please enter your last name.', max: 80 }),
  phone: clearable(
    z
      .string()
      .trim()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.string().regex(PHONE, 'Use an Australian number such as 0412 345 678.').optional()),
  ),
  suburb: clearable(optionalText({ min: 2, max: 60 })),
  state: clearable(optionalChoice(STATES, 'Choose a state or territory.')),
  postcode: clearable(optionalPostcode()),
});

export const PERSONAL_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
};

export const tradieSchema = z.object({
  businessName: requiredText({ required: 'Please enter your business name.', min: 2, max: 120 }),
  about: clearable(optionalText({ max: 2000 })),
  categories: z.array(z.string()).min(1, 'Choose at least one trade.').max(10),
  servicePostcode: postcode(),
  serviceRadiusKm: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'Use whole kilometres from 1 to 500.')
    .transform(Number)
    .pipe(z.number().int().min(1, 'At least 1 km.').max(500, 'At most 500 km.')),
  yearsInBusiness: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(
      z
        .number({ error: 'Use a whole number of years.' })
        .int('Use a whole number of years.')
        .min(0, 'Use 0 or more.')
        .max(100, 'At most 100 years.')
        .nullable(),
    ),
  licenceNumber: requiredText({ required: 'Please enter your licence number.', min: 3, max: 30 }),
  licenceState: choice(STATES, 'Choose the state that issued it.'),
  otherLicences: otherLicencesField,
});

export const TRADIE_LABELS = {
  businessName: 'Business name',
  about: 'About your business',
  categories: 'Trades',
  servicePostcode: 'Service postcode',
  serviceRadiusKm: 'Service radius (km)',
  yearsInBusiness: 'Years in business',
  licenceNumber: 'Licence number',
  licenceState: 'Licence state',
  otherLicences: 'Other licences',
};

export const passwordSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password.'),
  newPassword: newPassword(),
});

export const emailSchema = z.object({
  newEmail: emailAddress(),
  password: z.string().min(1, 'Please enter your current password.'),
});

export const deleteSchema = z.object({
  password: z.string().min(1, 'Please enter your password to confirm it is you.'),
  confirm: z
    .string()
    .trim()
    .refine((value) => value === 'DELETE', { message: 'Type DELETE in capitals to confirm.' }),
});

export const AU_STATE_OPTIONS = STATES.map((state) => ({ value: state, label: state }));
