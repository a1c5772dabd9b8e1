import { createFileRoute } from '@tanstack/react-router';
import { ReviewJobPage } from '@/features/dashboard/HomeownerPages';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/review/$jobId')({
  component: ReviewJobPage,
});
