import type { CreditTransactionType } from '@/shared/api/types';

/** How each ledger movement reads in the wallet history. */
export const TRANSACTION_LABELS: Record<CreditTransactionType, string> = {
  signup_bonus: 'Sign-up bonus',
  purchase: 'Credits bought',
  lead_purchase: 'Lead bought',
  refund: 'Lead refund',
  leaderboard_reward: 'Leaderboard reward',
  reward: 'Reward',
  redemption: 'Gift card redeemed',
  admin_adjustment: 'Adjustment by Tradiehub',
};

/** "+5" or "−10" (a true minus sign). */
export function signedCredits(amount: number): string {
  return amount > 0 ? `+${amount}` : amount < 0 ? `−${Math.abs(amount)}` : '0';
}
