import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { maintenanceKeys } from './keys';

// On its own: every page's layout checks maintenance mode, so this module is in every page's
// first load, and nothing else should come with it (the admin's queries, the news choice).

/** Public: every visitor's SPA checks it (and re-checks every 10 s). */
export function maintenanceQueryOptions() {
  return queryOptions({
    queryKey: maintenanceKeys.state,
    queryFn: () => unwrap(api.GET('/api/maintenance')),
    staleTime: 5_000,
    refetchInterval: 10_000,
  });
}
