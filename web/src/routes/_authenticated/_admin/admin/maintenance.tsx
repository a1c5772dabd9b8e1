import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '@/features/admin/MaintenancePage';

export const Route = createFileRoute('/_authenticated/_admin/admin/maintenance')({
  component: MaintenancePage,
});
