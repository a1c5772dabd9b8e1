import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/** GET /api/tradies/:id/profile — the public profile with reviews. */
export function tradieProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['tradies', id, 'profile'],
    queryFn: () => unwrap(api.GET('/api/tradies/{id}/profile', { params: { path: { id } } })),
  });
}
