import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/** The landing carousel's cards: GET /api/jobs/recent?limit= */
export function recentJobsQueryOptions(limit = 9) {
  return queryOptions({
    queryKey: ['jobs', 'recent', limit],
    queryFn: () => unwrap(api.GET('/api/jobs/recent', { params: { query: { limit } } })),
  });
}

/** Open, unassigned jobs, newest first (at most 6): GET /api/jobs/open */
export function openJobsQueryOptions() {
  return queryOptions({
    queryKey: ['jobs', 'open'],
    queryFn: () => unwrap(api.GET('/api/jobs/open')),
  });
}
