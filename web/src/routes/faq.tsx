import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '@/features/marketing/FaqPage';

export const Route = createFileRoute('/faq')({
  component: FaqPage,
});
