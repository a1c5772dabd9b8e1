import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSession } from '../auth/queries';
import { useLogout } from '../auth/useLogout';
import { MaintenanceGate } from '../maintenance/MaintenanceGate';
import { EarlyAccessBanner } from './EarlyAccessBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingPlaceholder } from './LoadingPlaceholder';

// Signed-in only, with the messaging and notification queries behind it: visitors never load it.
const HeaderBadges = lazy(() =>
  import('../notifications/HeaderBadges').then((m) => ({ default: m.HeaderBadges })),
);
// Signed-in only too: the realtime connection and the lists it refreshes.
const RealtimeConnection = lazy(() =>
  import('../realtime/useRealtimeConnection').then((m) => ({ default: m.RealtimeConnection })),
);

/** The shared layout (marketplace spec, § 2): banner, header, main content, footer. */
export function AppLayout() {
  const { session } = useSession();
  const { logOut, loggingOut } = useLogout();
  const user = session.kind === 'user' ? session.user : null;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {user ? (
        <Suspense fallback={null}>
          <RealtimeConnection user={user} />
        </Suspense>
      ) : null}
      <EarlyAccessBanner />
      <Header
        user={user}
        onLogout={() => void logOut()}
        loggingOut={loggingOut}
        renderBadges={
          user
            ? (onNavigate) => (
                <Suspense fallback={null}>
                  <HeaderBadges user={user} onNavigate={onNavigate} />
                </Suspense>
              )
            : undefined
        }
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <MaintenanceGate>
          <Suspense fallback={<LoadingPlaceholder />}>
            <Outlet />
          </Suspense>
        </MaintenanceGate>
      </main>
      <Footer />
    </div>
  );
}
