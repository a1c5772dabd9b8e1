import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { type Award, LeaderboardRepository } from '../domain/ports.js';
import type { Badge, ScoreReason } from '../domain/scoring.js';
import type { ScoreRow } from '../domain/standings.js';

@Injectable()
export class SqlLeaderboardRepository extends LeaderboardRepository {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  async addScore(
    row: ScoreRow & { sourceKey: string; reason: ScoreReason; reference: string },
  ): Promise<boolean> {
    const rows = await this.query<{ id: string }[]>(
      `INSERT INTO leaderboard_points (tradie_id, source_key, reason, points, reference, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (source_key) DO NOTHING RETURNING id`,
      [row.tradieId, row.sourceKey, row.reason, row.points, row.reference, row.occurredAt],
    );
    return rows.length > 0;
  }

  async scores(from: Date, to: Date): Promise<ScoreRow[]> {
    const rows = await this.query<{ tradie_id: string; points: number; occurred_at: Date }[]>(
      `SELECT tradie_id, points, occurred_at FROM leaderboard_points
       WHERE occurred_at > $1 AND occurred_at <= $2 ORDER BY occurred_at, id`,
      [from, to],
    );
    return rows.map((r) => ({
      tradieId: r.tradie_id,
      points: r.points,
      occurredAt: r.occurred_at,
    }));
  }

  async claimWeek(weekKey: string, closesAt: Date, at: Date): Promise<boolean> {
    const rows = await this.query<{ week_key: string }[]>(
      `INSERT INTO leaderboard_weeks (week_key, closes_at, closed_at) VALUES ($1, $2, $3)
       ON CONFLICT (week_key) DO NOTHING RETURNING week_key`,
      [weekKey, closesAt, at],
    );
    return rows.length > 0;
  }

  async saveAward(award: Award): Promise<void> {
    await this.query(
      `INSERT INTO leaderboard_awards (week_key, rank, tradie_id, points, credits, badge)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [award.weekKey, award.rank, award.tradieId, award.points, award.credits, award.badge],
    );
  }

  async lastClosedWeek(): Promise<string | null> {
    const rows = await this.query<{ week_key: string }[]>(
      `SELECT to_char(week_key, 'YYYY-MM-DD') AS week_key FROM leaderboard_weeks
       ORDER BY week_key DESC LIMIT 1`,
    );
    return rows[0]?.week_key ?? null;
  }

  async awards(weekKey: string): Promise<Award[]> {
    const rows = await this.query<
      {
        week_key: string;
        rank: number;
        tradie_id: string;
        points: number;
        credits: number;
        badge: Badge | null;
      }[]
    >(
      `SELECT to_char(week_key, 'YYYY-MM-DD') AS week_key, rank, tradie_id, points, credits, badge
       FROM leaderboard_awards WHERE week_key = $1 ORDER BY rank`,
      [weekKey],
    );
    return rows.map((r) => ({
      weekKey: r.week_key,
      rank: r.rank,
      tradieId: r.tradie_id,
      points: r.points,
      credits: r.credits,
      badge: r.badge,
    }));
  }
}
