import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import type { Audience } from '../domain/audience.js';
import type {
  BulkEmail,
  BulkEmailDraft,
  BulkEmailProgress,
  Recipient,
} from '../domain/bulk-email.js';
import { BulkEmailStore } from '../domain/ports.js';

interface EmailRow {
  id: string;
  subject: string;
  body_markdown: string;
  audience: Audience;
  status: BulkEmail['status'];
  total: number;
  created_by: string;
  created_at: Date;
  finished_at: Date | null;
}

const toEmail = (r: EmailRow): BulkEmail => ({
  id: r.id,
  subject: r.subject,
  bodyMarkdown: r.body_markdown,
  audience: r.audience,
  status: r.status,
  total: r.total,
  createdBy: r.created_by,
  createdAt: r.created_at,
  finishedAt: r.finished_at,
});

/**
 * The recipients of an audience: the SQL twin of `inAudience` (consent, never banned users or
 * admins, group, state, trade). $1 group, $2 states, $3 trades.
 */
const AUDIENCE_SQL = `
  SELECT u.id, u.email, u.first_name
  FROM identity_accounts u
  JOIN news_subscriptions n ON n.user_id = u.id AND n.subscribed
  WHERE u.banned_at IS NULL AND NOT u.is_admin
    AND CASE $1::text
      WHEN 'homeowners' THEN NOT u.is_tradie
      WHEN 'tradies' THEN u.verification_status = 'approved'
      WHEN 'pending_tradies' THEN u.verification_status = 'pending'
      ELSE true END
    AND (cardinality($2::text[]) = 0 OR coalesce(u.state, u.licence_state) = ANY($2::text[]))
    AND (cardinality($3::text[]) = 0 OR u.categories && $3::text[])`;

const audienceParams = (a: Audience) => [a.group, a.states, a.trades];

