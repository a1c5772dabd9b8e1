import type { QueryClient } from '@tanstack/react-query';
import { createRouter, defaultStringifySearch, type RouterHistory } from '@tanstack/react-router';
import { createAuth } from './features/auth/session';
import { LoadingPlaceholder } from './features/shell/LoadingPlaceholder';
import { NotFoundPage } from './features/shell/NotFoundPage';
import { RouteErrorPage } from './features/shell/RouteErrorPage';
import { routeTree } from './routeTree.gen';
import { IS_SERVER } from './shared/config/ssr';

/** Query strings keep '/' readable: /login?redirect=/dashboard/post-job. */
function stringifySearch(search: Record<string, unknown>): string {
  return defaultStringifySearch(search).replace(/%2F/gi, '/');
}

/** `history` is the browser's unless given (the server renders with a memory history). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { auth: createAuth(queryClient), queryClient },
    stringifySearch,
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoadingPlaceholder,
    defaultPendingMs: 200,
    defaultPendingMinMs: 200,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: () => <NotFoundPage />,
    // The browser restores scroll positions; the server renders no restoration script (the
    // CSP would refuse the inline script anyway).
    scrollRestoration: !IS_SERVER,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
