import { randomUUID } from 'node:crypto';
import type { GiftCardProvider } from '#modules/rewards/domain/gift-cards.js';
import type { RewardRepository } from '#modules/rewards/domain/ports.js';

export interface RewardRepositorySubject {
  rewards: RewardRepository;
  /** A homeowner (the real store needs an account row). */
  newUser(): Promise<string>;
}

const at = (day: number) => new Date(Date.UTC(2026, 5, day));

/**
 * What RewardsService relies on from its store: an award recorded once per source key, points
 * added to a total, the level celebrated, and the history and redemptions the overview shows.
 * Row locks under concurrent awards are the adapter's alone (test/medium/rewards.test.ts).
 */
export function rewardRepositoryContract(
  name: string,
  make: () => Promise<RewardRepositorySubject>,
) {
  describe(`RewardRepository contract: ${name}`, () => {
    let s: RewardRepositorySubject;
    beforeEach(async () => {
      s = await make();
    });
    const award = (userId: string, sourceKey: string, reference = 'job-1') => ({
      userId,
      sourceKey,
      reason: 'job_completed' as const,
      points: 15,
      credits: 15,
      reference,
    });

    it('records an award once per source key, whoever it names', async () => {
      const [user, other] = [await s.newUser(), await s.newUser()];
      const key = `job:${randomUUID()}`;
      expect(await s.rewards.record(award(user, key), at(1))).toBe(true);
      expect(await s.rewards.record(award(user, key), at(2))).toBe(false);
      expect(await s.rewards.record(award(other, key), at(2))).toBe(false);
      expect(await s.rewards.history(user, 10)).toEqual([
        { ...award(user, key), id: expect.any(String), createdAt: at(1) },
      ]);
      expect(await s.rewards.history(other, 10)).toEqual([]);
    });

    it('lists a homeowner’s history newest first, up to the limit', async () => {
      const user = await s.newUser();
      for (const day of [1, 3, 2]) {
        await s.rewards.record(award(user, `job:${randomUUID()}`, `job-${day}`), at(day));
      }
      const history = await s.rewards.history(user, 2);
      expect(history.map((e) => e.reference)).toEqual(['job-3', 'job-2']);
    });

    it('adds points to a total that starts at zero, telling it before and after', async () => {
      const [user, other] = [await s.newUser(), await s.newUser()];
      expect(await s.rewards.account(user)).toEqual({ userId: user, points: 0, celebratedRank: 0 });
      expect(await s.rewards.addPoints(user, 15)).toEqual({ before: 0, after: 15 });
      expect(await s.rewards.addPoints(user, 40)).toEqual({ before: 15, after: 55 });
      expect(await s.rewards.account(user)).toMatchObject({ points: 55 });
      expect((await s.rewards.account(other)).points).toBe(0);
    });

    it('remembers the highest level celebrated, never moving back, apart from points', async () => {
      const user = await s.newUser();
      await s.rewards.setCelebrated(user, 2);
      expect(await s.rewards.account(user)).toEqual({ userId: user, points: 0, celebratedRank: 2 });
      await s.rewards.setCelebrated(user, 1);
      expect((await s.rewards.account(user)).celebratedRank).toBe(2);
      await s.rewards.addPoints(user, 10);
      expect(await s.rewards.account(user)).toMatchObject({ points: 10, celebratedRank: 2 });
    });

    it('keeps a redemption, found by id and listed newest first for its owner only', async () => {
      const [user, other] = [await s.newUser(), await s.newUser()];
      const redemption = (userId: string, retailer: string) => ({
        id: randomUUID(),
        userId,
        retailer,
        valueCents: 1000,
        credits: 100,
        code: `SANDBOX-${randomUUID()}`,
        pin: '1234',
        provider: 'sandbox',
      });
      const first = redemption(user, 'coles');
      const second = redemption(user, 'kmart');
      await s.rewards.saveRedemption(first);
      await new Promise((resolve) => setTimeout(resolve, 5)); // two distinct saving times
      await s.rewards.saveRedemption(second);
      await s.rewards.saveRedemption(redemption(other, 'coles'));
      const found = await s.rewards.findRedemption(first.id);
      expect(found).toMatchObject(first);
      expect(found?.createdAt).toBeInstanceOf(Date);
      expect(await s.rewards.findRedemption(randomUUID())).toBeNull();
      const listed = await s.rewards.redemptions(user, 10);
      expect(listed.map((r) => r.retailer)).toEqual(['kmart', 'coles']);
      expect((await s.rewards.redemptions(user, 1)).map((r) => r.id)).toEqual([second.id]);
    });
  });
}

export interface GiftCardProviderSubject {
  cards: GiftCardProvider;
  /** The homeowner a card is issued to. */
  newUser(): Promise<string>;
}

/**
 * What RewardsService relies on from a gift-card provider: who it is, a catalogue to price, and
 * one card per redemption, the same card when asked again (a retried redemption).
 */
export function giftCardProviderContract(
  name: string,
  make: () => Promise<GiftCardProviderSubject>,
) {
  describe(`GiftCardProvider contract: ${name}`, () => {
    let s: GiftCardProviderSubject;
    beforeEach(async () => {
      s = await make();
    });

    it('says who it is and offers retailers’ cards in whole-cent values', () => {
      const info = s.cards.info();
      expect(info.name).toMatch(/\S/);
      expect(info.label).toMatch(/\S/);
      expect(typeof info.live).toBe('boolean');
      const catalogue = s.cards.catalogue();
      expect(catalogue.length).toBeGreaterThan(0);
      expect(new Set(catalogue.map((p) => p.retailer)).size).toBe(catalogue.length);
      for (const product of catalogue) {
        expect(product.name).toMatch(/\S/);
        expect(product.values.length).toBeGreaterThan(0);
        expect(product.values.every((v) => Number.isInteger(v) && v > 0)).toBe(true);
      }
    });

    it('issues one card per reference: asked again, the same card', async () => {
      const user = await s.newUser();
      const [product] = s.cards.catalogue();
      const request = (reference: string) => ({
        reference,
        userId: user,
        retailer: product.retailer,
        valueCents: product.values[0],
      });
      const reference = randomUUID();
      const card = await s.cards.issue(request(reference));
      expect(card.code).toMatch(/\S/);
      expect(await s.cards.issue(request(reference))).toEqual(card);
      const another = await s.cards.issue(request(randomUUID()));
      expect(another.code).not.toBe(card.code);
    });
  });
}
