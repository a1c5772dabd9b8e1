import { useRouteContext } from '@tanstack/react-router';
import type { User } from '@/shared/api/types';
import { useSession } from './queries';

/** The signed-in user on routes under _authenticated (kept fresh from the session cache). */
export function useCurrentUser(): User {
  const guarded = useRouteContext({ from: '/_authenticated', select: (context) => context.user });
  const { session } = useSession();
  return session.kind === 'user' && session.user.id === guarded.id ? session.user : guarded;
}
