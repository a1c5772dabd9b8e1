import { createFileRoute } from '@tanstack/react-router';
import { HomeownerNotificationsPage } from '@/features/dashboard/HomeownerPages';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/notifications')({
  component: HomeownerNotificationsPage,
});
