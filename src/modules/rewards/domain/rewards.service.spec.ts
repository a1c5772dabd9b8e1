import { InMemoryCreditLedger } from '#test/fakes/credits.fakes.js';
import { RecordingDomainEvents } from '#test/fakes/domain-events.fake.js';
import { DirectUnitOfWork } from '#test/fakes/identity.fakes.js';
import { InMemoryRewards, StubGiftCards } from '#test/fakes/rewards.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import { DomainError } from '#shared/domain/domain-error.js';
import { rewardKey } from './reward-rules.js';
import { RewardsService } from './rewards.service.js';

const NOW = new Date('2026-06-01T00:00:00Z');

function setup() {
  const rewards = new InMemoryRewards();
  const ledger = new InMemoryCreditLedger();
  const cards = new StubGiftCards();
  const events = new RecordingDomainEvents();
  let n = 0;
  const service = new RewardsService(
    rewards,
    ledger,
    cards,
    events,
    new DirectUnitOfWork(),
    new FixedClock(NOW),
    { credits: 100, valueCents: 1000 },
    () => `red-${++n}`,
  );
  return { service, rewards, ledger, cards, events };
}

describe('RewardsService awards', () => {
  it('awards a completed job once: points, credits through the ledger under the source key', async () => {
    const s = setup();
    expect(await s.service.jobCompleted('home-1', 'job-1', false, NOW)).toBe(true);
    expect(await s.service.jobCompleted('home-1', 'job-1', false, NOW)).toBe(false);
    expect(await s.service.jobCompleted('home-1', 'job-2', true, NOW)).toBe(true);
    expect((await s.rewards.account('home-1')).points).toBe(15 + 40);
    expect(await s.ledger.balance('home-1')).toBe(15 + 40);
    expect(await s.ledger.findByKey(rewardKey('job', 'job-1'))).toMatchObject({
      type: 'reward',
      amount: 15,
    });
    expect(s.rewards.entries.map((e) => [e.reason, e.reference])).toEqual([
      ['job_completed', 'job-1'],
      ['emergency_job_completed', 'job-2'],
    ]);
  });

  it('awards a review whatever its rating, once, and announces a level reached', async () => {
    const s = setup();
    await s.rewards.addPoints('home-1', 140);
    expect(await s.service.reviewLeft('home-1', 'rev-1', 'job-1', NOW)).toBe(true);
    expect(await s.service.reviewLeft('home-1', 'rev-1', 'job-1', NOW)).toBe(false);
    expect(await s.ledger.balance('home-1')).toBe(10);
    expect(s.events.published).toEqual([
      expect.objectContaining({
        type: 'rewards.level_up',
        aggregateId: 'home-1',
        payload: { userId: 'home-1', level: 'Resident', points: 160 },
      }),
    ]);
    await s.service.jobCompleted('home-1', 'job-1', false, NOW);
    expect(s.events.published).toHaveLength(1); // 175 is still Resident
  });
});

describe('RewardsService overview and celebrations', () => {
  it('shows points, level, credits, history, and a level to celebrate until it was', async () => {
    const s = setup();
    await s.rewards.addPoints('home-1', 300);
    await s.service.reviewLeft('home-1', 'rev-1', 'job-1', NOW);
    const overview = await s.service.overview('home-1');
    expect(overview).toMatchObject({
      points: 320,
      progress: { level: { name: 'Local Hero' }, rank: 2 },
      credits: 10,
      celebrate: 'Local Hero',
      redemptions: [],
    });
    expect(overview.history).toHaveLength(1);
    await s.service.celebrated('home-1', 'Local Hero');
    expect((await s.service.overview('home-1')).celebrate).toBeNull();
    await s.service.celebrated('home-1', 'Resident'); // never moves back
    expect((await s.rewards.account('home-1')).celebratedRank).toBe(2);
  });

  it('refuses to celebrate a level that does not exist', async () => {
    const s = setup();
    await expect(s.service.celebrated('home-1', 'Emperor')).rejects.toMatchObject({
      code: 'REWARDS.UNKNOWN_LEVEL',
      field: 'level',
    });
  });
});

