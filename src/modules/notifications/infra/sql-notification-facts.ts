import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { NotificationFacts } from '../domain/ports.js';

/** Haversine in SQL (as the lead feed): km between the job and a tradie's service postcode. */
const DISTANCE = `2 * 6371 * asin(least(1, sqrt(
  power(sin(radians(j.lat - pc.lat) / 2), 2) +
  cos(radians(pc.lat)) * cos(radians(j.lat)) * power(sin(radians(j.lng - pc.lng) / 2), 2))))`;

@Injectable()
export class SqlNotificationFacts extends NotificationFacts {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async jobTitle(jobId: string): Promise<string | null> {
    const rows = await this.uow
      .manager()
      .query<{ title: string }[]>(`SELECT title FROM jobs WHERE id = $1`, [jobId]);
    return rows[0]?.title ?? null;
  }

  async tradiesMatching(jobId: string): Promise<string[]> {
    const rows = await this.uow.manager().query<{ id: string }[]>(
      `SELECT t.id
         FROM jobs j
         -- The trades they are listed in (identity's listing rule; null: as entered).
         JOIN tradie_profiles t ON j.category = ANY(coalesce(t.listed_categories, t.categories))
         JOIN users u ON u.id = t.id AND u.banned_at IS NULL
         JOIN postcodes pc ON pc.postcode = t.service_postcode
        WHERE j.id = $1 AND t.verification_status = 'approved' AND t.id <> j.homeowner_id
          AND j.lat IS NOT NULL AND ${DISTANCE} <= t.service_radius_km`,
      [jobId],
    );
    return rows.map((row) => row.id);
  }

  async names(userIds: string[]): Promise<Record<string, string>> {
    if (userIds.length === 0) return {};
    const rows = await this.uow.manager().query<{ id: string; name: string }[]>(
      `SELECT u.id, COALESCE(t.business_name, u.first_name) AS name
         FROM users u LEFT JOIN tradie_profiles t ON t.id = u.id
        WHERE u.id = ANY($1::uuid[])`,
      [userIds],
    );
    return Object.fromEntries(rows.map((row) => [row.id, row.name]));
  }

  async isTradie(userId: string): Promise<boolean> {
    const rows = await this.uow
      .manager()
      .query<unknown[]>(`SELECT 1 FROM tradie_profiles WHERE id = $1`, [userId]);
    return rows.length > 0;
  }
}
