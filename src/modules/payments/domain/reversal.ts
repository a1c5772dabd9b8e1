/** Published in the transaction that records a refund or dispute (the admin is told). */
export const PAYMENT_REVERSED = 'payments.payment_reversed';

/**
 * What the provider reports about a payment after it was paid: money refunded (how much so far,
 * of how much: providers report the running total, so each refund counts once whatever the
 * order of delivery), a dispute (chargeback) opened, or a dispute closed, won or lost. Webhooks
 * deliver these more than once and in any order, so a payment keeps what was reported
 * (`ReversalState`) and the credits it holds back follow from that state, never from the order
 * of arrival.
 */
export type ReversalReport =
  | { kind: 'refunded'; refundedCents: number; amountCents: number }
  | { kind: 'dispute_opened' }
  | { kind: 'dispute_closed'; won: boolean };

export type DisputeStatus = 'open' | 'won' | 'lost';

export interface ReversalState {
  /** Refunded in full. */
  refunded: boolean;
  /** The most refunded so far, in cents (the whole amount once `refunded`). */
  refundedCents: number;
  dispute: DisputeStatus | null;
}

/** How a payment reads to people: "Refunded", "Partly refunded", "Disputed", … */
export type PaymentReversal =
  'refunded' | 'partially_refunded' | 'disputed' | 'dispute_won' | 'dispute_lost';

export const NO_REVERSAL: ReversalState = { refunded: false, refundedCents: 0, dispute: null };

/**
 * Adds a report to what is known. Refunds only grow (the largest running total wins, so a late
 * or repeated report of an earlier refund changes nothing); a closed dispute is final, so an
 * opening that arrives after the close changes nothing, and a second close keeps the first.
 */
export function recordReport(state: ReversalState, report: ReversalReport): ReversalState {
  if (report.kind === 'refunded') {
    return {
      ...state,
      refunded: state.refunded || report.refundedCents >= report.amountCents,
      refundedCents: Math.max(state.refundedCents, report.refundedCents),
    };
  }
  if (report.kind === 'dispute_opened') return { ...state, dispute: state.dispute ?? 'open' };
  if (state.dispute === 'won' || state.dispute === 'lost') return state;
  return { ...state, dispute: report.won ? 'won' : 'lost' };
}

/** A lost dispute outranks a refund (the bank took the money), which outranks an open dispute. */
export function reversalOf(state: ReversalState): PaymentReversal | null {
  if (state.dispute === 'lost') return 'dispute_lost';
  if (state.refunded) return 'refunded';
  if (state.dispute === 'open') return 'disputed';
  if (state.refundedCents > 0) return 'partially_refunded';
  if (state.dispute === 'won') return 'dispute_won';
  return null;
}

/**
 * How many of the payment's credits must be held back now: all of them while its money is
 * gone or frozen at the provider (refunded, dispute open or lost); after a partial refund, the
 * refunded share rounded down (floor(credits × refunded / amount): the payer keeps every credit
 * they still paid for in full; decisions.md); none otherwise. Nothing is held before the
 * payment is fulfilled: a refund that arrives first waits for the grant.
 */
export function creditsToHold(
  state: ReversalState,
  fulfilled: boolean,
  credits: number,
  amountCents: number,
): number {
  if (!fulfilled) return 0;
  const moneyGone = state.refunded || state.dispute === 'open' || state.dispute === 'lost';
  if (moneyGone) return credits;
  if (amountCents <= 0) return 0;
  return Math.min(credits, Math.floor((credits * state.refundedCents) / amountCents));
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

/** What the next adjustment note must amend: why, by how much, and the running total it reaches. */
export interface AdjustmentDue {
  reason: 'refund' | 'chargeback';
  /** The consideration this note gives back (what the reporting refund added). */
  totalCents: number;
  /** How much of the sale all notes amend once this one is issued: one note per total. */
  coveredCents: number;
}

/**
 * The adjustment note the tax invoice needs now, given what earlier notes amended (`notedCents`):
 * every refund that changes the consideration gets one for the amount it returned; a lost
 * chargeback undoes the rest of the sale. An open dispute may still be won, so it amends
 * nothing yet. Null when the notes already cover what was given back (a replayed event).
 */
export function adjustmentDue(
  state: ReversalState,
  amountCents: number,
  notedCents: number,
): AdjustmentDue | null {
  const lost = state.dispute === 'lost';
  const covered = lost || state.refunded ? amountCents : Math.min(state.refundedCents, amountCents);
  if (covered <= notedCents) return null;
  return {
    reason: lost ? 'chargeback' : 'refund',
    totalCents: covered - notedCents,
    coveredCents: covered,
  };
}

const ALERT_WORDS: Record<PaymentReversal, string> = {
  refunded: 'was refunded',
  partially_refunded: 'was partly refunded',
  disputed: 'is disputed (a chargeback was opened)',
  dispute_won: 'had its dispute closed in our favour',
  dispute_lost: 'was charged back (dispute lost)',
};

/** The admin's email about a refund or dispute: what happened and where to look. */
export function reversalAlert(
  paymentId: string,
  reversal: PaymentReversal,
  details: { amountCents: number; refundedCents?: number; description: string },
): { subject: string; text: string } {
  const amount = `A$${(details.amountCents / 100).toFixed(2)}`;
  const refunded = details.refundedCents ? `A$${(details.refundedCents / 100).toFixed(2)}` : null;
  return {
    subject: `Payment ${ALERT_WORDS[reversal]}: ${amount}`,
    text: [
      `A payment of ${amount} ${ALERT_WORDS[reversal]} at the payment provider.`,
      ...(refunded ? [`Refunded so far: ${refunded}`] : []),
      `What it paid for: ${details.description}`,
      `Payment id: ${paymentId}`,
      reversal === 'disputed'
        ? 'Its credits are held back until the dispute closes; answer the dispute at the provider.'
        : 'Credits and the tax invoice were adjusted automatically; nothing else moves.',
    ].join('\n'),
  };
}