describe('RewardsService gift cards', () => {
  it('prices each card of the catalogue at the configured rate', () => {
    const s = setup();
    expect(s.service.catalogue()).toMatchObject({
      provider: { name: 'sandbox' },
      rate: { credits: 100, valueCents: 1000 },
      cards: [
        {
          retailer: 'coles',
          prices: [
            { valueCents: 1000, credits: 100 },
            { valueCents: 2500, credits: 250 },
          ],
        },
      ],
    });
  });

  it('redeems with exactly enough credits: debits once and keeps the issued code', async () => {
    const s = setup();
    await s.ledger.credit('home-1', 100, 'reward', null, 'seed');
    const redemption = await s.service.redeem('home-1', 'coles', 1000);
    expect(redemption).toMatchObject({
      id: 'red-1',
      userId: 'home-1',
      credits: 100,
      code: 'CODE-red-1',
      pin: '1234',
      provider: 'sandbox',
    });
    expect(await s.ledger.balance('home-1')).toBe(0);
    expect(await s.ledger.findByKey('redemption:red-1')).toMatchObject({ type: 'redemption' });
    expect(await s.service.redemption('home-1', 'red-1')).toEqual(redemption);
  });

  it('refuses an unknown card or value before touching credits', async () => {
    const s = setup();
    await s.ledger.credit('home-1', 500, 'reward', null, 'seed');
    await expect(s.service.redeem('home-1', 'myer', 1000)).rejects.toMatchObject({
      code: 'REWARDS.UNKNOWN_GIFT_CARD',
      field: 'retailer',
    });
    await expect(s.service.redeem('home-1', 'coles', 5000)).rejects.toMatchObject({
      code: 'REWARDS.UNKNOWN_VALUE',
      field: 'valueCents',
    });
    expect(await s.ledger.balance('home-1')).toBe(500);
  });

  it('refuses too few credits in its own words, issuing nothing', async () => {
    const s = setup();
    await s.ledger.credit('home-1', 99, 'reward', null, 'seed');
    await expect(s.service.redeem('home-1', 'coles', 1000)).rejects.toMatchObject({
      code: 'REWARDS.INSUFFICIENT_CREDITS',
      kind: 'payment_required',
      message: expect.stringContaining('needs 100 and you have 99'),
    });
    expect(s.cards.issued).toEqual([]);
  });

  it('turns a provider crash into PROVIDER_FAILED and passes its own refusals through', async () => {
    const s = setup();
    await s.ledger.credit('home-1', 500, 'reward', null, 'seed');
    s.cards.failure = new Error('timeout');
    await expect(s.service.redeem('home-1', 'coles', 1000)).rejects.toMatchObject({
      code: 'REWARDS.PROVIDER_FAILED',
      kind: 'unavailable',
    });
    const refusal = new DomainError(
      'REWARDS.UNKNOWN_GIFT_CARD',
      'invalid',
      'sold out at the provider',
    );
    s.cards.failure = refusal;
    await expect(s.service.redeem('home-1', 'coles', 1000)).rejects.toBe(refusal);
    expect(s.rewards.saved).toHaveLength(0);
  });

  it('shows a redemption to its owner only', async () => {
    const s = setup();
    await s.ledger.credit('home-1', 100, 'reward', null, 'seed');
    await s.service.redeem('home-1', 'coles', 1000);
    for (const [userId, id] of [
      ['home-2', 'red-1'],
      ['home-1', 'red-x'],
    ]) {
      await expect(s.service.redemption(userId, id)).rejects.toMatchObject({
        code: 'REWARDS.REDEMPTION_NOT_FOUND',
      });
    }
  });
});
