import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '@/features/admin/AnalyticsPage';

export const Route = createFileRoute('/_authenticated/_admin/admin/analytics')({
  component: AnalyticsPage,
});
