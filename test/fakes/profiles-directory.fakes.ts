import type { AuState } from '#shared/domain/australia.js';
import { distanceKm, type GeoPoint, type PostcodeDirectory } from '#shared/domain/geo.js';
import {
  type DirectoryEntry,
  type DirectoryQuery,
  type DirectorySort,
  TradieDirectory,
} from '#modules/profiles/domain/ports.js';

/** A tradie as the directory finds them: listed (approved, not banned) or not, with ratings. */
export interface DirectoryTradie {
  id: string;
  businessName: string;
  categories: string[];
  servicePostcode: string;
  serviceRadiusKm: number;
  licenceState: AuState;
  hasLogo: boolean;
  listed: boolean;
  /** Stars of the tradie's reviews. */
  ratings: number[];
}

type Found = DirectoryEntry & { rawRating: number | null; rawDistance: number | null };

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Compares nulls last, then by value (ascending, or descending when `desc`). */
const nullsLast = (a: number | null, b: number | null, desc: boolean) => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return desc ? b - a : a - b;
};

const ORDER: Record<DirectorySort, (a: Found, b: Found) => number> = {
  rating: (a, b) => nullsLast(a.rawRating, b.rawRating, true) || b.reviewCount - a.reviewCount,
  reviews: (a, b) => b.reviewCount - a.reviewCount || nullsLast(a.rawRating, b.rawRating, true),
  distance: (a, b) =>
    nullsLast(a.rawDistance, b.rawDistance, false) || nullsLast(a.rawRating, b.rawRating, true),
};

/**
 * The find-a-tradie search and the sitemap over seeded tradies, with the SQL's rules: listed
 * tradies only, trade and minimum rating filters, near enough (within the searched radius or
 * inside the tradie's own area), sorted then by business name and id. `origins` notes each
 * search's origin.
 */
export class MemoryTradieDirectory extends TradieDirectory {
  readonly origins: (GeoPoint | null)[] = [];
  private readonly tradies = new Map<string, DirectoryTradie>();

  constructor(private readonly postcodes: PostcodeDirectory) {
    super();
  }

  add(tradie: DirectoryTradie): void {
    this.tradies.set(tradie.id, structuredClone(tradie));
  }

  async search(query: DirectoryQuery, origin: GeoPoint | null) {
    this.origins.push(origin);
    const found: Found[] = [];
    for (const t of this.tradies.values()) {
      if (!t.listed || (query.trade && !t.categories.includes(query.trade))) continue;
      const rating = t.ratings.length ? t.ratings.reduce((a, b) => a + b) / t.ratings.length : null;
      if (query.minRating !== undefined && (rating === null || rating < query.minRating)) continue;
      const base = origin ? await this.postcodes.locate(t.servicePostcode) : null;
      const distance = origin && base ? distanceKm(origin, base) : null;
      if (origin && (distance === null || distance > Math.max(query.radiusKm, t.serviceRadiusKm)))
        continue;
      found.push({
        id: t.id,
        businessName: t.businessName,
        categories: [...t.categories],
        servicePostcode: t.servicePostcode,
        serviceRadiusKm: t.serviceRadiusKm,
        licenceState: t.licenceState,
        hasLogo: t.hasLogo,
        averageRating: rating === null ? null : round1(rating),
        reviewCount: t.ratings.length,
        distanceKm: distance === null ? null : round1(distance),
        rawRating: rating,
        rawDistance: distance,
      });
    }
    found.sort(
      (a, b) =>
        ORDER[query.sort](a, b) ||
        a.businessName.localeCompare(b.businessName) ||
        a.id.localeCompare(b.id),
    );
    const start = (query.page - 1) * query.pageSize;
    return {
      total: found.length,
      items: found
        .slice(start, start + query.pageSize)
        .map(({ rawRating: _r, rawDistance: _d, ...entry }) => entry),
    };
  }

  async listedIds(offset: number, limit: number) {
    const ids = [...this.tradies.values()]
      .filter((t) => t.listed)
      .map((t) => t.id)
      .sort();
    return { ids: ids.slice(offset, offset + limit), total: ids.length };
  }
}
