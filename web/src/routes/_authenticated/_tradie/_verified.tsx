import { createFileRoute } from '@tanstack/react-router';
import { requireVerifiedTradie } from '@/features/auth/guards';

// Pending or rejected tradies see /pending-verification instead of the dashboard.
export const Route = createFileRoute('/_authenticated/_tradie/_verified')({
  beforeLoad: ({ context }) => requireVerifiedTradie(context.user),
});
