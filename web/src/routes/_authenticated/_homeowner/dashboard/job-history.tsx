import { createFileRoute } from '@tanstack/react-router';
import { myJobsQueryOptions } from '@/features/jobs/api';
import { JobHistoryPage } from '@/features/jobs/MyJobsPage';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/job-history')({
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(myJobsQueryOptions('past'));
  },
  component: JobHistoryPage,
});
