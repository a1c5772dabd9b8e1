import type { CreditTransactionType } from '@/shared/api/types';
import { formatCredits } from '@/shared/format/money';

/** How each ledger movement reads, before what it was for. */
const TRANSACTION_LABELS: Record<CreditTransactionType, string> = {
  signup_bonus: 'Sign-up bonus',
  purchase: 'Credits bought',
  lead_purchase: 'Lead bought',
  refund: 'Lead refunded',
  leaderboard_reward: 'Leaderboard reward',
  reward: 'Reward',
  redemption: 'Gift card redeemed',
  admin_adjustment: 'Adjustment by Tradiehub',
  // reference 'owed': credits that arrived paid what a refunded payment left owing.
  payment_reversal: 'Taken back: payment refunded or disputed',
  payment_restored: 'Given back: dispute settled in your favour',
};

/** What a homeowner's reward was for (the ledger keeps the reward rule's reason). */
const REWARD_REASONS: Record<string, string> = {
  job_completed: 'a completed job',
  emergency_job_completed: 'a completed emergency job',
  review_left: 'a review',
};

/** A ledger row as the wallet and the admin's user page have it. */
export interface LedgerEntry {
  type: CreditTransactionType;
  amount: number;
  /** A job id, payment key, reward reason or an admin's note, depending on the type. */
  reference: string | null;
  jobTitle?: string | null;
}

/**
 * What a movement was, in plain words: "Lead bought: Burst pipe in Newtown", "Sign-up bonus".
 * Ids and payment keys are never shown; an admin's note and a reward's reason are.
 */
export function ledgerEntryTitle(entry: LedgerEntry): string {
  const label = TRANSACTION_LABELS[entry.type];
  switch (entry.type) {
    case 'lead_purchase':
    case 'refund':
      return entry.jobTitle ? `${label}: ${entry.jobTitle}` : label;
    case 'reward': {
      const reason = REWARD_REASONS[entry.reference ?? ''];
      return reason ? `${label} for ${reason}` : label;
    }
    case 'admin_adjustment':
      return entry.reference ? `${label}: ${entry.reference}` : label;
    case 'payment_reversal':
      return entry.reference === 'owed' ? 'Paid what a refunded payment left owing' : label;
    default:
      return label;
  }
}

/** The whole row as a sentence: "Lead bought: Burst pipe in Newtown — 10 credits". */
export function ledgerEntrySentence(entry: LedgerEntry): string {
  return `${ledgerEntryTitle(entry)} — ${formatCredits(Math.abs(entry.amount))}`;
}

/** "+5" or "−10" (a true minus sign). */
export function signedCredits(amount: number): string {
  return amount > 0 ? `+${amount}` : amount < 0 ? `−${Math.abs(amount)}` : '0';
}
