import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '@/features/contact/FeedbackPage';

export const Route = createFileRoute('/feedback')({
  component: FeedbackPage,
});
