import { Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useSession } from '../auth/queries';
import { useLogout } from '../auth/useLogout';
import { EarlyAccessBanner } from './EarlyAccessBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingPlaceholder } from './LoadingPlaceholder';

/** The shared layout (spec § 2): banner, header, main content, footer. */
export function AppLayout() {
  const { session } = useSession();
  const { logOut, loggingOut } = useLogout();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <EarlyAccessBanner />
      <Header
        user={session.kind === 'user' ? session.user : null}
        onLogout={() => void logOut()}
        loggingOut={loggingOut}
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<LoadingPlaceholder />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
