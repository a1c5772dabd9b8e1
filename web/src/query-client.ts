import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ANONYMOUS, sessionQueryKey, storeSession, type Session } from './features/auth/session';
import { isApiError } from './shared/api/errors';

/**
 * One QueryClient for the app. A 401 from any call means the session ended (expired cookie,
 * logged out in another tab); a 403 AUTH.BANNED means the account was suspended: the cached
 * session follows, so the header and the route guards see it.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (!isApiError(error)) return;
    let next: Session | null = null;
    if (error.status === 401) next = ANONYMOUS;
    if (error.status === 403 && error.code === 'AUTH.BANNED') next = { kind: 'banned' };
    const current = client.getQueryData<Session>(sessionQueryKey);
    if (next && current?.kind === 'user') storeSession(client, next);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not fix themselves; retry only network and server failures.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
  return client;
}
