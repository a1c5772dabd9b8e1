import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Maintenance } from '@/shared/api/types';
import { Container } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { maintenanceQueryOptions } from './queries';
import { useSession } from '../auth/queries';

/** Pages that stay reachable during maintenance: signing in (admins) and unsubscribing. */
const OPEN_PATHS = ['/login', '/unsubscribe'];

const until = (state: Maintenance) =>
  state.endsAt
    ? ` We expect to be back by ${new Date(state.endsAt).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' })}.`
    : '';

function MaintenanceScreen({ state }: { state: Maintenance }) {
  return (
    <Container narrow className="py-16">
      <Seo title="Down for maintenance" />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
        Tradiehub is down for maintenance
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
        {state.message || 'We are making some improvements.'}
        {until(state)}
      </p>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        Nothing you saved is lost. This page checks again by itself every few seconds.
      </p>
      <p className="mt-8 text-sm">
        <Link to="/login" className="underline">
          Staff sign-in
        </Link>
      </p>
    </Container>
  );
}

/**
 * While maintenance mode is on, visitors and non-admins see the maintenance page instead of
 * the app; admins keep working under a banner. The state is re-read every 10 seconds.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { data } = useQuery(maintenanceQueryOptions());
  const { session } = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!data?.enabled) return children;
  const isAdmin = session.kind === 'user' && session.user.type === 'admin';
  if (isAdmin) {
    return (
      <>
        <div
          role="status"
          className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
        >
          Maintenance mode is on: visitors see the maintenance page.{' '}
          <Link to="/admin/maintenance" className="underline">
            Manage
          </Link>
        </div>
        {children}
      </>
    );
  }
  if (OPEN_PATHS.some((p) => pathname.startsWith(p))) return children;
  return <MaintenanceScreen state={data} />;
}
