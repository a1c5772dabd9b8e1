import { createFileRoute } from '@tanstack/react-router';
import { HomeownerJobsPage } from '@/features/dashboard/HomeownerPages';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/jobs')({
  component: HomeownerJobsPage,
});
