import { PaymentsErrors } from './payments-errors.js';
import type { DisputeStatus, PaymentReversal } from './reversal.js';

export type PaymentPurpose = 'bundle' | 'emergency_job';
export type PaymentMethod = 'card' | 'paypal';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'paypal'];

/**
 * `pending`: created, not paid yet. `failed`: the last attempt was declined — the payer may try
 * again with another card. `succeeded`: paid and fulfilled (credits granted or job opened, tax
 * invoice issued) in the same transaction; final.
 */
export type PaymentStatus = 'pending' | 'failed' | 'succeeded';

export interface Payment {
  id: string;
  payerId: string;
  purpose: PaymentPurpose;
  /** Bundle id for a bundle purchase. */
  bundleId: string | null;
  /** Credits granted when paid (bundles), else 0. */
  credits: number;
  /** The emergency job this payment publishes. */
  jobId: string | null;
  amountCents: number;
  currency: 'AUD';
  method: PaymentMethod;
  /** Which gateway holds the payment (`sandbox` or `stripe`). */
  gateway: string;
  /** The gateway's id of the payment (a PaymentIntent id for Stripe). */
  providerRef: string | null;
  clientSecret: string | null;
  status: PaymentStatus;
  failureReason: string | null;
  description: string;
  createdAt: Date;
  paidAt: Date | null;
  /** The provider reported the charge refunded in full. */
  refunded: boolean;
  /** How much of it the provider reported refunded so far (all of it once `refunded`). */
  refundedCents: number;
  /** A dispute (chargeback) the provider reported, and how it ended. */
  dispute: DisputeStatus | null;
  /** Credits of this payment currently taken back (or owed) because its money is gone. */
  creditsHeld: number;
  /** How many times credits were taken back or given back: names each ledger movement. */
  reversals: number;
  /** How the payment reads to people once refunded or disputed; null when neither. */
  reversal: PaymentReversal | null;
}

/** What a confirmation or a provider event says about a payment. */
export type PaymentOutcome =
  { status: 'succeeded' } | { status: 'failed'; reason: string } | { status: 'pending' };

/**
 * The transition an outcome causes, or `none` when it changes nothing (a repeated success, a
 * late decline of a paid payment, a still-pending answer). Success is final: nothing moves a
 * succeeded payment, so a second confirmation or webhook can never fulfil twice.
 */
export function transition(
  from: PaymentStatus,
  outcome: PaymentOutcome,
): 'succeed' | 'fail' | 'none' {
  if (from === 'succeeded') return 'none';
  if (outcome.status === 'succeeded') return 'succeed';
  if (outcome.status === 'failed') return 'fail';
  return 'none';
}

/** Only the payer may confirm or read a payment. */
export function assertPayer(payment: Payment, actorId: string): void {
  if (payment.payerId !== actorId) throw PaymentsErrors.notYours();
}
