import {
  type Award,
  LeaderboardRepository,
  TradieNames,
  TradieStandings,
} from '#modules/leaderboard/domain/ports.js';
import type { ScoreReason } from '#modules/leaderboard/domain/scoring.js';
import type { ScoreRow, TradieStanding } from '#modules/leaderboard/domain/standings.js';

type PointsRow = ScoreRow & { sourceKey: string; reason: ScoreReason; reference: string };

/** Points, closed weeks and awards in memory, each keyed as the tables' unique keys are. */
export class MemoryLeaderboard extends LeaderboardRepository {
  readonly rows: PointsRow[] = [];
  readonly weeks: string[] = [];
  readonly saved: Award[] = [];

  async addScore(row: PointsRow): Promise<boolean> {
    if (this.rows.some((r) => r.sourceKey === row.sourceKey)) return false;
    this.rows.push({ ...row });
    return true;
  }

  async scores(from: Date, to: Date): Promise<ScoreRow[]> {
    return this.rows
      .filter((r) => r.occurredAt > from && r.occurredAt <= to)
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
      .map(({ tradieId, points, occurredAt }) => ({ tradieId, points, occurredAt }));
  }

  async claimWeek(weekKey: string): Promise<boolean> {
    if (this.weeks.includes(weekKey)) return false;
    this.weeks.push(weekKey);
    return true;
  }

  async saveAward(award: Award): Promise<void> {
    this.saved.push({ ...award });
  }

  async lastClosedWeek(): Promise<string | null> {
    return [...this.weeks].sort().at(-1) ?? null;
  }

  async awards(weekKey: string): Promise<Award[]> {
    return this.saved
      .filter((a) => a.weekKey === weekKey)
      .sort((a, b) => a.rank - b.rank)
      .map((a) => ({ ...a }));
  }
}

/** Each tradie's standing with identity, as a spec sets it; an id never set has no account. */
export class MemoryTradieStandings extends TradieStandings {
  readonly who = new Map<string, TradieStanding>();

  async of(tradieIds: readonly string[]): Promise<Map<string, TradieStanding>> {
    return new Map(
      tradieIds.flatMap((id) => {
        const standing = this.who.get(id);
        return standing ? [[id, { ...standing }] as const] : [];
      }),
    );
  }
}

/** How people are named, as a spec sets it; an id never set has no account. */
export class MemoryTradieNames extends TradieNames {
  readonly named = new Map<string, { firstName: string; businessName: string | null }>();

  async names(
    tradieIds: readonly string[],
  ): Promise<Map<string, { firstName: string; businessName: string | null }>> {
    return new Map(
      tradieIds.flatMap((id) => {
        const name = this.named.get(id);
        return name ? [[id, { ...name }] as const] : [];
      }),
    );
  }
}
