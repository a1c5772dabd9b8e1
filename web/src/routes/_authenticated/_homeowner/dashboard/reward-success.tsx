import { createFileRoute } from '@tanstack/react-router';
import { RewardSuccessPage } from '@/features/rewards/RewardSuccessPage';
import { rewardSuccessSearchSchema } from '@/features/rewards/search';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/reward-success')({
  validateSearch: rewardSuccessSearchSchema,
  component: RewardSuccessPage,
});
