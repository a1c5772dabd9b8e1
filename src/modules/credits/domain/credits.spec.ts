import { CREDITS_ADDED, creditsAddedEvent, type LedgerEntry } from './credits.js';

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'tx-1',
  userId: 'u1',
  type: 'purchase',
  amount: 25,
  balanceAfter: 30,
  reference: 'pay-1',
  idempotencyKey: 'k',
  createdAt: new Date('2026-11-23T00:00:00Z'),
  ...over,
});

describe('creditsAddedEvent', () => {
  it('announces purchases, sign-up bonuses, rewards and positive admin adjustments', () => {
    for (const type of ['purchase', 'signup_bonus', 'reward', 'admin_adjustment'] as const) {
      expect(creditsAddedEvent(entry({ type }))).toEqual({
        type: CREDITS_ADDED,
        aggregateId: 'u1',
        payload: {
          userId: 'u1',
          credits: 25,
          creditType: type,
          balanceAfter: 30,
          transactionId: 'tx-1',
        },
        occurredAt: new Date('2026-11-23T00:00:00Z'),
      });
    }
  });

  it('stays silent for debits and for earnings their own events announce', () => {
    expect(creditsAddedEvent(entry({ type: 'admin_adjustment', amount: -5 }))).toBeNull();
    expect(creditsAddedEvent(entry({ type: 'lead_purchase', amount: -5 }))).toBeNull();
    expect(creditsAddedEvent(entry({ type: 'refund' }))).toBeNull();
    expect(creditsAddedEvent(entry({ type: 'leaderboard_reward' }))).toBeNull();
  });
});
