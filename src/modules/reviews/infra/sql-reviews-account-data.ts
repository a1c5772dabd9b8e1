import { Injectable } from '@nestjs/common';
import { ERASED_TEXT, type ErasedAccount } from '#shared/domain/account-data.js';
import { SqlAccountData } from '#shared/infra/privacy/sql-account-data.js';

/** Reviews written, received and reported in a data export; report reasons erased. */
@Injectable()
export class SqlReviewsAccountData extends SqlAccountData {
  async exportSections(userId: string): Promise<Record<string, unknown>> {
    const [written, received, reported] = await this.each(userId, [
      `SELECT id, job_id, tradie_id, rating, comment, reply, replied_at, hidden_at, hidden_reason,
              created_at
         FROM reviews WHERE homeowner_id = $1 ORDER BY created_at`,
      `SELECT id, job_id, rating, comment, reply, replied_at, hidden_at, hidden_reason, created_at
         FROM reviews WHERE tradie_id = $1 ORDER BY created_at`,
      `SELECT id, review_id, reason, status, decision_reason, decided_at, created_at
         FROM review_reports WHERE reporter_id = $1 ORDER BY created_at`,
    ]);
    return { reviews: { written, received, reported } };
  }

  /** Reviews keep their rating and words about the work (the author shows as a former member). */
  async erase({ userId }: ErasedAccount): Promise<{ fileKeys: string[] }> {
    await this.query(`UPDATE review_reports SET reason = $2 WHERE reporter_id = $1`, [
      userId,
      ERASED_TEXT,
    ]);
    return { fileKeys: [] };
  }
}
