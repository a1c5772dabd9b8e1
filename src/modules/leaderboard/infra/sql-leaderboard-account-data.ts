import { Injectable } from '@nestjs/common';
import { SqlAccountData } from '#shared/infra/privacy/sql-account-data.js';

/** Leaderboard points and awards in a data export; on erasure they stay (they name nobody). */
@Injectable()
export class SqlLeaderboardAccountData extends SqlAccountData {
  async exportSections(userId: string): Promise<Record<string, unknown>> {
    const [points, awards] = await this.each(userId, [
      `SELECT reason, points, reference, occurred_at FROM leaderboard_points
       WHERE tradie_id = $1 ORDER BY occurred_at`,
      `SELECT week_key, rank, points, credits, badge FROM leaderboard_awards
       WHERE tradie_id = $1 ORDER BY week_key`,
    ]);
    return { leaderboard: { points, awards } };
  }

  erase(): Promise<{ fileKeys: string[] }> {
    return Promise.resolve({ fileKeys: [] });
  }
}
