import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import type { AuState } from '#shared/domain/australia.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { type JobCard, PublicJobListings } from '../domain/job.js';
import { JobRow } from './job.orm-entity.js';

@Injectable()
export class TypeOrmPublicJobListings extends PublicJobListings {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async openUnassigned(limit: number): Promise<JobCard[]> {
    const rows = await this.uow
      .manager()
      .getRepository(JobRow)
      .find({
        where: { status: 'open', assignedTradieId: IsNull() },
        order: { createdAt: 'DESC', id: 'ASC' },
        take: limit,
      });
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      location: row.location,
      state: row.state as AuState | null,
      budgetCents: row.budgetCents,
      createdAt: row.createdAt,
      isEmergency: row.isEmergency,
      assignedTradieId: row.assignedTradieId,
    }));
  }

  async openListingVersion(): Promise<number> {
    const [row] = await this.uow
      .manager()
      .query<{ version: string }[]>(`SELECT version FROM jobs_open_listing_version`);
    return Number(row.version);
  }
}
