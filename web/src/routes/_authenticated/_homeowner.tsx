import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';

export const Route = createFileRoute('/_authenticated/_homeowner')({
  beforeLoad: ({ context }) => requireRole(context.user, 'homeowner'),
});
