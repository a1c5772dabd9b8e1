import { createFileRoute } from '@tanstack/react-router';
import { BulkEmailPage } from '@/features/admin/BulkEmailPage';

export const Route = createFileRoute('/_authenticated/_admin/admin/bulk-email')({
  component: BulkEmailPage,
});
