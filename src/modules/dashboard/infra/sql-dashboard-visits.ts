import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { DashboardVisits, type Visit } from '../domain/ports.js';

@Injectable()
export class SqlDashboardVisits extends DashboardVisits {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async find(userId: string): Promise<Visit | null> {
    const rows = await this.uow
      .manager()
      .query<{ last_seen_at: Date; baseline_at: Date }[]>(
        `SELECT last_seen_at, baseline_at FROM dashboard_visits WHERE user_id = $1`,
        [userId],
      );
    return rows[0] ? { lastSeenAt: rows[0].last_seen_at, baselineAt: rows[0].baseline_at } : null;
  }

  async save(userId: string, visit: Visit): Promise<void> {
    await this.uow.manager().query(
      `INSERT INTO dashboard_visits (user_id, last_seen_at, baseline_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET last_seen_at = $2, baseline_at = $3`,
      [userId, visit.lastSeenAt, visit.baselineAt],
    );
  }
}
