import { createFileRoute } from '@tanstack/react-router';
import { MyJobsPage } from '@/features/dashboard/TradiePages';

export const Route = createFileRoute('/_authenticated/_tradie/_verified/dashboard/tradie/my-jobs')({
  component: MyJobsPage,
});
