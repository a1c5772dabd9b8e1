import { createFileRoute } from '@tanstack/react-router';
import { MyReviewsPage } from '@/features/reviews/MyReviewsPage';

export const Route = createFileRoute('/_authenticated/_tradie/_verified/dashboard/tradie/reviews')({
  component: MyReviewsPage,
});
