import { GiftCardProvider, type GiftCardProduct } from '#modules/rewards/domain/gift-cards.js';
import {
  type Redemption,
  type RewardAccount,
  type RewardEntry,
  RewardRepository,
} from '#modules/rewards/domain/ports.js';

/** Newest first; among equal times the later saved first, as a list of what just happened. */
function newestFirst<T extends { createdAt: Date }>(rows: readonly T[]): T[] {
  return [...rows].reverse().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Points, levels celebrated and redemptions in memory, with the adapter's orderings. */
export class InMemoryRewards extends RewardRepository {
  readonly entries: RewardEntry[] = [];
  readonly accounts = new Map<string, RewardAccount>();
  readonly saved: Redemption[] = [];
  async record(entry: Omit<RewardEntry, 'id' | 'createdAt'>, at: Date) {
    if (this.entries.some((e) => e.sourceKey === entry.sourceKey)) return false;
    this.entries.push({ ...entry, id: `r${this.entries.length}`, createdAt: at });
    return true;
  }
  async addPoints(userId: string, points: number) {
    const account = await this.account(userId);
    this.accounts.set(userId, { ...account, points: account.points + points });
    return { before: account.points, after: account.points + points };
  }
  async account(userId: string) {
    return { ...(this.accounts.get(userId) ?? { userId, points: 0, celebratedRank: 0 }) };
  }
  async setCelebrated(userId: string, rank: number) {
    const account = await this.account(userId);
    // Never moves back: a late call for a lower level keeps the higher one.
    this.accounts.set(userId, {
      ...account,
      celebratedRank: Math.max(account.celebratedRank, rank),
    });
  }
  async history(userId: string, limit: number) {
    return newestFirst(this.entries.filter((e) => e.userId === userId)).slice(0, limit);
  }
  async saveRedemption(redemption: Omit<Redemption, 'createdAt'>) {
    this.saved.push({ ...redemption, createdAt: new Date() });
  }
  async findRedemption(id: string) {
    return this.saved.find((r) => r.id === id) ?? null;
  }
  async redemptions(userId: string, limit: number) {
    return newestFirst(this.saved.filter((r) => r.userId === userId)).slice(0, limit);
  }
}

/**
 * A provider with one retailer, issuing `CODE-<reference>` (the same card when asked again);
 * `failure` makes it fail the next issues, as a provider that is down.
 */
export class StubGiftCards extends GiftCardProvider {
  failure: Error | null = null;
  readonly issued: string[] = [];
  info() {
    return { name: 'sandbox', label: 'Sandbox codes', live: false };
  }
  catalogue(): GiftCardProduct[] {
    return [{ retailer: 'coles', name: 'Coles', values: [1000, 2500] }];
  }
  async issue(request: { reference: string }) {
    if (this.failure) throw this.failure;
    this.issued.push(request.reference);
    return { code: `CODE-${request.reference}`, pin: '1234' };
  }
}
