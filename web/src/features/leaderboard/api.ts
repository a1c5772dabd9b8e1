import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { leaderboardKeys } from './keys';

/** GET /api/leaderboard — this week's standings, my place, last week's winners, the rules. */
export function leaderboardQueryOptions() {
  return queryOptions({
    queryKey: leaderboardKeys.all,
    queryFn: () => unwrap(api.GET('/api/leaderboard')),
  });
}
