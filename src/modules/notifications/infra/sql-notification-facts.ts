import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { NotificationFacts, TradieMatcher } from '../domain/ports.js';

@Injectable()
export class SqlNotificationFacts extends NotificationFacts {
  constructor(
    private readonly uow: TypeOrmUnitOfWork,
    private readonly matcher: TradieMatcher,
  ) {
    super();
  }

  async jobTitle(jobId: string): Promise<string | null> {
    const rows = await this.uow
      .manager()
      .query<{ title: string }[]>(`SELECT title FROM jobs_public WHERE id = $1`, [jobId]);
    return rows[0]?.title ?? null;
  }

  async tradiesMatching(jobId: string): Promise<string[]> {
    const [job] = await this.uow
      .manager()
      .query<{ category: string; lat: number | null; lng: number | null; homeowner_id: string }[]>(
        `SELECT category, lat, lng, homeowner_id FROM jobs_public WHERE id = $1`,
        [jobId],
      );
    // A job without a place is near no one.
    if (!job || job.lat === null || job.lng === null) return [];
    return this.matcher.serving({
      category: job.category,
      lat: job.lat,
      lng: job.lng,
      exceptId: job.homeowner_id,
    });
  }

  async names(userIds: string[]): Promise<Record<string, string>> {
    if (userIds.length === 0) return {};
    const rows = await this.uow
      .manager()
      .query<{ id: string; name: string }[]>(
        `SELECT id, display_name AS name FROM identity_user_names WHERE id = ANY($1::uuid[])`,
        [userIds],
      );
    return Object.fromEntries(rows.map((row) => [row.id, row.name]));
  }

  async isTradie(userId: string): Promise<boolean> {
    const rows = await this.uow
      .manager()
      .query<unknown[]>(`SELECT 1 FROM identity_user_names WHERE id = $1 AND is_tradie`, [userId]);
    return rows.length > 0;
  }
}
