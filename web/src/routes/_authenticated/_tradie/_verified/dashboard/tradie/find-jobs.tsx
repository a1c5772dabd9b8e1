import { createFileRoute } from '@tanstack/react-router';
import { TradieFindJobsPage } from '@/features/dashboard/TradiePages';

export const Route = createFileRoute(
  '/_authenticated/_tradie/_verified/dashboard/tradie/find-jobs',
)({
  component: TradieFindJobsPage,
});
