import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';

// Any signed-in tradie (payment routes); the dashboard adds _verified below.
export const Route = createFileRoute('/_authenticated/_tradie')({
  beforeLoad: ({ context }) => requireRole(context.user, 'tradie'),
});
