import { createFileRoute } from '@tanstack/react-router';
import { AdminBulkEmailPage } from '@/features/admin/AdminPlaceholderPages';

export const Route = createFileRoute('/_authenticated/_admin/admin/bulk-email')({
  component: AdminBulkEmailPage,
});
