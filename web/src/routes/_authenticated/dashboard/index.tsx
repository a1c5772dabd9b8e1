import { createFileRoute, redirect } from '@tanstack/react-router';
import { HomeownerHomePage } from '@/features/dashboard/HomeownerHomePage';

// /dashboard is the homeowner's; tradies go to their own dashboard, admins to theirs
// (marketplace spec, § 2).
export const Route = createFileRoute('/_authenticated/dashboard/')({
  beforeLoad: ({ context }) => {
    if (context.user.type === 'tradie') throw redirect({ to: '/dashboard/tradie' });
    if (context.user.type === 'admin') throw redirect({ to: '/admin' });
  },
  component: HomeownerHomePage,
});
