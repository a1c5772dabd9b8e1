import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { DirectorySearch } from './search';
import { tradieKeys } from './keys';

/** GET /api/tradies/:id/profile — the public profile with reviews. */
export function tradieProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: tradieKeys.profile(id),
    queryFn: () => unwrap(api.GET('/api/tradies/{id}/profile', { params: { path: { id } } })),
  });
}

/** GET /api/tradies — approved tradies by trade, postcode and radius, rating; 12 a page. */
export function directoryQueryOptions(search: DirectorySearch) {
  return queryOptions({
    queryKey: tradieKeys.directory(search),
    queryFn: () =>
      unwrap(
        api.GET('/api/tradies', {
          params: {
            query: {
              trade: search.trade,
              postcode: search.postcode,
              radiusKm: search.postcode ? (search.radius ?? 25) : undefined,
              minRating: search.minRating,
              sort: search.sort,
              page: search.page,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
