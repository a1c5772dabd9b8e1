import type { Clock } from '#shared/domain/clock.js';
import { DomainError } from '#shared/domain/domain-error.js';
import type { DomainEvents } from '#shared/domain/domain-events.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import {
  creditsFor,
  type GiftCardProduct,
  type GiftCardProvider,
  pickGiftCard,
  type ProviderInfo,
} from './gift-cards.js';
import { findLevel, levelUp, type LevelProgress, progressOf } from './levels.js';
import type { Redemption, RewardEntry, RewardRepository } from './ports.js';
import {
  jobCompletedReward,
  type Reward,
  type RewardReason,
  reviewReward,
  rewardKey,
} from './reward-rules.js';
import { RewardsErrors } from './rewards-errors.js';

/** Published when an award lifts a homeowner to a new level; notifications consume it. */
export const LEVEL_UP = 'rewards.level_up';

export interface RewardsOverview {
  points: number;
  progress: LevelProgress;
  credits: number;
  /** A level reached but not yet celebrated in the browser (confetti), else null. */
  celebrate: string | null;
  history: RewardEntry[];
  redemptions: Redemption[];
}

export interface GiftCardCatalogue {
  provider: ProviderInfo;
  rate: { credits: number; valueCents: number };
  cards: (GiftCardProduct & { prices: { valueCents: number; credits: number }[] })[];
}

const HISTORY_LIMIT = 30;

/**
 * Homeowner rewards: Centra Points drive the level, credits (through the ledger only) redeem
 * gift cards. Every award is recorded once per source key, in one transaction with its credits
 * and its level-up event.
 */
export class RewardsService {
  constructor(
    private readonly rewards: RewardRepository,
    private readonly ledger: CreditLedger,
    private readonly giftCards: GiftCardProvider,
    private readonly events: DomainEvents,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly rate: { credits: number; valueCents: number },
    private readonly newId: () => string = () => globalThis.crypto.randomUUID(),
  ) {}

  /** A completed job of this homeowner (consumer of jobs.job_completed). */
  jobCompleted(homeownerId: string, jobId: string, isEmergency: boolean, at: Date) {
    const reward = jobCompletedReward(isEmergency);
    return this.award(homeownerId, rewardKey('job', jobId), reward, reward.reason, jobId, at);
  }

  /** A review this homeowner left (consumer of reviews.review_left); the rating never matters. */
  reviewLeft(homeownerId: string, reviewId: string, jobId: string, at: Date) {
    const reward = reviewReward();
    return this.award(homeownerId, rewardKey('review', reviewId), reward, reward.reason, jobId, at);
  }

  /** True when it awarded now; false when this source had already been awarded. */
  private award(
    userId: string,
    sourceKey: string,
    reward: Reward,
    reason: RewardReason,
    reference: string,
    at: Date,
  ): Promise<boolean> {
    return this.unitOfWork.run(async () => {
      const fresh = await this.rewards.record(
        { userId, sourceKey, reason, points: reward.points, credits: reward.credits, reference },
        at,
      );
      if (!fresh) return false;
      const { before, after } = await this.rewards.addPoints(userId, reward.points);
      await this.ledger.credit(userId, reward.credits, 'reward', reason, sourceKey);
      const reached = levelUp(before, after);
      if (reached) {
        await this.events.publish({
          type: LEVEL_UP,
          aggregateId: userId,
          payload: { userId, level: reached.name, points: after },
          occurredAt: this.clock.now(),
        });
      }
      return true;
    });
  }

  async overview(userId: string): Promise<RewardsOverview> {
    const [account, credits, history, redemptions] = await Promise.all([
      this.rewards.account(userId),
      this.ledger.balance(userId),
      this.rewards.history(userId, HISTORY_LIMIT),
      this.rewards.redemptions(userId, HISTORY_LIMIT),
    ]);
    const progress = progressOf(account.points);
    return {
      points: account.points,
      progress,
      credits,
      celebrate: progress.rank > account.celebratedRank ? progress.level.name : null,
      history,
      redemptions,
    };
  }

  /** The browser showed the confetti for `level`: do not celebrate it (or a lower one) again. */
  async celebrated(userId: string, level: string): Promise<void> {
    const rank = findLevel(level);
    if (rank < 0) throw RewardsErrors.unknownLevel();
    await this.unitOfWork.run(async () => {
      const account = await this.rewards.account(userId);
      if (rank > account.celebratedRank) await this.rewards.setCelebrated(userId, rank);
    });
  }

  catalogue(): GiftCardCatalogue {
    return {
      provider: this.giftCards.info(),
      rate: this.rate,
      cards: this.giftCards.catalogue().map((card) => ({
        ...card,
        prices: card.values.map((valueCents) => ({
          valueCents,
          credits: creditsFor(valueCents, this.rate),
        })),
      })),
    };
  }

  /**
   * Debits the credits and issues the card in one transaction: a refused debit or a failed
   * provider leaves the balance as it was. With exactly enough credits it succeeds.
   */
  async redeem(userId: string, retailer: string, valueCents: number): Promise<Redemption> {
    pickGiftCard(this.giftCards.catalogue(), retailer, valueCents);
    const credits = creditsFor(valueCents, this.rate);
    const id = this.newId();
    await this.unitOfWork.run(async () => {
      try {
        await this.ledger.debit(userId, credits, 'redemption', id, `redemption:${id}`);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'CREDITS.INSUFFICIENT') {
          throw RewardsErrors.insufficientCredits(credits, await this.ledger.balance(userId));
        }
        throw error;
      }
      let card;
      try {
        card = await this.giftCards.issue({ reference: id, userId, retailer, valueCents });
      } catch (error) {
        if (error instanceof DomainError) throw error;
        throw RewardsErrors.providerFailed(error instanceof Error ? error.message : String(error));
      }
      await this.rewards.saveRedemption({
        id,
        userId,
        retailer,
        valueCents,
        credits,
        code: card.code,
        pin: card.pin,
        provider: this.giftCards.info().name,
      });
    });
    return this.redemption(userId, id);
  }

  async redemption(userId: string, id: string): Promise<Redemption> {
    const found = await this.rewards.findRedemption(id);
    if (!found || found.userId !== userId) throw RewardsErrors.redemptionNotFound();
    return found;
  }
}
