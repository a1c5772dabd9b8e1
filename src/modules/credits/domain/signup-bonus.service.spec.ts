import { InMemoryCreditLedger, InMemorySignupBonusPool } from '#test/fakes/credits.fakes.js';
import { DirectUnitOfWork } from '#test/fakes/identity.fakes.js';
import { SignupBonusService } from './signup-bonus.service.js';

function setup(total = 3) {
  const ledger = new InMemoryCreditLedger();
  const pool = new InMemorySignupBonusPool(total);
  return { ledger, pool, service: new SignupBonusService(ledger, pool, new DirectUnitOfWork()) };
}

describe('SignupBonusService', () => {
  it('gives 5 credits to each of the first tradies and nothing once the spots are gone', async () => {
    const { ledger, service } = setup(3);
    for (const id of ['a', 'b', 'c', 'd']) await service.grant(id);
    expect(await ledger.balance('a')).toBe(5);
    expect(await ledger.balance('c')).toBe(5);
    expect(await ledger.balance('d')).toBe(0);
    expect(ledger.entries.map((e) => [e.type, e.reference])).toEqual([
      ['signup_bonus', 'spot 1'],
      ['signup_bonus', 'spot 2'],
      ['signup_bonus', 'spot 3'],
    ]);
    expect(await service.status()).toEqual({ total: 3, remaining: 0 });
  });

  it('grants a tradie once and does not spend a spot on a repeat', async () => {
    const { ledger, service, pool } = setup(3);
    const first = await service.grant('a');
    const again = await service.grant('a');
    expect(again?.id).toBe(first?.id);
    expect(await ledger.balance('a')).toBe(5);
    expect(pool.granted).toBe(1);
    expect(await service.status()).toEqual({ total: 3, remaining: 2 });
  });
});
