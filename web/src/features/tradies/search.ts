// Plain validators, not zod: route search validation sits in the entry chunk (see
// features/auth/search.ts).
type Search = Record<string, unknown>;

export const RADIUS_OPTIONS = [5, 10, 25, 50, 100] as const;
export const SORTS = ['rating', 'reviews', 'distance'] as const;
export type DirectorySort = (typeof SORTS)[number];

export interface DirectorySearch {
  trade?: string;
  postcode?: string;
  radius?: number;
  minRating?: number;
  sort?: DirectorySort;
  page?: number;
}

/** /dashboard/find-tradie?trade=&postcode=&radius=&minRating=&sort=&page= — bad values dropped. */
export function directorySearchSchema(search: Search): DirectorySearch {
  const out: DirectorySearch = {};
  if (typeof search.trade === 'string' && /^[a-z_-]{2,40}$/.test(search.trade)) {
    out.trade = search.trade;
  }
  const postcode = typeof search.postcode === 'number' ? String(search.postcode) : search.postcode;
  if (typeof postcode === 'string' && /^\d{4}$/.test(postcode)) out.postcode = postcode;
  const radius = Number(search.radius);
  if (Number.isInteger(radius) && radius >= 1 && radius <= 500) out.radius = radius;
  const minRating = Number(search.minRating);
  if (Number.isInteger(minRating) && minRating >= 1 && minRating <= 5) out.minRating = minRating;
  const sort = SORTS.find((s) => s === search.sort);
  if (sort) out.sort = sort;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 1000) out.page = page;
  return out;
}
