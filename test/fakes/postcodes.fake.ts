import { PostcodeDirectory, type PostcodeLocation } from '#shared/domain/geo.js';

/** Centres of the postcodes the specs' fixtures use (close to the real dataset's). */
const KNOWN: readonly PostcodeLocation[] = [
  { postcode: '2000', state: 'NSW', lat: -33.87, lng: 151.21 },
  { postcode: '2010', state: 'NSW', lat: -33.88, lng: 151.22 },
  { postcode: '2042', state: 'NSW', lat: -33.9, lng: 151.18 },
  { postcode: '3000', state: 'VIC', lat: -37.81, lng: 144.96 },
  { postcode: '3065', state: 'VIC', lat: -37.8, lng: 144.98 },
  { postcode: '4000', state: 'QLD', lat: -27.47, lng: 153.02 },
  { postcode: '5045', state: 'SA', lat: -34.98, lng: 138.52 },
  { postcode: '6000', state: 'WA', lat: -31.95, lng: 115.86 },
];

/** A postcode dataset in memory: these few postcodes, or the ones given; any other is unknown. */
export class InMemoryPostcodeDirectory extends PostcodeDirectory {
  private readonly byPostcode: Map<string, PostcodeLocation>;

  constructor(known: readonly PostcodeLocation[] = KNOWN) {
    super();
    this.byPostcode = new Map(known.map((p) => [p.postcode, p]));
  }

  async locate(postcode: string): Promise<PostcodeLocation | null> {
    return this.byPostcode.get(postcode) ?? null;
  }
}
