import type { AuState } from '#shared/domain/australia.js';
import type { GeoPoint } from '#shared/domain/geo.js';
import type { DirectoryQuery, TradieDirectory } from '#modules/profiles/domain/ports.js';

export interface SeedTradie {
  businessName: string;
  categories: string[];
  servicePostcode: string;
  serviceRadiusKm: number;
  licenceState?: AuState;
  /** Stars of their reviews (each on a completed job). */
  ratings?: number[];
  hasLogo?: boolean;
  /** Approved (listed) unless said. */
  status?: 'approved' | 'pending' | 'banned';
}

export interface TradieDirectorySubject {
  directory: TradieDirectory;
  /** A tradie as described (an account, jobs and reviews on the real side). */
  tradie: (tradie: SeedTradie) => Promise<string>;
  /** Where a postcode is, as the service finds the search's origin. */
  locate: (postcode: string) => Promise<GeoPoint>;
}

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

/**
 * The find-a-tradie page and the sitemap: listed tradies only, filters, sorting, paging and
 * distance from a searched postcode. Other tradies may be listed too (a shared database): each
 * case looks at its own among the results.
 */
export function tradieDirectoryContract(name: string, make: () => Promise<TradieDirectorySubject>) {
  describe(`TradieDirectory contract: ${name}`, () => {
    let s: TradieDirectorySubject;
    beforeEach(async () => {
      s = await make();
    });

    const query = (over: Partial<DirectoryQuery> = {}): DirectoryQuery => ({
      radiusKm: 20,
      sort: 'rating',
      page: 1,
      pageSize: 100,
      ...over,
    });

    /** Three listed glaziers in Melbourne and Perth, and two who are not listed. */
    async function glaziers() {
      const t = unique();
      const base = { categories: ['glazing'], licenceState: 'VIC' as const };
      const ids = {
        top: await s.tradie({
          ...base,
          businessName: `Top${t}`,
          servicePostcode: '3000',
          serviceRadiusKm: 10,
          ratings: [5, 5],
          hasLogo: true,
        }),
        busy: await s.tradie({
          ...base,
          categories: ['glazing', 'tiling'],
          businessName: `Busy${t}`,
          servicePostcode: '3065',
          serviceRadiusKm: 5,
          ratings: [4, 4, 3],
        }),
        west: await s.tradie({
          ...base,
          businessName: `West${t}`,
          servicePostcode: '6000',
          serviceRadiusKm: 50,
          licenceState: 'WA',
        }),
        pending: await s.tradie({
          ...base,
          businessName: `Pending${t}`,
          servicePostcode: '3000',
          serviceRadiusKm: 10,
          status: 'pending',
        }),
        banned: await s.tradie({
          ...base,
          businessName: `Banned${t}`,
          servicePostcode: '3000',
          serviceRadiusKm: 10,
          status: 'banned',
        }),
      };
      const names = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
      /** The keys of ours among a search's items, in their order. */
      const ours = (items: { id: string }[]) =>
        items.flatMap((item) => (names.has(item.id) ? [names.get(item.id)!] : []));
      return { ids, ours, t };
    }

    it('finds listed tradies only, with their rating, review count and logo', async () => {
      const { ids, ours, t } = await glaziers();
      const { items, total } = await s.directory.search(query({ trade: 'glazing' }), null);
      expect(ours(items)).toEqual(['top', 'busy', 'west']);
      expect(total).toBeGreaterThanOrEqual(3);
      expect(items.find((i) => i.id === ids.busy)).toEqual({
        id: ids.busy,
        businessName: `Busy${t}`,
        categories: ['glazing', 'tiling'],
        servicePostcode: '3065',
        serviceRadiusKm: 5,
        licenceState: 'VIC',
        averageRating: 3.7,
        reviewCount: 3,
        hasLogo: false,
        distanceKm: null,
      });
      expect(items.find((i) => i.id === ids.top)).toMatchObject({
        averageRating: 5,
        reviewCount: 2,
        hasLogo: true,
      });
      expect(items.find((i) => i.id === ids.west)).toMatchObject({
        averageRating: null,
        reviewCount: 0,
      });
    });

    it('sorts by rating or by number of reviews; filters by trade and minimum rating', async () => {
      const { ours } = await glaziers();
      const search = async (over: Partial<DirectoryQuery>) =>
        ours((await s.directory.search(query(over), null)).items);
      expect(await search({ trade: 'glazing', sort: 'reviews' })).toEqual(['busy', 'top', 'west']);
      expect(await search({ trade: 'tiling' })).toEqual(['busy']);
      expect(await search({ trade: 'glazing', minRating: 4 })).toEqual(['top']);
    });

    it('from a postcode: near enough (within the radius or inside their own area), by distance', async () => {
      const { ids, ours } = await glaziers();
      const melbourne = await s.locate('3000');
      const near = await s.directory.search(
        query({ trade: 'glazing', sort: 'distance', radiusKm: 20 }),
        melbourne,
      );
      expect(ours(near.items)).toEqual(['top', 'busy']);
      const top = near.items.find((i) => i.id === ids.top)!;
      const busy = near.items.find((i) => i.id === ids.busy)!;
      expect(top.distanceKm).toBeLessThan(1);
      expect(busy.distanceKm).toBeGreaterThan(1);
      expect(busy.distanceKm).toBeLessThan(5);
      // 1 km from the city: Busy's own 5 km still reaches it.
      const tight = await s.directory.search(query({ trade: 'glazing', radiusKm: 1 }), melbourne);
      expect(ours(tight.items)).toEqual(['top', 'busy']);
      const perth = await s.directory.search(
        query({ trade: 'glazing', radiusKm: 20 }),
        await s.locate('6000'),
      );
      expect(ours(perth.items)).toEqual(['west']);
    });

    it('pages the results: the same total, a page at a time', async () => {
      await glaziers();
      const page = (p: number) =>
        s.directory.search(query({ trade: 'glazing', pageSize: 1, page: p }), null);
      const [first, second, all] = [
        await page(1),
        await page(2),
        await s.directory.search(query({ trade: 'glazing' }), null),
      ];
      expect(first.items).toHaveLength(1);
      expect(second.items).toHaveLength(1);
      expect([first.total, second.total]).toEqual([all.total, all.total]);
      expect([first.items[0].id, second.items[0].id]).toEqual(
        all.items.slice(0, 2).map((i) => i.id),
      );
    });

    it('lists the listed tradies’ ids a page at a time, in a stable order', async () => {
      const { ids } = await glaziers();
      const { ids: every, total } = await s.directory.listedIds(0, 100_000);
      expect(every).toEqual(expect.arrayContaining([ids.top, ids.busy, ids.west]));
      expect(every).not.toContain(ids.pending);
      expect(every).not.toContain(ids.banned);
      expect(total).toBe(every.length);
      const [a, b] = [await s.directory.listedIds(0, 2), await s.directory.listedIds(2, 2)];
      expect([...a.ids, ...b.ids]).toEqual(every.slice(0, 4));
      expect(await s.directory.listedIds(total, 10)).toEqual({ ids: [], total });
    });
  });
}
