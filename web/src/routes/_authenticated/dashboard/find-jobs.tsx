import { createFileRoute, redirect } from '@tanstack/react-router';
import { OpenJobsPage } from '@/features/dashboard/OpenJobsPage';
import { openJobsQueryOptions } from '@/features/jobs/queries';

// Tradies find work in their own dashboard; homeowners and admins see the open-jobs list here.
export const Route = createFileRoute('/_authenticated/dashboard/find-jobs')({
  beforeLoad: ({ context }) => {
    if (context.user.type === 'tradie') throw redirect({ to: '/dashboard/tradie/find-jobs' });
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(openJobsQueryOptions());
  },
  component: OpenJobsPage,
});
