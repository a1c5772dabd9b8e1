import type { Badge, ScoreReason } from './scoring.js';
import type { ScoreRow, TradieStanding } from './standings.js';

export interface Award {
  weekKey: string;
  rank: number;
  tradieId: string;
  points: number;
  credits: number;
  badge: Badge | null;
}

/** Leaderboard rows; calls join the caller's transaction. */
export abstract class LeaderboardRepository {
  /** Records points once per source key; false when the key was already recorded. */
  abstract addScore(
    row: ScoreRow & { sourceKey: string; reason: ScoreReason; reference: string },
  ): Promise<boolean>;
  /** Rows with from < occurredAt <= to. */
  abstract scores(from: Date, to: Date): Promise<ScoreRow[]>;
  /** Claims a week's close: false when that week is already closed (the unique key). */
  abstract claimWeek(weekKey: string, closesAt: Date, at: Date): Promise<boolean>;
  abstract saveAward(award: Award): Promise<void>;
  /** The newest closed week's key, or null before the first close. */
  abstract lastClosedWeek(): Promise<string | null>;
  abstract awards(weekKey: string): Promise<Award[]>;
}

/** Who the scored tradies are now (from identity); an erased account is no longer a tradie. */
export abstract class TradieStandings {
  /** The standing of each of `tradieIds` that still has an account. */
  abstract of(tradieIds: readonly string[]): Promise<Map<string, TradieStanding>>;
}

/** How tradies are named on the board (first name and business), from identity. */
export abstract class TradieNames {
  abstract names(
    tradieIds: readonly string[],
  ): Promise<Map<string, { firstName: string; businessName: string | null }>>;
}
