/** Published in the transaction that records a refund or dispute (the admin is told). */
export const PAYMENT_REVERSED = 'payments.payment_reversed';

/**
 * What the provider reports about a payment after it was paid: the charge refunded in full, a
 * dispute (chargeback) opened, or a dispute closed, won or lost. Webhooks deliver these more
 * than once and in any order, so a payment keeps what was reported (`ReversalState`) and the
 * credits it holds back follow from that state, never from the order of arrival.
 */
export type ReversalReport =
  { kind: 'refunded' } | { kind: 'dispute_opened' } | { kind: 'dispute_closed'; won: boolean };

export type DisputeStatus = 'open' | 'won' | 'lost';

export interface ReversalState {
  refunded: boolean;
  dispute: DisputeStatus | null;
}

/** How a payment reads to people: "Refunded", "Disputed", "Dispute won", "Dispute lost". */
export type PaymentReversal = 'refunded' | 'disputed' | 'dispute_won' | 'dispute_lost';

export const NO_REVERSAL: ReversalState = { refunded: false, dispute: null };

/**
 * Adds a report to what is known. A refund stays refunded; a closed dispute is final, so an
 * opening that arrives after the close changes nothing, and a second close keeps the first.
 */
export function recordReport(state: ReversalState, report: ReversalReport): ReversalState {
  if (report.kind === 'refunded') return { ...state, refunded: true };
  if (report.kind === 'dispute_opened') return { ...state, dispute: state.dispute ?? 'open' };
  if (state.dispute === 'won' || state.dispute === 'lost') return state;
  return { ...state, dispute: report.won ? 'won' : 'lost' };
}

/** A lost dispute outranks a refund (the bank took the money), which outranks an open dispute. */
export function reversalOf(state: ReversalState): PaymentReversal | null {
  if (state.dispute === 'lost') return 'dispute_lost';
  if (state.refunded) return 'refunded';
  if (state.dispute === 'open') return 'disputed';
  if (state.dispute === 'won') return 'dispute_won';
  return null;
}

/**
 * How many of the payment's credits must be held back now: all of them while its money is
 * gone or frozen at the provider (refunded, dispute open or lost), none otherwise. Nothing is
 * held before the payment is fulfilled: a refund that arrives first waits for the grant.
 */
export function creditsToHold(state: ReversalState, fulfilled: boolean, credits: number): number {
  if (!fulfilled) return 0;
  const moneyGone = state.refunded || state.dispute === 'open' || state.dispute === 'lost';
  return moneyGone ? credits : 0;
}

/** The ledger movement that brings the held credits to `target`, or null when they already are. */
export function creditsMove(
  held: number,
  target: number,
): { direction: 'take_back' | 'give_back'; credits: number } | null {
  if (target > held) return { direction: 'take_back', credits: target - held };
  if (target < held) return { direction: 'give_back', credits: held - target };
  return null;
}

/**
 * Why the tax invoice needs an adjustment note: the sale was undone by a refund or a lost
 * chargeback. An open dispute may still be won, so it amends nothing yet.
 */
export function adjustmentReason(state: ReversalState): 'refund' | 'chargeback' | null {
  if (state.dispute === 'lost') return 'chargeback';
  if (state.refunded) return 'refund';
  return null;
}

const ALERT_WORDS: Record<PaymentReversal, string> = {
  refunded: 'was refunded',
  disputed: 'is disputed (a chargeback was opened)',
  dispute_won: 'had its dispute closed in our favour',
  dispute_lost: 'was charged back (dispute lost)',
};

/** The admin's email about a refund or dispute: what happened and where to look. */
export function reversalAlert(
  paymentId: string,
  reversal: PaymentReversal,
  details: { amountCents: number; description: string },
): { subject: string; text: string } {
  const amount = `A$${(details.amountCents / 100).toFixed(2)}`;
  return {
    subject: `Payment ${ALERT_WORDS[reversal]}: ${amount}`,
    text: [
      `A payment of ${amount} ${ALERT_WORDS[reversal]} at the payment provider.`,
      `What it paid for: ${details.description}`,
      `Payment id: ${paymentId}`,
      reversal === 'disputed'
        ? 'Its credits are held back until the dispute closes; answer the dispute at the provider.'
        : 'Credits and the tax invoice were adjusted automatically; nothing else moves.',
    ].join('\n'),
  };
}
