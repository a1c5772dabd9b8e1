import type { RewardReason } from '@/shared/api/types';

export const REWARD_REASONS: Record<RewardReason, string> = {
  job_completed: 'Job completed',
  emergency_job_completed: 'Emergency job completed',
  review_left: 'Review left',
};
