import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '#shared/infra/database/pg-errors.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import type { Quote } from '../domain/lead.js';
import { LeadsErrors } from '../domain/leads-errors.js';
import { QuoteRepository, type QuoteWithTradie } from '../domain/ports.js';
import { QUOTE_COLUMNS, type QuoteRow, toQuote } from './sql-lead.repository.js';

@Injectable()
export class SqlQuoteRepository extends QuoteRepository {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  async insert(
    quote: Omit<Quote, 'id' | 'status' | 'createdAt' | 'revisedAt' | 'revision'>,
  ): Promise<Quote> {
    try {
      const rows = await this.query<QuoteRow[]>(
        `INSERT INTO quotes (job_id, tradie_id, lead_id, amount_cents, message, estimated_start)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${QUOTE_COLUMNS}`,
        [
          quote.jobId,
          quote.tradieId,
          quote.leadId,
          quote.amountCents,
          quote.message,
          quote.estimatedStart,
        ],
      );
      return toQuote(rows[0]);
    } catch (error) {
      if (isUniqueViolation(error, 'quotes_one_per_tradie')) throw LeadsErrors.quoteAlreadySent();
      throw error;
    }
  }

  async findById(quoteId: string): Promise<Quote | null> {
    const rows = await this.query<QuoteRow[]>(`SELECT ${QUOTE_COLUMNS} FROM quotes WHERE id = $1`, [
      quoteId,
    ]);
    return rows[0] ? toQuote(rows[0]) : null;
  }

  async lock(quoteId: string): Promise<Quote | null> {
    const rows = await this.query<QuoteRow[]>(
      `SELECT ${QUOTE_COLUMNS} FROM quotes WHERE id = $1 FOR UPDATE`,
      [quoteId],
    );
    return rows[0] ? toQuote(rows[0]) : null;
  }

  async revise(
    quoteId: string,
    changes: Pick<Quote, 'amountCents' | 'message' | 'estimatedStart'>,
    at: Date,
  ): Promise<Quote> {
    const [rows] = await this.query<[QuoteRow[], number]>(
      `UPDATE quotes SET amount_cents = $2, message = $3, estimated_start = $4, revised_at = $5,
           revision = revision + 1
       WHERE id = $1 RETURNING ${QUOTE_COLUMNS}`,
      [quoteId, changes.amountCents, changes.message, changes.estimatedStart, at],
    );
    return toQuote(rows[0]);
  }

  async listForJob(jobId: string): Promise<QuoteWithTradie[]> {
    type Row = QuoteRow & {
      first_name: string;
      business_name: string;
      rating: number | null;
      review_count: number;
    };
    const rows = await this.query<Row[]>(
      `SELECT q.id, q.job_id, q.tradie_id, q.lead_id, q.amount_cents, q.message,
              to_char(q.estimated_start, 'YYYY-MM-DD') AS estimated_start, q.status, q.created_at,
              q.revised_at, q.revision,
              n.first_name, n.business_name, r.rating, r.review_count
       FROM quotes q JOIN identity_user_names n ON n.id = q.tradie_id AND n.is_tradie
       CROSS JOIN LATERAL (
         SELECT round(avg(rr.rating)::numeric, 1)::float8 AS rating, count(*)::int AS review_count
         FROM reviews_ratings rr WHERE rr.tradie_id = q.tradie_id
       ) r
       WHERE q.job_id = $1 ORDER BY q.created_at, q.id`,
      [jobId],
    );
    return rows.map((row) => ({
      ...toQuote(row),
      tradie: {
        id: row.tradie_id,
        firstName: row.first_name,
        businessName: row.business_name,
        rating: row.rating,
        reviewCount: row.review_count,
      },
    }));
  }

  async settleHire(jobId: string, acceptedQuoteId: string): Promise<{ notSelected: Quote[] }> {
    await this.query(`UPDATE quotes SET status = 'accepted' WHERE id = $1 AND job_id = $2`, [
      acceptedQuoteId,
      jobId,
    ]);
    const [rows] = await this.query<[QuoteRow[], number]>(
      `UPDATE quotes SET status = 'not_selected' WHERE job_id = $1 AND id <> $2 AND status = 'sent'
       RETURNING ${QUOTE_COLUMNS}`,
      [jobId, acceptedQuoteId],
    );
    return { notSelected: rows.map(toQuote) };
  }
}
