import type { Clock } from '#shared/domain/clock.js';
import type { DomainEvents } from '#shared/domain/domain-events.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import type { Award, LeaderboardRepository, TradieNames, TradieStandings } from './ports.js';
import {
  type Badge,
  hiddenReviewScore,
  jobScore,
  PRIZES,
  reviewScore,
  WINDOW_DAYS,
} from './scoring.js';
import { mayStand, rankStandings, type Standing } from './standings.js';
import {
  closeOf,
  lastCloseAtOrBefore,
  nextCloseAfter,
  previousClose,
  weekKey,
  windowStart,
} from './week.js';

/** Published for each prize of a weekly close; notifications consume it. */
export const LEADERBOARD_AWARD = 'leaderboard.award';

/** How many missed weeks a start-up closes at most (oldest first). */
const MAX_CATCH_UP_WEEKS = 12;

export interface NamedStanding extends Standing {
  firstName: string;
  businessName: string | null;
}

export interface LeaderboardView {
  weekKey: string;
  closesAt: Date;
  windowDays: number;
  standings: NamedStanding[];
  me: { rank: number | null; points: number; badge: Badge | null };
  lastWeek: {
    weekKey: string;
    winners: (Award & { firstName: string; businessName: string | null })[];
  } | null;
}

const STANDINGS_LIMIT = 20;

/**
 * The weekly tradie leaderboard: points from events kept as rows, ranked over the rolling 90
 * days before each close; prizes credited through the ledger exactly once per week (the
 * unique week key; pg-boss sends the scheduler one job per tick across instances).
 */
export class LeaderboardService {
  constructor(
    private readonly repo: LeaderboardRepository,
    private readonly tradies: TradieNames,
    private readonly standings: TradieStandings,
    private readonly ledger: CreditLedger,
    private readonly events: DomainEvents,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  jobCompleted(tradieId: string, jobId: string, isEmergency: boolean, at: Date): Promise<boolean> {
    const { points, reason } = jobScore(isEmergency);
    return this.repo.addScore({
      tradieId,
      points,
      occurredAt: at,
      reason,
      reference: jobId,
      sourceKey: `job:${jobId}`,
    });
  }

  reviewReceived(tradieId: string, reviewId: string, rating: number, at: Date): Promise<boolean> {
    const { points, reason } = reviewScore(rating);
    return this.repo.addScore({
      tradieId,
      points,
      occurredAt: at,
      reason,
      reference: reviewId,
      sourceKey: `review:${reviewId}`,
    });
  }

  /** Once per review: `reviewedAt` is the review's own time (see hiddenReviewScore). */
  reviewHidden(
    tradieId: string,
    reviewId: string,
    rating: number,
    reviewedAt: Date,
  ): Promise<boolean> {
    const { points, reason } = hiddenReviewScore(rating);
    return this.repo.addScore({
      tradieId,
      points,
      occurredAt: reviewedAt,
      reason,
      reference: reviewId,
      sourceKey: `review_hidden:${reviewId}`,
    });
  }

  /**
   * Standings as they would be at `close`, over the 90 days before it: only tradies who may
   * stand (approved, not banned, not erased) are ranked, so nobody else can win a prize.
   */
  async standingsAt(close: Date): Promise<Standing[]> {
    const rows = await this.repo.scores(windowStart(close, WINDOW_DAYS), close);
    const who = await this.standings.of([...new Set(rows.map((r) => r.tradieId))]);
    return rankStandings(rows.filter((r) => mayStand(who.get(r.tradieId))));
  }

  /**
   * Closes one week: ranks, saves the prizes, credits them and announces them, in one
   * transaction. Returns the awards, or null when the week was already closed.
   */
  closeWeek(key: string): Promise<Award[] | null> {
    const close = closeOf(key);
    return this.unitOfWork.run(async () => {
      if (!(await this.repo.claimWeek(key, close, this.clock.now()))) return null;
      const standings = await this.standingsAt(close);
      const awards: Award[] = [];
      for (const prize of PRIZES) {
        const standing = standings[prize.rank - 1];
        if (!standing) break;
        const award: Award = {
          weekKey: key,
          rank: prize.rank,
          tradieId: standing.tradieId,
          points: standing.points,
          credits: prize.credits,
          badge: prize.badge,
        };
        await this.repo.saveAward(award);
        await this.ledger.credit(
          award.tradieId,
          award.credits,
          'leaderboard_reward',
          `week ${key}, rank ${award.rank}`,
          `leaderboard:${key}:${award.tradieId}`,
        );
        await this.events.publish({
          type: LEADERBOARD_AWARD,
          aggregateId: award.tradieId,
          payload: {
            tradieId: award.tradieId,
            weekKey: key,
            rank: award.rank,
            credits: award.credits,
            badge: award.badge,
          },
          occurredAt: this.clock.now(),
        });
        awards.push(award);
      }
      return awards;
    });
  }

  /**
   * Closes every week that is due and not closed yet, oldest first: the week just ended when
   * the cron fires, and any close missed while no server was running (at most
   * MAX_CATCH_UP_WEEKS back; before the very first close, only the latest week).
   */
  async closeDue(): Promise<string[]> {
    const latest = lastCloseAtOrBefore(this.clock.now());
    const lastClosed = await this.repo.lastClosedWeek();
    const due: Date[] = [];
    for (
      let close = latest;
      due.length < MAX_CATCH_UP_WEEKS &&
      (lastClosed === null ? due.length === 0 : weekKey(close) > lastClosed);
      close = previousClose(close)
    ) {
      due.unshift(close);
    }
    const closed: string[] = [];
    for (const close of due) {
      if (await this.closeWeek(weekKey(close))) closed.push(weekKey(close));
    }
    return closed;
  }

  /** The Top Tradies screen for one tradie: live standings, their place, last week's winners. */
  async view(tradieId: string): Promise<LeaderboardView> {
    const now = this.clock.now();
    const closesAt = nextCloseAfter(now);
    const standings = await this.standingsAt(now);
    const mine = standings.find((s) => s.tradieId === tradieId);
    const lastKey = await this.repo.lastClosedWeek();
    const winners = lastKey ? await this.repo.awards(lastKey) : [];
    const top = standings.slice(0, STANDINGS_LIMIT);
    const names = await this.tradies.names([
      ...top.map((s) => s.tradieId),
      ...winners.map((w) => w.tradieId),
    ]);
    const nameOf = (id: string) => names.get(id) ?? { firstName: 'A tradie', businessName: null };
    const myPoints = mine?.points ?? (await this.pointsOf(tradieId, now));
    return {
      weekKey: weekKey(closesAt),
      closesAt,
      windowDays: WINDOW_DAYS,
      standings: top.map((s) => ({ ...s, ...nameOf(s.tradieId) })),
      me: {
        rank: mine?.rank ?? null,
        points: myPoints,
        badge: winners.find((w) => w.tradieId === tradieId)?.badge ?? null,
      },
      lastWeek: lastKey
        ? { weekKey: lastKey, winners: winners.map((w) => ({ ...w, ...nameOf(w.tradieId) })) }
        : null,
    };
  }

  private async pointsOf(tradieId: string, now: Date): Promise<number> {
    const rows = await this.repo.scores(windowStart(now, WINDOW_DAYS), now);
    return rows.filter((r) => r.tradieId === tradieId).reduce((sum, r) => sum + r.points, 0);
  }
}
