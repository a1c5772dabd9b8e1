import { InMemoryCreditLedger } from './credits.fakes.js';

describe('InMemoryCreditLedger (the fake other modules test with)', () => {
  it('moves, replays by key, and refuses to go below zero', async () => {
    const ledger = new InMemoryCreditLedger();
    await ledger.credit('u', 5, 'purchase', 'p1', 'k1');
    const replay = await ledger.credit('u', 5, 'purchase', 'p1', 'k1');
    expect(replay.replayed).toBe(true);
    expect(await ledger.balance('u')).toBe(5);
    await expect(ledger.debit('u', 6, 'lead_purchase', 'j', 'k2')).rejects.toMatchObject({
      code: 'CREDITS.INSUFFICIENT',
    });
    await ledger.debit('u', 5, 'lead_purchase', 'j', 'k2');
    expect(await ledger.balance('u')).toBe(0);
    await expect(ledger.debit('u', 3, 'lead_purchase', 'j', 'k1')).rejects.toMatchObject({
      code: 'CREDITS.KEY_REUSED',
    });
  });
});
