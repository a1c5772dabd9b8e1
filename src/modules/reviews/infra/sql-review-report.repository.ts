import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '#shared/infra/database/pg-errors.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import {
  type OwnReview,
  type ReportedReview,
  type ReportStatus,
  type ReviewReport,
  ReviewReportRepository,
} from '../domain/review-moderation.js';
import { ReviewsErrors } from '../domain/reviews-errors.js';
import { REVIEW_COLUMNS, type ReviewRow, toReview } from './sql-review.repository.js';

interface ReportRow {
  id: string;
  review_id: string;
  reporter_id: string;
  reason: string;
  status: ReportStatus;
  decided_by: string | null;
  decision_reason: string | null;
  decided_at: Date | null;
  created_at: Date;
}

const REPORT_COLUMNS =
  'p.id, p.review_id, p.reporter_id, p.reason, p.status, p.decided_by, p.decision_reason, p.decided_at, p.created_at';

/** `p.id, p.reason` → `p.id AS report_id, p.reason AS report_reason`: two tables in one row. */
const prefixed = (columns: string, prefix: string) =>
  columns
    .split(', ')
    .map((column) => `${column} AS ${prefix}${column.slice(2)}`)
    .join(', ');

/** The columns read back from their prefixed names. */
function unprefixed<T>(row: Record<string, unknown>, prefix: string): T {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  ) as T;
}

function toReport(row: ReportRow): ReviewReport {
  return {
    id: row.id,
    reviewId: row.review_id,
    reporterId: row.reporter_id,
    reason: row.reason,
    status: row.status,
    decidedBy: row.decided_by,
    decisionReason: row.decision_reason,
    decidedAt: row.decided_at,
    createdAt: row.created_at,
  };
}

@Injectable()
export class SqlReviewReportRepository extends ReviewReportRepository {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  async insert(input: {
    reviewId: string;
    reporterId: string;
    reason: string;
  }): Promise<ReviewReport> {
    try {
      const rows = await this.query<ReportRow[]>(
        `INSERT INTO review_reports AS p (review_id, reporter_id, reason) VALUES ($1, $2, $3)
         RETURNING ${REPORT_COLUMNS}`,
        [input.reviewId, input.reporterId, input.reason],
      );
      return toReport(rows[0]);
    } catch (error) {
      if (isUniqueViolation(error)) throw ReviewsErrors.alreadyReported();
      throw error;
    }
  }

  async hasOpen(reviewId: string): Promise<boolean> {
    const rows = await this.query<unknown[]>(
      `SELECT 1 FROM review_reports WHERE review_id = $1 AND status = 'open'`,
      [reviewId],
    );
    return rows.length > 0;
  }

  async lock(reportId: string): Promise<ReviewReport | null> {
    const rows = await this.query<ReportRow[]>(
      `SELECT ${REPORT_COLUMNS} FROM review_reports p WHERE p.id = $1 FOR UPDATE`,
      [reportId],
    );
    return rows[0] ? toReport(rows[0]) : null;
  }

  async decide(
    reportId: string,
    decision: { status: Exclude<ReportStatus, 'open'>; by: string; reason: string; at: Date },
  ): Promise<ReviewReport> {
    const [rows] = await this.query<[ReportRow[], number]>(
      `UPDATE review_reports AS p
          SET status = $2, decided_by = $3, decision_reason = $4, decided_at = $5
        WHERE p.id = $1 AND p.status = 'open' RETURNING ${REPORT_COLUMNS}`,
      [reportId, decision.status, decision.by, decision.reason, decision.at],
    );
    if (!rows[0]) throw ReviewsErrors.reportDecided('decided');
    return toReport(rows[0]);
  }

  async listOpen(limit: number): Promise<ReportedReview[]> {
    const rows = await this.query<
      (Record<string, unknown> & { business_name: string; first_name: string })[]
    >(
      `SELECT ${prefixed(REPORT_COLUMNS, 'report_')}, ${prefixed(REVIEW_COLUMNS, 'review_')},
              tp.business_name, h.first_name
         FROM review_reports p
         JOIN reviews r ON r.id = p.review_id
         JOIN identity_user_names tp ON tp.id = r.tradie_id AND tp.is_tradie
         JOIN identity_user_names h ON h.id = r.homeowner_id
        WHERE p.status = 'open'
        ORDER BY p.created_at, p.id LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      ...toReport(unprefixed<ReportRow>(row, 'report_')),
      review: toReview(unprefixed<ReviewRow>(row, 'review_')),
      tradieName: row.business_name,
      reviewerFirstName: row.first_name,
    }));
  }

  async listAboutTradie(tradieId: string, limit: number): Promise<OwnReview[]> {
    const rows = await this.query<
      (ReviewRow &
        Record<string, unknown> & { first_name: string; category: string; location: string })[]
    >(
      `SELECT ${REVIEW_COLUMNS}, u.first_name, j.category, j.location, ${prefixed(REPORT_COLUMNS, 'report_')}
         FROM reviews r
         JOIN identity_user_names u ON u.id = r.homeowner_id
         JOIN jobs_public j ON j.id = r.job_id
         LEFT JOIN LATERAL (
           SELECT * FROM review_reports q WHERE q.review_id = r.id
            ORDER BY q.created_at DESC, q.id DESC LIMIT 1
         ) p ON true
        WHERE r.tradie_id = $1
        ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
      [tradieId, limit],
    );
    return rows.map((row) => ({
      ...toReview(row),
      reviewerFirstName: row.first_name,
      jobCategory: row.category,
      jobLocation: row.location,
      report: row.report_id ? toReport(unprefixed<ReportRow>(row, 'report_')) : null,
    }));
  }
}
