import {
  adjustmentDue,
  creditsMove,
  creditsToHold,
  NO_REVERSAL,
  recordReport,
  type ReversalReport,
  reversalAlert,
  reversalOf,
  type ReversalState,
} from './reversal.js';

const refunded: ReversalReport = { kind: 'refunded', refundedCents: 999, amountCents: 999 };
/** Running totals of two partial refunds of a A$9.99 payment. */
const partly = (refundedCents: number): ReversalReport => ({
  kind: 'refunded',
  refundedCents,
  amountCents: 999,
});
const opened: ReversalReport = { kind: 'dispute_opened' };
const won: ReversalReport = { kind: 'dispute_closed', won: true };
const lost: ReversalReport = { kind: 'dispute_closed', won: false };

const replay = (reports: ReversalReport[]): ReversalState =>
  reports.reduce(recordReport, NO_REVERSAL);

/** Every order of a list (small lists only). */
const orders = <T>(items: T[]): T[][] =>
  items.length <= 1
    ? [items]
    : items.flatMap((item, i) =>
        orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
      );

describe('payment reversals', () => {
  it.each([
    [[refunded], 'refunded', 5, 'refund'],
    [[opened], 'disputed', 5, null],
    [[opened, won], 'dispute_won', 0, null],
    [[opened, lost], 'dispute_lost', 5, 'chargeback'],
    [[opened, lost, refunded], 'dispute_lost', 5, 'chargeback'],
    [[opened, won, refunded], 'refunded', 5, 'refund'],
    [[], null, 0, null],
    // A partial refund holds back the refunded share, rounded down: floor(5 × 499 / 999) = 2.
    [[partly(499)], 'partially_refunded', 2, 'refund'],
    [[partly(799), partly(499)], 'partially_refunded', 3, 'refund'],
    [[partly(499), opened], 'disputed', 5, 'refund'],
    [[partly(499), opened, won], 'partially_refunded', 2, 'refund'],
    [[partly(499), refunded], 'refunded', 5, 'refund'],
  ] as const)('%j reads %s, holds %d of 5 credits, notes %s', (reports, reads, hold, note) => {
    const state = replay([...reports]);
    expect(reversalOf(state)).toBe(reads);
    expect(creditsToHold(state, true, 5, 999)).toBe(hold);
    expect(adjustmentDue(state, 999, 0)?.reason ?? null).toBe(note);
  });

  it('notes each refund for what it returned, and nothing again for a replay', () => {
    // Two partial refunds of A$9.99 (A$4.99, then A$3.00 more), then the rest.
    expect(adjustmentDue(replay([partly(499)]), 999, 0)).toEqual({
      reason: 'refund',
      totalCents: 499,
      coveredCents: 499,
    });
    expect(adjustmentDue(replay([partly(799)]), 999, 499)).toEqual({
      reason: 'refund',
      totalCents: 300,
      coveredCents: 799,
    });
    expect(adjustmentDue(replay([partly(799), partly(499)]), 999, 799)).toBeNull();
    expect(adjustmentDue(replay([partly(799), refunded]), 999, 799)).toMatchObject({
      totalCents: 200,
      coveredCents: 999,
    });
    // A lost chargeback after a partial refund undoes the rest of the sale; a later refund nothing.
    expect(adjustmentDue(replay([partly(499), opened, lost]), 999, 499)).toEqual({
      reason: 'chargeback',
      totalCents: 500,
      coveredCents: 999,
    });
    expect(adjustmentDue(replay([opened, lost, refunded]), 999, 999)).toBeNull();
    // An open dispute amends nothing yet.
    expect(adjustmentDue(replay([opened]), 999, 0)).toBeNull();
  });

  it('ends in the same state whatever order the reports arrive in, repeated or not', () => {
    for (const reports of [
      [opened, won],
      [opened, lost],
      [refunded, opened, won],
      [refunded, refunded, opened, opened],
      [partly(499), partly(799), partly(499)],
    ]) {
      const states = orders(reports).map(replay);
      for (const state of states) expect(state).toEqual(states[0]);
    }
  });

  it('keeps the first close of a dispute: a later opposite close changes nothing', () => {
    expect(replay([won, lost]).dispute).toBe('won');
    expect(replay([lost, won, opened]).dispute).toBe('lost');
  });

  it('holds nothing back before the payment is fulfilled (the refund waits for the grant)', () => {
    const state = replay([refunded]);
    expect(creditsToHold(state, false, 5, 999)).toBe(0);
    expect(creditsToHold(state, true, 5, 999)).toBe(5);
  });

  it('moves only the difference between what is held and what must be', () => {
    expect(creditsMove(0, 5)).toEqual({ direction: 'take_back', credits: 5 });
    expect(creditsMove(5, 0)).toEqual({ direction: 'give_back', credits: 5 });
    expect(creditsMove(5, 5)).toBeNull();
    expect(creditsMove(0, 0)).toBeNull();
  });

  it('tells the admin in plain words what happened and what to do', () => {
    const mail = reversalAlert('pay-1', 'disputed', {
      amountCents: 2499,
      description: 'Standard credit bundle: 15 credits',
    });
    expect(mail.subject).toBe('Payment is disputed (a chargeback was opened): A$24.99');
    expect(mail.text).toContain('Standard credit bundle: 15 credits');
    expect(mail.text).toContain('pay-1');
    expect(mail.text).toMatch(/answer the dispute/);
  });
});
