import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { maintenanceKeys } from './keys';

/** The person's choice of news emails (their profile), and the emailed unsubscribe link. */
export function newsPreferenceQueryOptions() {
  return queryOptions({
    queryKey: maintenanceKeys.news,
    queryFn: () => unwrap(api.GET('/api/me/news')),
  });
}

export async function setNewsPreference(subscribed: boolean) {
  return unwrap(api.PUT('/api/me/news', { body: { subscribed } }));
}

export async function unsubscribe(token: string): Promise<void> {
  await unwrap(api.POST('/api/email/unsubscribe', { params: { query: { token } } }));
}
