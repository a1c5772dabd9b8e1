import { createFileRoute } from '@tanstack/react-router';
import { PostJobPage } from '@/features/jobs/PostJobPage';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/post-job')({
  component: PostJobPage,
});
