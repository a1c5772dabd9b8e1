import { createFileRoute } from '@tanstack/react-router';
import { RewardSuccessPage } from '@/features/dashboard/HomeownerPages';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/reward-success')({
  component: RewardSuccessPage,
});
