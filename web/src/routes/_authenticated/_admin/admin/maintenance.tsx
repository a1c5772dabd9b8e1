import { createFileRoute } from '@tanstack/react-router';
import { AdminMaintenancePage } from '@/features/admin/AdminPlaceholderPages';

export const Route = createFileRoute('/_authenticated/_admin/admin/maintenance')({
  component: AdminMaintenancePage,
});
