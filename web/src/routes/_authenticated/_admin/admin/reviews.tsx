import { createFileRoute } from '@tanstack/react-router';
import { ReportedReviewsPage } from '@/features/admin/ReportedReviewsPage';

export const Route = createFileRoute('/_authenticated/_admin/admin/reviews')({
  component: ReportedReviewsPage,
});
