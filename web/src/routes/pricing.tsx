import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '@/features/marketing/PricingPage';

export const Route = createFileRoute('/pricing')({
  component: PricingPage,
});
