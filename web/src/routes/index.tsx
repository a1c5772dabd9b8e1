import { createFileRoute } from '@tanstack/react-router';
import { recentJobsQueryOptions } from '@/features/jobs/queries';
import { LandingPage } from '@/features/landing/LandingPage';

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(recentJobsQueryOptions());
  },
  component: LandingPage,
});
