import { createFileRoute } from '@tanstack/react-router';
import { TradieNotificationsPage } from '@/features/dashboard/TradiePages';

export const Route = createFileRoute(
  '/_authenticated/_tradie/_verified/dashboard/tradie/notifications',
)({
  component: TradieNotificationsPage,
});
