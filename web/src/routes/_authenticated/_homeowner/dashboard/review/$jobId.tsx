import { createFileRoute } from '@tanstack/react-router';
import { jobQueryOptions } from '@/features/jobs/api';
import { ReviewJobPage } from '@/features/reviews/ReviewJobPage';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/review/$jobId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(jobQueryOptions(params.jobId));
  },
  component: ReviewJobPage,
});
