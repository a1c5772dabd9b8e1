/**
 * Homeowner rewards, reading (b) of the articles (../shared/design/decisions.md, "Rewards"):
 * a completed job +15 Centra Points and +15 credits, an emergency job +25 and +25 more, a
 * review +20 points and +10 credits whatever its rating.
 */
export interface Reward {
  points: number;
  credits: number;
}

const JOB_REWARD: Reward = Object.freeze({ points: 15, credits: 15 });
const EMERGENCY_BONUS: Reward = Object.freeze({ points: 25, credits: 25 });
const REVIEW_REWARD: Reward = Object.freeze({ points: 20, credits: 10 });

export type RewardReason = 'job_completed' | 'emergency_job_completed' | 'review_left';

export function jobCompletedReward(isEmergency: boolean): Reward & { reason: RewardReason } {
  return isEmergency
    ? {
        points: JOB_REWARD.points + EMERGENCY_BONUS.points,
        credits: JOB_REWARD.credits + EMERGENCY_BONUS.credits,
        reason: 'emergency_job_completed',
      }
    : { ...JOB_REWARD, reason: 'job_completed' };
}

/** The rating is ignored on purpose: rewards never depend on it (decisions.md, "Reviews"). */
export function reviewReward(_rating?: number): Reward & { reason: RewardReason } {
  return { ...REVIEW_REWARD, reason: 'review_left' };
}

/** The key that makes an award happen once per source (also the ledger's idempotency key). */
export const rewardKey = (reason: 'job' | 'review', id: string) => `reward:${reason}:${id}`;
