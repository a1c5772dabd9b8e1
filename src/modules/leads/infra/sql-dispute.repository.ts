import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '#shared/infra/database/pg-errors.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import type {
  Dispute,
  DisputeReason,
  DisputeStatus,
  LeadStatus,
  RefundReason,
} from '../domain/lead.js';
import { LeadsErrors } from '../domain/leads-errors.js';
import { DisputeRepository, type DisputeWithLead } from '../domain/ports.js';
import { toLead } from './sql-lead.repository.js';

interface DisputeRow {
  id: string;
  lead_id: string;
  reason: DisputeReason;
  details: string;
  status: DisputeStatus;
  decided_by: string | null;
  decision_reason: string | null;
  decided_at: Date | null;
  created_at: Date;
}

const COLUMNS =
  'd.id, d.lead_id, d.reason, d.details, d.status, d.decided_by, d.decision_reason, d.decided_at, d.created_at';

function toDispute(row: DisputeRow): Dispute {
  return {
    id: row.id,
    leadId: row.lead_id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    decidedBy: row.decided_by,
    decisionReason: row.decision_reason,
    decidedAt: row.decided_at,
    createdAt: row.created_at,
  };
}

type JoinedRow = DisputeRow & {
  l_job_id: string;
  l_tradie_id: string;
  l_price_credits: number;
  l_status: LeadStatus;
  l_refund_reason: RefundReason | null;
  l_refunded_at: Date | null;
  l_bought_at: Date;
  job_title: string;
  business_name: string;
};

const JOINED = `SELECT ${COLUMNS},
    l.job_id AS l_job_id, l.tradie_id AS l_tradie_id, l.price_credits AS l_price_credits,
    l.status AS l_status, l.refund_reason AS l_refund_reason, l.refunded_at AS l_refunded_at,
    l.bought_at AS l_bought_at, j.title AS job_title, t.business_name
  FROM lead_disputes d
  JOIN leads l ON l.id = d.lead_id
  JOIN jobs_public j ON j.id = l.job_id
  JOIN identity_user_names t ON t.id = l.tradie_id AND t.is_tradie`;

function toJoined(row: JoinedRow): DisputeWithLead {
  return {
    ...toDispute(row),
    lead: toLead({
      id: row.lead_id,
      job_id: row.l_job_id,
      tradie_id: row.l_tradie_id,
      price_credits: row.l_price_credits,
      status: row.l_status,
      refund_reason: row.l_refund_reason,
      refunded_at: row.l_refunded_at,
      bought_at: row.l_bought_at,
    }),
    job: { id: row.l_job_id, title: row.job_title },
    tradie: { id: row.l_tradie_id, businessName: row.business_name },
  };
}

@Injectable()
export class SqlDisputeRepository extends DisputeRepository {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  async insert(input: {
    leadId: string;
    reason: DisputeReason;
    details: string;
  }): Promise<Dispute> {
    try {
      const rows = await this.query<DisputeRow[]>(
        `INSERT INTO lead_disputes AS d (lead_id, reason, details) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
        [input.leadId, input.reason, input.details],
      );
      return toDispute(rows[0]);
    } catch (error) {
      if (isUniqueViolation(error)) throw LeadsErrors.alreadyDisputed();
      throw error;
    }
  }

  async lock(disputeId: string): Promise<Dispute | null> {
    const rows = await this.query<DisputeRow[]>(
      `SELECT ${COLUMNS} FROM lead_disputes d WHERE d.id = $1 FOR UPDATE`,
      [disputeId],
    );
    return rows[0] ? toDispute(rows[0]) : null;
  }

  async decide(
    disputeId: string,
    status: Exclude<DisputeStatus, 'open'>,
    adminId: string,
    reason: string,
    at: Date,
  ): Promise<void> {
    await this.query(
      `UPDATE lead_disputes SET status = $2, decided_by = $3, decision_reason = $4, decided_at = $5
       WHERE id = $1 AND status = 'open'`,
      [disputeId, status, adminId, reason, at],
    );
  }

  async list(status: DisputeStatus, limit: number): Promise<DisputeWithLead[]> {
    const rows = await this.query<JoinedRow[]>(
      `${JOINED} WHERE d.status = $1 ORDER BY d.created_at, d.id LIMIT $2`,
      [status, limit],
    );
    return rows.map(toJoined);
  }

  async findWithLead(disputeId: string): Promise<DisputeWithLead | null> {
    const rows = await this.query<JoinedRow[]>(`${JOINED} WHERE d.id = $1`, [disputeId]);
    return rows[0] ? toJoined(rows[0]) : null;
  }
}
