import { Injectable } from '@nestjs/common';
import type { AuState } from '#shared/domain/australia.js';
import {
  decodeCursor,
  encodeCursor,
  microsecondKey,
} from '#shared/infra/database/keyset-cursor.js';
import { isUniqueViolation } from '#shared/infra/database/pg-errors.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import type {
  Lead,
  LeadStage,
  LeadStatus,
  Quote,
  QuoteStatus,
  RefundReason,
} from '../domain/lead.js';
import { LeadsErrors } from '../domain/leads-errors.js';
import {
  type JobForSale,
  JobSales,
  LeadRepository,
  type TradieLeadsPage,
  type TradieLeadsQuery,
} from '../domain/ports.js';

interface LeadRow {
  id: string;
  job_id: string;
  tradie_id: string;
  price_credits: number;
  status: LeadStatus;
  refund_reason: RefundReason | null;
  refunded_at: Date | null;
  bought_at: Date;
}

const LEAD_COLUMNS =
  'id, job_id, tradie_id, price_credits, status, refund_reason, refunded_at, bought_at';

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    jobId: row.job_id,
    tradieId: row.tradie_id,
    priceCredits: row.price_credits,
    status: row.status,
    refundReason: row.refund_reason,
    refundedAt: row.refunded_at,
    boughtAt: row.bought_at,
  };
}

export interface QuoteRow {
  id: string;
  job_id: string;
  tradie_id: string;
  lead_id: string;
  amount_cents: number;
  message: string;
  estimated_start: string | null;
  status: QuoteStatus;
  created_at: Date;
  revised_at: Date | null;
  revision: number;
}

export const QUOTE_COLUMNS =
  "id, job_id, tradie_id, lead_id, amount_cents, message, to_char(estimated_start, 'YYYY-MM-DD') AS estimated_start, status, created_at, revised_at, revision";

export function toQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    jobId: row.job_id,
    tradieId: row.tradie_id,
    leadId: row.lead_id,
    amountCents: row.amount_cents,
    message: row.message,
    estimatedStart: row.estimated_start,
    status: row.status,
    createdAt: row.created_at,
    revisedAt: row.revised_at,
    revision: row.revision,
  };
}

