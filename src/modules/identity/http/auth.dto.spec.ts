import { BadRequestException } from '@nestjs/common';
import { createValidationPipe } from '#shared/infra/http/validation.js';
import { RegisterDto } from './auth.dto.js';

const pipe = createValidationPipe();

const homeowner = {
  email: 'sarah@example.com',
  password: 'Harbour-bridge-42',
  firstName: 'Sarah',
  lastName: 'Nguyen',
  type: 'homeowner',
};
const tradie = {
  ...homeowner,
  type: 'tradie',
  businessName: 'Nguyen Plumbing',
  abn: '51 824 753 556',
  licenceNumber: 'PL123456',
  licenceState: 'NSW',
  categories: ['plumbing'],
  servicePostcode: '2000',
  serviceRadiusKm: 25,
};

async function refusal(body: object): Promise<string | null> {
  try {
    await pipe.transform(body, { type: 'body', metatype: RegisterDto });
    return null;
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    return (error.getResponse() as { message: string }).message;
  }
}

describe('RegisterDto', () => {
  it('takes a homeowner without the business fields and a tradie with them', async () => {
    expect(await refusal(homeowner)).toBeNull();
    expect(await refusal(tradie)).toBeNull();
  });

  it.each([
    ['businessName', 'Nguyen Plumbing'],
    ['businessName', 12345],
    ['abn', { $gt: '' }],
    ['categories', 'not-a-list'],
    ['serviceRadiusKm', true],
    ['serviceRadiusKm', null],
    ['licenceState', 'NSW'],
  ])('refuses a homeowner’s %s (%j), naming it', async (field, value) => {
    expect(await refusal({ ...homeowner, [field]: value })).toMatch(
      new RegExp(`^${field}: is for tradies only`),
    );
  });

  it.each([
    ['"25"', '25'],
    ['true', true],
  ])('refuses a tradie’s serviceRadiusKm of %s: no implicit conversion', async (_label, value) => {
    expect(await refusal({ ...tradie, serviceRadiusKm: value })).toMatch(/^serviceRadiusKm: /);
  });

  it('still requires the business fields of a tradie', async () => {
    const { businessName: _omitted, ...withoutName } = tradie;
    expect(await refusal(withoutName)).toBe('businessName: is required');
  });
});
