import { Injectable } from '@nestjs/common';
import { type JobForSale, JobSales } from '#modules/leads/domain/ports.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';

/** The leads module's port on the jobs table: the job row under lock, and its lead count. */
@Injectable()
export class SqlJobSales extends JobSales {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  async lockJob(jobId: string): Promise<JobForSale | null> {
    const rows = await this.query<
      {
        id: string;
        homeowner_id: string;
        status: string;
        is_emergency: boolean;
        lead_count: number;
        lead_cap: number;
        leads_expired_at: Date | null;
        category: string;
        lat: number | null;
        lng: number | null;
      }[]
    >(
      `SELECT id, homeowner_id, status, is_emergency, lead_count, lead_cap, leads_expired_at,
              category, lat, lng
       FROM jobs WHERE id = $1 FOR UPDATE`,
      [jobId],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          homeownerId: row.homeowner_id,
          status: row.status,
          isEmergency: row.is_emergency,
          leadCount: row.lead_count,
          leadCap: row.lead_cap,
          leadsExpiredAt: row.leads_expired_at,
          category: row.category,
          location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
        }
      : null;
  }

  async takeSlot(jobId: string): Promise<void> {
    await this.query(
      `UPDATE jobs SET lead_count = lead_count + 1, updated_at = now() WHERE id = $1`,
      [jobId],
    );
  }
}
