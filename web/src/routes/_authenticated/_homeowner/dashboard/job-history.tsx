import { createFileRoute } from '@tanstack/react-router';
import { JobHistoryPage } from '@/features/dashboard/HomeownerPages';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/job-history')({
  component: JobHistoryPage,
});
