import { createFileRoute } from '@tanstack/react-router';
import { HomeownerNotificationsScreen } from '@/features/notifications/NotificationsPage';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/notifications')({
  component: HomeownerNotificationsScreen,
});
