import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import type { AuState } from '#shared/domain/australia.js';
import {
  decodeCursor,
  encodeCursor,
  microsecondKey,
} from '#shared/infra/database/keyset-cursor.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { isUniqueViolation } from '#shared/infra/database/pg-errors.js';
import type { Job, JobImage, JobStatus, LeadCap, WithdrawalReason } from '../domain/job.js';
import { JobsErrors } from '../domain/jobs-errors.js';
import {
  type HomeownerJobsPage,
  type HomeownerJobsQuery,
  type JobChanges,
  JobRepository,
  LeadAccess,
  type NewJob,
} from '../domain/ports.js';
import { JobImageRow, JobRow } from './job.orm-entity.js';

@Injectable()
export class TypeOrmJobRepository extends JobRepository {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private rows() {
    return this.uow.manager().getRepository(JobRow);
  }

  async create(job: NewJob): Promise<Job> {
    const row = await this.rows().save(this.rows().create({ ...job, leadCount: 0 }));
    return toJob(row, []);
  }

  async findById(id: string): Promise<Job | null> {
    const row = await this.rows().findOne({ where: { id } });
    return row ? toJob(row, await this.imagesOf([id])) : null;
  }

  async titles(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.uow
      .manager()
      .query<{ id: string; title: string }[]>(
        `SELECT id, title FROM jobs WHERE id = ANY($1::uuid[])`,
        [[...ids]],
      );
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  async lock(id: string): Promise<Job | null> {
    const row = await this.rows()
      .createQueryBuilder('j')
      .setLock('pessimistic_write')
      .where('j.id = :id', { id })
      .getOne();
    return row ? toJob(row, await this.imagesOf([id])) : null;
  }

  async update(id: string, changes: JobChanges, at: Date): Promise<void> {
    await this.rows().update({ id }, { ...changes, updatedAt: at });
  }

  async listByHomeowner(query: HomeownerJobsQuery): Promise<HomeownerJobsPage> {
    const after = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : null;
    if (query.cursor && !after) throw JobsErrors.invalidCursor();
    const select = this.rows()
      .createQueryBuilder('j')
      .addSelect(microsecondKey('j.created_at'), 'created_key')
      .where('j.homeowner_id = :homeownerId', { homeownerId: query.homeownerId })
      .orderBy('j.created_at', 'DESC')
      .addOrderBy('j.id', 'DESC')
      .limit(query.limit + 1);
    if (query.statuses) select.andWhere('j.status IN (:...statuses)', { statuses: query.statuses });
    if (after) {
      const [at, id] = after;
      select.andWhere('(j.created_at, j.id) < (:at::timestamptz, :id::uuid)', { at, id });
    }
    const { entities, raw } = await select.getRawAndEntities<{ created_key: string }>();
    const rows = entities.slice(0, query.limit);
    const lastKey = raw[rows.length - 1]?.created_key;
    const last = rows[rows.length - 1];
    const nextCursor =
      entities.length > query.limit && last && lastKey ? encodeCursor([lastKey, last.id]) : null;
    if (rows.length === 0) return { items: [], nextCursor };
    const ids = rows.map((r) => r.id);
    const counts = await this.uow
      .manager()
      .query<{ job_id: string; n: number }[]>(
        `SELECT job_id, quote_count AS n FROM leads_quote_counts WHERE job_id = ANY($1::uuid[])`,
        [ids],
      );
    const quoteCount = new Map(counts.map((c) => [c.job_id, c.n]));
    const images = await this.imagesOf(ids);
    const items = rows.map((row) => ({
      ...toJob(
        row,
        images.filter((i) => i.jobId === row.id),
      ),
      quoteCount: quoteCount.get(row.id) ?? 0,
    }));
    return { items, nextCursor };
  }

  async lockUnassignedOf(homeownerId: string): Promise<Job[]> {
    const rows = await this.rows()
      .createQueryBuilder('j')
      .setLock('pessimistic_write')
      .where('j.homeowner_id = :homeownerId', { homeownerId })
      .andWhere(`j.status IN ('pending_payment', 'open')`)
      .orderBy('j.id')
      .getMany();
    return rows.map((row) => toJob(row, []));
  }

  async unhiredSince(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.uow.manager().query<{ id: string }[]>(
      `SELECT id FROM jobs WHERE status = 'open' AND leads_expired_at IS NULL AND published_at < $1
       ORDER BY published_at LIMIT $2`,
      [cutoff, limit],
    );
    return rows.map((r) => r.id);
  }

  async addImage(jobId: string, image: Omit<JobImage, 'id' | 'position'>): Promise<JobImage> {
    const manager = this.uow.manager();
    const taken = await manager.query<{ position: number }[]>(
      `SELECT position FROM job_images WHERE job_id = $1`,
      [jobId],
    );
    const used = new Set(taken.map((t) => t.position));
    const position = [0, 1, 2, 3, 4, 5, 6, 7].find((p) => !used.has(p));
    if (position === undefined) throw JobsErrors.tooManyImages(8);
    try {
      const row = await manager
        .getRepository(JobImageRow)
        .save(manager.getRepository(JobImageRow).create({ jobId, position, ...image }));
      return toImage(row);
    } catch (error) {
      if (isUniqueViolation(error, 'job_images_position_key')) throw JobsErrors.tooManyImages(8);
      throw error;
    }
  }

  async removeImage(jobId: string, imageId: string): Promise<JobImage | null> {
    const repo = this.uow.manager().getRepository(JobImageRow);
    const row = await repo.findOne({ where: { id: imageId, jobId } });
    if (!row) return null;
    await repo.delete({ id: row.id });
    return toImage(row);
  }

  private async imagesOf(jobIds: string[]): Promise<(JobImage & { jobId: string })[]> {
    const rows = await this.uow
      .manager()
      .getRepository(JobImageRow)
      .find({ where: { jobId: In(jobIds) }, order: { position: 'ASC' } });
    return rows.map((row) => ({ ...toImage(row), jobId: row.jobId }));
  }
}

/** Reads the active buyers leads publishes (a view: leads depends on jobs, not the reverse). */
@Injectable()
export class SqlLeadAccess extends LeadAccess {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async hasBought(jobId: string, tradieId: string): Promise<boolean> {
    const rows = await this.uow
      .manager()
      .query<unknown[]>(`SELECT 1 FROM leads_active_buyers WHERE job_id = $1 AND tradie_id = $2`, [
        jobId,
        tradieId,
      ]);
    return rows.length > 0;
  }
}

function toImage(row: JobImageRow): JobImage {
  return {
    id: row.id,
    position: row.position,
    storageKey: row.storageKey,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
  };
}

function toJob(row: JobRow, images: (JobImage & { jobId?: string })[]): Job {
  return {
    id: row.id,
    homeownerId: row.homeownerId,
    title: row.title,
    description: row.description,
    category: row.category,
    location: row.location,
    state: row.state as AuState | null,
    postcode: row.postcode,
    budgetCents: row.budgetCents,
    isEmergency: row.isEmergency,
    status: row.status as JobStatus,
    assignedTradieId: row.assignedTradieId,
    leadCap: row.leadCap as LeadCap,
    leadCount: row.leadCount,
    lat: row.lat,
    lng: row.lng,
    privacyConsentAt: row.privacyConsentAt,
    publishedAt: row.publishedAt,
    assignedAt: row.assignedAt,
    completedAt: row.completedAt,
    cancelledAt: row.cancelledAt,
    leadsExpiredAt: row.leadsExpiredAt,
    withdrawnAt: row.withdrawnAt,
    withdrawnReason: row.withdrawnReason as WithdrawalReason | null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    images: images.map(({ jobId: _jobId, ...image }) => image),
  };
}
