import { describe, expect, it } from '@jest/globals';
import {
  emptyRegisterValues,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  type RegisterValues,
} from './schemas';

function homeowner(overrides: Partial<RegisterValues> = {}): RegisterValues {
  return {
    ...emptyRegisterValues('homeowner'),
    firstName: ' Olivia ',
    lastName: 'Nguyen',
    email: ' olivia@example.com ',
    password: 'Leaky-tap-42',
    ...overrides,
  };
}

function tradie(overrides: Partial<RegisterValues> = {}): RegisterValues {
  return homeowner({
    type: 'tradie',
    businessName: 'Nguyen Electrical',
    abn: '51 824 753 556',
    licenceNumber: 'EL-12345',
    licenceState: 'VIC',
    categories: ['electrical'],
    servicePostcode: '3000',
    serviceRadiusKm: '40',
    ...overrides,
  });
}

/** The message per field of a failed parse (the first, as the form shows it). */
function errorsOf(values: RegisterValues): Record<string, string> {
  const result = registerSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('registerSchema', () => {
  it('turns a homeowner form into the API body: trimmed, empty optional fields left out', () => {
    expect(registerSchema.parse(homeowner())).toEqual({
      type: 'homeowner',
      firstName: 'Olivia',
      lastName: 'Nguyen',
      email: 'olivia@example.com',
      password: 'Leaky-tap-42',
    });
  });

  it('keeps the optional fields a homeowner filled in, and no tradie field', () => {
    const body = registerSchema.parse(
      homeowner({
        phone: '0412 345 678',
        suburb: ' Newtown ',
        state: 'NSW',
        postcode: '2042',
        abn: 'typed before switching to homeowner',
      }),
    );
    expect(body).toMatchObject({ phone: '0412 345 678', suburb: 'Newtown', state: 'NSW' });
    expect(body).not.toHaveProperty('abn');
  });

  it('turns a tradie form into the API body: ABN digits only, radius a number', () => {
    expect(registerSchema.parse(tradie())).toMatchObject({
      type: 'tradie',
      businessName: 'Nguyen Electrical',
      abn: '51824753556',
      licenceNumber: 'EL-12345',
      licenceState: 'VIC',
      categories: ['electrical'],
      servicePostcode: '3000',
      serviceRadiusKm: 40,
    });
  });

  it('names every missing field of an empty homeowner form', () => {
    expect(errorsOf(emptyRegisterValues('homeowner'))).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      email: 'Please enter a valid email address.',
      password: 'Use at least 8 characters.',
    });
  });

  it('asks a tradie for the business fields too', () => {
    expect(errorsOf({ ...emptyRegisterValues('tradie'), serviceRadiusKm: '' })).toMatchObject({
      businessName: 'Please enter your business name.',
      abn: 'An ABN has 11 digits.',
      licenceNumber: 'Please enter your licence number.',
      licenceState: 'Please choose the state that issued your licence.',
      categories: 'Please choose at least one trade.',
      servicePostcode: 'Postcodes have 4 digits.',
      serviceRadiusKm: 'Enter a whole number of kilometres between 1 and 500.',
    });
  });

  it.each([
    ['a password without a number', { password: 'only-letters' }, 'password'],
    ['a password without a letter', { password: '1234567890' }, 'password'],
    ['a password over 128 characters', { password: `a1${'x'.repeat(127)}` }, 'password'],
    ['a first name over 80 characters', { firstName: 'x'.repeat(81) }, 'firstName'],
    ['an email without a domain', { email: 'olivia@' }, 'email'],
    ['a phone number from elsewhere', { phone: '+1 555 123 4567' }, 'phone'],
    ['a one-letter suburb', { suburb: 'N' }, 'suburb'],
    ['an unknown state', { state: 'XYZ' }, 'state'],
    ['a 3-digit postcode', { postcode: '204' }, 'postcode'],
  ])('refuses %s', (_case, overrides, field) => {
    expect(Object.keys(errorsOf(homeowner(overrides)))).toEqual([field]);
  });

  it.each([
    ['an ABN of 10 digits', { abn: '5182475355' }, 'abn'],
    ['an ABN with letters', { abn: '51 824 753 55A' }, 'abn'],
    ['a two-character licence', { licenceNumber: 'EL' }, 'licenceNumber'],
    ['a licence with symbols', { licenceNumber: 'EL#123' }, 'licenceNumber'],
    [
      'more than 10 trades',
      { categories: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'categories',
    ],
    ['a radius of 0', { serviceRadiusKm: '0' }, 'serviceRadiusKm'],
    ['a radius over 500', { serviceRadiusKm: '501' }, 'serviceRadiusKm'],
    ['a fractional radius', { serviceRadiusKm: '2.5' }, 'serviceRadiusKm'],
  ])('refuses a tradie with %s', (_case, overrides, field) => {
    expect(Object.keys(errorsOf(tradie(overrides)))).toEqual([field]);
  });

  it('leaves the ABN check digits to the API (11 digits pass here)', () => {
    expect(errorsOf(tradie({ abn: '11111111111' }))).toEqual({});
  });
});

describe('loginSchema and resetPasswordSchema', () => {
  it('trims the login email and keeps the password as typed', () => {
    expect(loginSchema.parse({ email: ' a@example.com ', password: ' pass ' })).toEqual({
      email: 'a@example.com',
      password: ' pass ',
    });
    expect(loginSchema.safeParse({ email: 'a@example.com', password: '' }).success).toBe(false);
  });

  it('wants matching new passwords', () => {
    const result = resetPasswordSchema.safeParse({
      password: 'Brand-new-42',
      confirm: 'Brand-new-43',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['confirm'], 'The passwords don’t match.'],
    ]);
  });
});
