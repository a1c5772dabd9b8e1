import type { PostcodeDirectory } from '#shared/domain/geo.js';

/**
 * Where a postcode is: posting a job, the tradie feed and buying all measure distances from
 * these centres, and refuse a postcode that is not in the dataset.
 */
export function postcodeDirectoryContract(name: string, make: () => PostcodeDirectory) {
  describe(`PostcodeDirectory contract: ${name}`, () => {
    let postcodes: PostcodeDirectory;
    beforeEach(() => {
      postcodes = make();
    });

    it.each([
      ['2000', 'NSW', -33.87, 151.21],
      ['3000', 'VIC', -37.81, 144.96],
      ['6000', 'WA', -31.95, 115.86],
    ])('locates %s in %s near its centre', async (postcode, state, lat, lng) => {
      const found = await postcodes.locate(postcode);
      expect(found).toMatchObject({ postcode, state });
      // Within about 5 km of the centre the fixtures use.
      expect(Math.abs(found!.lat - lat)).toBeLessThan(0.05);
      expect(Math.abs(found!.lng - lng)).toBeLessThan(0.05);
      expect(await postcodes.locate(postcode)).toEqual(found);
    });

    it.each(['0000', '20000', '200', 'abcd', ''])(
      'answers null for %p, which is no known postcode',
      async (postcode) => {
        expect(await postcodes.locate(postcode)).toBeNull();
      },
    );
  });
}