@Injectable()
export class SqlBulkEmailStore extends BulkEmailStore {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private q<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.uow.manager().query<T[]>(sql, params);
  }

  /** UPDATE … RETURNING: the driver answers `[rows, affected]`. */
  private async updated<T>(sql: string, params: unknown[]): Promise<T[]> {
    const [rows] = await this.uow.manager().query<[T[], number]>(sql, params);
    return rows;
  }

  async countAudience(audience: Audience): Promise<number> {
    const [row] = await this.q<{ n: number }>(
      `SELECT count(*)::int AS n FROM (${AUDIENCE_SQL}) a`,
      audienceParams(audience),
    );
    return row.n;
  }

  async create(input: {
    draft: BulkEmailDraft;
    audience: Audience;
    createdBy: string;
    batchSize: number;
    at: Date;
  }): Promise<{ email: BulkEmail; batches: number }> {
    const [created] = await this.q<{ id: string }>(
      `INSERT INTO bulk_emails (subject, body_markdown, audience, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        input.draft.subject,
        input.draft.bodyMarkdown,
        JSON.stringify(input.audience),
        input.createdBy,
        input.at,
      ],
    );
    await this.q(
      `INSERT INTO bulk_email_recipients (bulk_email_id, user_id, email, first_name, batch_no)
       SELECT $4, a.id, a.email, a.first_name, ((row_number() OVER (ORDER BY a.id)) - 1) / $5
       FROM (${AUDIENCE_SQL}) a`,
      [...audienceParams(input.audience), created.id, input.batchSize],
    );
    const [stats] = await this.updated<{ total: number; batches: number }>(
      `UPDATE bulk_emails SET total = (SELECT count(*) FROM bulk_email_recipients WHERE bulk_email_id = $1)
       WHERE id = $1
       RETURNING total, (SELECT coalesce(max(batch_no) + 1, 0)::int FROM bulk_email_recipients WHERE bulk_email_id = $1) AS batches`,
      [created.id],
    );
    const email = await this.find(created.id);
    return { email: { ...email!, total: stats.total }, batches: stats.batches };
  }

  async find(id: string): Promise<BulkEmail | null> {
    const [row] = await this.q<EmailRow>('SELECT * FROM bulk_emails WHERE id = $1', [id]);
    return row ? toEmail(row) : null;
  }

  async latest(limit: number): Promise<BulkEmail[]> {
    const rows = await this.q<EmailRow>(
      'SELECT * FROM bulk_emails ORDER BY created_at DESC, id LIMIT $1',
      [limit],
    );
    return rows.map(toEmail);
  }

  async progress(id: string): Promise<BulkEmailProgress> {
    const [row] = await this.q<BulkEmailProgress>(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent,
              count(*) FILTER (WHERE status = 'failed')::int AS failed,
              count(*) FILTER (WHERE status = 'skipped')::int AS skipped,
              count(*) FILTER (WHERE status = 'pending')::int AS pending
       FROM bulk_email_recipients WHERE bulk_email_id = $1`,
      [id],
    );
    return row;
  }

  async cancel(id: string, at: Date): Promise<boolean> {
    const rows = await this.updated<{ id: string }>(
      `UPDATE bulk_emails SET status = 'cancelled', finished_at = $2
       WHERE id = $1 AND status = 'sending' RETURNING id`,
      [id, at],
    );
    return rows.length > 0;
  }

  async pendingInBatch(id: string, batchNo: number): Promise<Recipient[]> {
    const rows = await this.q<{ user_id: string; email: string; first_name: string }>(
      `SELECT user_id, email, first_name FROM bulk_email_recipients
       WHERE bulk_email_id = $1 AND batch_no = $2 AND status = 'pending' ORDER BY user_id`,
      [id, batchNo],
    );
    return rows.map((r) => ({ userId: r.user_id, email: r.email, firstName: r.first_name }));
  }

  async claim(id: string, userId: string, at: Date): Promise<'send' | 'skip' | 'none'> {
    // The row lock makes a second worker wait, then find the recipient no longer pending.
    const rows = await this.updated<{ status: string }>(
      `UPDATE bulk_email_recipients r
       SET status = CASE WHEN coalesce(n.subscribed, false) AND u.banned_at IS NULL
                         THEN 'sent' ELSE 'skipped' END,
           sent_at = $3, attempts = r.attempts + 1
       FROM bulk_emails b, identity_accounts u LEFT JOIN news_subscriptions n ON n.user_id = u.id
       WHERE r.bulk_email_id = $1 AND r.user_id = $2 AND r.status = 'pending'
         AND b.id = r.bulk_email_id AND b.status = 'sending' AND u.id = r.user_id
       RETURNING r.status`,
      [id, userId, at],
    );
    if (rows.length === 0) return 'none';
    return rows[0].status === 'sent' ? 'send' : 'skip';
  }

  async recordFailure(
    id: string,
    userId: string,
    error: string,
    maxAttempts: number,
  ): Promise<boolean> {
    const rows = await this.updated<{ status: string }>(
      `UPDATE bulk_email_recipients
       SET attempts = attempts + 1, last_error = $3,
           status = CASE WHEN attempts + 1 >= $4 THEN 'failed' ELSE status END
       WHERE bulk_email_id = $1 AND user_id = $2 AND status = 'pending'
       RETURNING status`,
      [id, userId, error, maxAttempts],
    );
    return rows[0]?.status !== 'pending';
  }

  async finishIfComplete(id: string, at: Date): Promise<void> {
    await this.q(
      `UPDATE bulk_emails SET status = 'done', finished_at = $2
       WHERE id = $1 AND status = 'sending'
         AND NOT EXISTS (SELECT 1 FROM bulk_email_recipients WHERE bulk_email_id = $1 AND status = 'pending')`,
      [id, at],
    );
  }

  async unfinished(): Promise<{ id: string; batches: number[] }[]> {
    const rows = await this.q<{ id: string; batches: number[] }>(
      `SELECT b.id, array_agg(DISTINCT r.batch_no ORDER BY r.batch_no) AS batches
       FROM bulk_emails b JOIN bulk_email_recipients r ON r.bulk_email_id = b.id AND r.status = 'pending'
       WHERE b.status = 'sending' GROUP BY b.id`,
    );
    return rows;
  }
}
