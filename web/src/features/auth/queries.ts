import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions, type Session } from './session';

/** The session for rendering; while loading or on a network error the header shows logged out. */
export function useSession(): { session: Session; isPending: boolean } {
  const query = useQuery(sessionQueryOptions());
  return {
    session: query.data ?? { kind: 'anonymous', confirmed: false },
    isPending: query.isPending,
  };
}
