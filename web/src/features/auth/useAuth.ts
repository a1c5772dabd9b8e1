import { useRouteContext } from '@tanstack/react-router';
import type { Auth } from './session';

/** The router context's auth (record a session after login/register). */
export function useAuth(): Auth {
  return useRouteContext({ from: '__root__', select: (context) => context.auth });
}
