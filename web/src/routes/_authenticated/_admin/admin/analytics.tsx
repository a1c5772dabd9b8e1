import { createFileRoute } from '@tanstack/react-router';
import { AdminAnalyticsPage } from '@/features/admin/AdminPlaceholderPages';

export const Route = createFileRoute('/_authenticated/_admin/admin/analytics')({
  component: AdminAnalyticsPage,
});
