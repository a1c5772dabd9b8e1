import { createFileRoute } from '@tanstack/react-router';
import { jobQueryOptions } from '@/features/jobs/api';
import { EditJobPage } from '@/features/jobs/EditJobPage';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/edit-job/$id')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(jobQueryOptions(params.id));
  },
  component: EditJobPage,
});
