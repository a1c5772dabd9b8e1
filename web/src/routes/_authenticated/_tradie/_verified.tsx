import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireVerifiedTradie } from '@/features/auth/guards';
import { ownIdDocumentQueryOptions } from '@/features/id-documents/api';

// Pending or rejected tradies, and approved ones past their ID document deadline, see
// /pending-verification instead of the dashboard.
export const Route = createFileRoute('/_authenticated/_tradie/_verified')({
  beforeLoad: async ({ context }) => {
    requireVerifiedTradie(context.user);
    const own = await context.queryClient
      .ensureQueryData(ownIdDocumentQueryOptions())
      .catch(() => null);
    if (own?.overdue) throw redirect({ to: '/pending-verification' });
  },
});
