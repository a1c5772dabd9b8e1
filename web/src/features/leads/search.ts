// Plain validators, not zod: route search validation sits in the entry chunk (see
// features/auth/search.ts).
import type { FeedFilters } from '@/shared/api/types';

type Search = Record<string, unknown>;

export const DISTANCE_OPTIONS = [10, 25, 50, 100] as const;

export interface FeedSearch {
  category?: string;
  state?: string;
  distance?: number;
  emergency?: boolean;
}

/** /dashboard/tradie/find-jobs?category=&state=&distance=&emergency= — bad values are dropped. */
export function feedSearchSchema(search: Search): FeedSearch {
  const out: FeedSearch = {};
  if (typeof search.category === 'string' && search.category) out.category = search.category;
  if (typeof search.state === 'string' && search.state) out.state = search.state;
  const distance = Number(search.distance);
  if (Number.isInteger(distance) && distance > 0 && distance <= 500) out.distance = distance;
  if (search.emergency === true || search.emergency === 'true') out.emergency = true;
  return out;
}

export function toFeedFilters(search: FeedSearch): FeedFilters {
  return {
    category: search.category,
    state: search.state,
    distanceKm: search.distance,
    emergency: search.emergency || undefined,
  };
}
