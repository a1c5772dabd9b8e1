import { createFileRoute } from '@tanstack/react-router';
import { RewardsPage } from '@/features/rewards/RewardsPage';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/rewards')({
  component: RewardsPage,
});
