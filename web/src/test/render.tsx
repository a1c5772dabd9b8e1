import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createAuth } from '@/features/auth/session';
import type { RouterContext } from '@/router-context';

/** A QueryClient for one test: no retries, no caching between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders `ui` as the page of a router (memory history at `path`) with the app's providers,
 * so links, router context and queries work; resolves once the page is on screen.
 */
export async function renderPage(
  ui: ReactNode,
  {
    path = '/',
    queryClient = testQueryClient(),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: () => <div data-testid="page">{ui}</div>,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, auth: createAuth(queryClient) },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId('page');
  return { ...result, router, queryClient };
}

/** A user for Testing Library's user-event, typing without delays between keys. */
export function testUser() {
  return userEvent.setup({ delay: null });
}

/**
 * Fills a text field the quick way: clear it (which focuses it), then paste the text: one
 * input event instead of one per character.
 */
export async function fill(user: ReturnType<typeof testUser>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}
