import { createFileRoute } from '@tanstack/react-router';
import { WhyPage } from '@/features/marketing/WhyPage';

export const Route = createFileRoute('/why-tradiehub')({
  component: WhyPage,
});
