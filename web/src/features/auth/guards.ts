import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { User, UserType } from '@/shared/api/types';
import type { RouterContext } from '@/router-context';

/**
 * Route guards for beforeLoad. They throw TanStack redirects:
 * anonymous → /login?redirect=<path>, banned → /banned, wrong role → /unauthorized,
 * unverified tradie → /pending-verification.
 */
export async function requireSignedIn({
  context,
  location,
}: {
  context: RouterContext;
  location: ParsedLocation;
}): Promise<{ user: User }> {
  const session = await context.auth.ensureSession();
  if (session.kind === 'banned') throw redirect({ to: '/banned' });
  if (session.kind === 'anonymous') {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
  if (session.user.status === 'banned') throw redirect({ to: '/banned' });
  return { user: session.user };
}

export function requireRole(user: User, role: UserType): void {
  if (user.type !== role) throw redirect({ to: '/unauthorized' });
}

export function requireVerifiedTradie(user: User): void {
  if (user.status === 'pending' || user.status === 'rejected') {
    throw redirect({ to: '/pending-verification' });
  }
}
