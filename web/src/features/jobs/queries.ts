import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { jobKeys } from './keys';

/** The landing carousel's cards: GET /api/jobs/recent?limit= */
export function recentJobsQueryOptions(limit = 9) {
  return queryOptions({
    queryKey: jobKeys.recentOf(limit),
    queryFn: () => unwrap(api.GET('/api/jobs/recent', { params: { query: { limit } } })),
  });
}

/** Open, unassigned jobs, newest first (at most 6): GET /api/jobs/open */
export function openJobsQueryOptions() {
  return queryOptions({
    queryKey: jobKeys.open,
    queryFn: () => unwrap(api.GET('/api/jobs/open')),
  });
}