/** Leads on PostgreSQL: the job row lock and the (job_id, tradie_id) unique key keep sales honest. */
@Injectable()
export class SqlLeadRepository extends LeadRepository {
  constructor(
    private readonly uow: TypeOrmUnitOfWork,
    private readonly jobs: JobSales,
  ) {
    super();
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  // The job row is the jobs module's: locked and counted through its port.
  lockJob(jobId: string): Promise<JobForSale | null> {
    return this.jobs.lockJob(jobId);
  }

  takeSlot(jobId: string): Promise<void> {
    return this.jobs.takeSlot(jobId);
  }

  async insert(lead: Omit<Lead, 'id' | 'status' | 'refundReason' | 'refundedAt'>): Promise<Lead> {
    try {
      const rows = await this.query<LeadRow[]>(
        `INSERT INTO leads (job_id, tradie_id, price_credits, bought_at) VALUES ($1, $2, $3, $4)
         RETURNING ${LEAD_COLUMNS}`,
        [lead.jobId, lead.tradieId, lead.priceCredits, lead.boughtAt],
      );
      return toLead(rows[0]);
    } catch (error) {
      if (isUniqueViolation(error, 'leads_one_per_tradie')) throw LeadsErrors.alreadyBought();
      throw error;
    }
  }

  async find(jobId: string, tradieId: string): Promise<Lead | null> {
    const rows = await this.query<LeadRow[]>(
      `SELECT ${LEAD_COLUMNS} FROM leads WHERE job_id = $1 AND tradie_id = $2`,
      [jobId, tradieId],
    );
    return rows[0] ? toLead(rows[0]) : null;
  }

  async findById(leadId: string): Promise<Lead | null> {
    const rows = await this.query<LeadRow[]>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1`, [
      leadId,
    ]);
    return rows[0] ? toLead(rows[0]) : null;
  }

  async lockActiveForJob(jobId: string): Promise<Lead[]> {
    const rows = await this.query<LeadRow[]>(
      `SELECT ${LEAD_COLUMNS} FROM leads WHERE job_id = $1 AND status = 'active'
       ORDER BY tradie_id FOR UPDATE`,
      [jobId],
    );
    return rows.map(toLead);
  }

  async lockById(leadId: string): Promise<Lead | null> {
    const rows = await this.query<LeadRow[]>(
      `SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1 FOR UPDATE`,
      [leadId],
    );
    return rows[0] ? toLead(rows[0]) : null;
  }

  async markRefunded(leadId: string, reason: RefundReason, at: Date): Promise<void> {
    await this.query(
      `UPDATE leads SET status = 'refunded', refund_reason = $2, refunded_at = $3
       WHERE id = $1 AND status = 'active'`,
      [leadId, reason, at],
    );
  }

  async isHired(leadId: string): Promise<boolean> {
    const rows = await this.query<unknown[]>(
      `SELECT 1 FROM quotes WHERE lead_id = $1 AND status = 'accepted'`,
      [leadId],
    );
    return rows.length > 0;
  }

  async listByTradie(query: TradieLeadsQuery): Promise<TradieLeadsPage> {
    const after = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : null;
    if (query.cursor && !after) throw LeadsErrors.invalidCursor();
    const params: unknown[] = [query.tradieId, query.limit + 1];
    const where = ['l.tradie_id = $1'];
    if (query.stage) where.push(STAGE_SQL[query.stage]);
    if (after) {
      params.push(...after);
      where.push('(l.bought_at, l.id) < ($3::timestamptz, $4::uuid)');
    }
    const rows = await this.query<
      (LeadRow & {
        j_id: string;
        j_title: string;
        j_category: string;
        j_location: string;
        j_state: AuState | null;
        j_postcode: string;
        j_budget_cents: number;
        j_is_emergency: boolean;
        j_status: string;
        j_assigned_tradie_id: string | null;
        j_created_at: Date;
        q_id: string | null;
        q_amount_cents: number | null;
        q_message: string | null;
        q_estimated_start: string | null;
        q_status: QuoteStatus | null;
        q_created_at: Date | null;
        q_revised_at: Date | null;
        q_revision: number | null;
        d_id: string | null;
        d_status: 'open' | 'approved' | 'rejected' | null;
        d_reason: 'homeowner_unreachable' | 'duplicate' | 'not_as_described' | null;
        d_decision_reason: string | null;
        bought_key: string;
      })[]
    >(
      `SELECT l.id, l.job_id, l.tradie_id, l.price_credits, l.status, l.refund_reason, l.refunded_at, l.bought_at,
              j.id AS j_id, j.title AS j_title, j.category AS j_category, j.location AS j_location,
              j.state AS j_state, j.postcode AS j_postcode, j.budget_cents AS j_budget_cents,
              j.is_emergency AS j_is_emergency, j.status AS j_status,
              j.assigned_tradie_id AS j_assigned_tradie_id, j.created_at AS j_created_at,
              q.id AS q_id, q.amount_cents AS q_amount_cents, q.message AS q_message,
              to_char(q.estimated_start, 'YYYY-MM-DD') AS q_estimated_start, q.status AS q_status,
              q.created_at AS q_created_at, q.revised_at AS q_revised_at, q.revision AS q_revision,
              d.id AS d_id, d.status AS d_status, d.reason AS d_reason, d.decision_reason AS d_decision_reason,
              ${microsecondKey('l.bought_at')} AS bought_key
       FROM leads l
       JOIN jobs_public j ON j.id = l.job_id
       LEFT JOIN quotes q ON q.job_id = l.job_id AND q.tradie_id = l.tradie_id
       LEFT JOIN lead_disputes d ON d.lead_id = l.id
       WHERE ${where.join(' AND ')}
       ORDER BY l.bought_at DESC, l.id DESC
       LIMIT $2`,
      params,
    );
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    const nextCursor =
      rows.length > query.limit && last ? encodeCursor([last.bought_key, last.id]) : null;
    const items = page.map((row) => ({
      lead: toLead(row),
      job: {
        id: row.j_id,
        title: row.j_title,
        category: row.j_category,
        location: row.j_location,
        state: row.j_state,
        postcode: row.j_postcode,
        budgetCents: row.j_budget_cents,
        isEmergency: row.j_is_emergency,
        status: row.j_status,
        assignedTradieId: row.j_assigned_tradie_id,
        createdAt: row.j_created_at,
      },
      quote:
        row.q_id === null
          ? null
          : {
              id: row.q_id,
              jobId: row.job_id,
              tradieId: row.tradie_id,
              leadId: row.id,
              amountCents: row.q_amount_cents!,
              message: row.q_message!,
              estimatedStart: row.q_estimated_start,
              status: row.q_status!,
              createdAt: row.q_created_at!,
              revisedAt: row.q_revised_at,
              revision: row.q_revision!,
            },
      dispute:
        row.d_id === null
          ? null
          : {
              id: row.d_id,
              status: row.d_status!,
              reason: row.d_reason!,
              decisionReason: row.d_decision_reason,
            },
    }));
    return { items, nextCursor };
  }

  async countByStage(tradieId: string): Promise<Record<LeadStage, number>> {
    const [row] = await this.query<{ to_quote: number; quoted: number; won: number }[]>(
      `SELECT count(*) FILTER (WHERE ${STAGE_SQL.to_quote})::int AS to_quote,
              count(*) FILTER (WHERE ${STAGE_SQL.quoted})::int AS quoted,
              count(*) FILTER (WHERE ${STAGE_SQL.won})::int AS won
       FROM leads l
       JOIN jobs_public j ON j.id = l.job_id
       LEFT JOIN quotes q ON q.job_id = l.job_id AND q.tradie_id = l.tradie_id
       WHERE l.tradie_id = $1`,
      [tradieId],
    );
    return { to_quote: row?.to_quote ?? 0, quoted: row?.quoted ?? 0, won: row?.won ?? 0 };
  }
}

/** The stages over `leads l JOIN jobs_public j LEFT JOIN quotes q` (the tradie's own quote). */
const STAGE_SQL: Record<LeadStage, string> = {
  won: 'j.assigned_tradie_id = l.tradie_id',
  quoted: 'q.id IS NOT NULL AND j.assigned_tradie_id IS DISTINCT FROM l.tradie_id',
  to_quote: 'q.id IS NULL AND j.assigned_tradie_id IS DISTINCT FROM l.tradie_id',
};
