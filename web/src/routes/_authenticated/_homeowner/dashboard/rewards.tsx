import { createFileRoute } from '@tanstack/react-router';
import { RewardsPage } from '@/features/dashboard/HomeownerPages';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/rewards')({
  component: RewardsPage,
});
