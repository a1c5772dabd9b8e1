import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout } from '@/features/shell/AppLayout';
import { NotFoundPage } from '@/features/shell/NotFoundPage';
import { RouteErrorPage } from '@/features/shell/RouteErrorPage';
import type { RouterContext } from '@/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  errorComponent: RouteErrorPage,
  notFoundComponent: () => <NotFoundPage />,
});
