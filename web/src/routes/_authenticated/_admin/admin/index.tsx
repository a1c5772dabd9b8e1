import { createFileRoute } from '@tanstack/react-router';
import { AdminHomePage } from '@/features/admin/AdminHomePage';

export const Route = createFileRoute('/_authenticated/_admin/admin/')({
  component: AdminHomePage,
});
