import { InMemoryPostcodeDirectory } from '#test/fakes/postcodes.fake.js';
import { knownPostcodeOrThrow } from './known-postcode.js';

describe('knownPostcodeOrThrow', () => {
  const postcodes = new InMemoryPostcodeDirectory();

  it('lets a postcode of the dataset through', async () => {
    await expect(knownPostcodeOrThrow(postcodes, '3065', 'servicePostcode')).resolves.toBe(
      undefined,
    );
  });

  it('refuses one the dataset does not hold, naming the field', async () => {
    await expect(knownPostcodeOrThrow(postcodes, '0999', 'postcode')).rejects.toMatchObject({
      code: 'AUTH.UNKNOWN_POSTCODE',
      field: 'postcode',
    });
    await expect(knownPostcodeOrThrow(postcodes, '0999', 'servicePostcode')).rejects.toMatchObject({
      field: 'servicePostcode',
    });
  });
});
