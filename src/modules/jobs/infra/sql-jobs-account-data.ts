import { Injectable } from '@nestjs/common';
import { anonymisedJob, type ErasedAccount } from '#shared/domain/account-data.js';
import { SqlAccountData } from '#shared/infra/privacy/sql-account-data.js';

/** Jobs posted and worked on in a data export; a homeowner's jobs de-identified on erasure. */
@Injectable()
export class SqlJobsAccountData extends SqlAccountData {
  async exportSections(userId: string): Promise<Record<string, unknown>> {
    const [posted, images, workedOn] = await this.each(userId, [
      `SELECT id, title, description, category, location, state, postcode, budget_cents,
                is_emergency, status, lead_cap, lead_count, assigned_tradie_id, created_at,
                published_at, assigned_at, completed_at, cancelled_at
         FROM jobs WHERE homeowner_id = $1 ORDER BY created_at`,
      `SELECT i.id, i.job_id, i.content_type, i.width, i.height, i.bytes, i.created_at
         FROM job_images i JOIN jobs j ON j.id = i.job_id WHERE j.homeowner_id = $1
         ORDER BY i.job_id, i.position`,
      `SELECT id, title, category, state, postcode, status, assigned_at, completed_at
         FROM jobs WHERE assigned_tradie_id = $1 ORDER BY assigned_at`,
    ]);
    return { jobs: { posted, images, workedOn } };
  }

  /** A job keeps its kind, area, money and dates; its words and pictures go. */
  async erase({ userId, at }: ErasedAccount): Promise<{ fileKeys: string[] }> {
    const files = await this.query<{ key: string }[]>(
      `SELECT i.storage_key AS key FROM job_images i JOIN jobs j ON j.id = i.job_id
       WHERE j.homeowner_id = $1`,
      [userId],
    );
    await this.query(
      `DELETE FROM job_images WHERE job_id IN (SELECT id FROM jobs WHERE homeowner_id = $1)`,
      [userId],
    );
    const jobs = await this.query<{ id: string; category: string }[]>(
      `SELECT id, category FROM jobs WHERE homeowner_id = $1`,
      [userId],
    );
    for (const { id, category } of jobs) {
      const job = anonymisedJob(category);
      // The coordinates are the postcode's centre already (never the address), so they stay.
      await this.query(
        `UPDATE jobs SET title = $2, description = $3, location = $4, updated_at = $5 WHERE id = $1`,
        [id, job.title, job.description, job.location, at],
      );
    }
    return { fileKeys: files.map((f) => f.key) };
  }
}
