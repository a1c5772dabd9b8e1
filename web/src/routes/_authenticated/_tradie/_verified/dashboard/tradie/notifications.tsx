import { createFileRoute } from '@tanstack/react-router';
import { TradieNotificationsScreen } from '@/features/notifications/NotificationsPage';

export const Route = createFileRoute(
  '/_authenticated/_tradie/_verified/dashboard/tradie/notifications',
)({
  component: TradieNotificationsScreen,
});
