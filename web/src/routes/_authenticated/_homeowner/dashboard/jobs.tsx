import { createFileRoute } from '@tanstack/react-router';
import { myJobsQueryOptions } from '@/features/jobs/api';
import { MyJobsPage } from '@/features/jobs/MyJobsPage';
import { myJobsSearchSchema } from '@/features/jobs/search';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/jobs')({
  validateSearch: myJobsSearchSchema,
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(myJobsQueryOptions('active'));
  },
  component: MyJobsPage,
});
