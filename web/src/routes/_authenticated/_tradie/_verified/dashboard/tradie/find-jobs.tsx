import { createFileRoute } from '@tanstack/react-router';
import { FindJobsPage } from '@/features/leads/FindJobsPage';
import { feedSearchSchema } from '@/features/leads/search';

export const Route = createFileRoute(
  '/_authenticated/_tradie/_verified/dashboard/tradie/find-jobs',
)({
  validateSearch: feedSearchSchema,
  component: FindJobsPage,
});
