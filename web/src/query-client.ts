import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import {
  sessionAfterError,
  sessionQueryKey,
  storeSession,
  type Session,
} from './features/auth/session';
import { isApiError } from './shared/api/errors';

/**
 * One QueryClient for the app. A refusal that ends the session (AUTH.UNAUTHENTICATED: expired
 * cookie, logged out in another tab) or says the account was suspended (AUTH.BANNED) updates
 * the cached session, so the header and the route guards see it.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    const next = sessionAfterError(error);
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
