import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '#shared/infra/database/pg-errors.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { type PublicReview, type Review, ReviewRepository } from '../domain/review.js';
import { ReviewsErrors } from '../domain/reviews-errors.js';

export interface ReviewRow {
  id: string;
  job_id: string;
  homeowner_id: string;
  tradie_id: string;
  rating: number;
  comment: string;
  reply: string | null;
  replied_at: Date | null;
  hidden_at: Date | null;
  hidden_reason: string | null;
  created_at: Date;
}

export const REVIEW_COLUMNS =
  'r.id, r.job_id, r.homeowner_id, r.tradie_id, r.rating, r.comment, r.reply, r.replied_at, r.hidden_at, r.hidden_reason, r.created_at';
const COLUMNS = REVIEW_COLUMNS;

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    jobId: row.job_id,
    homeownerId: row.homeowner_id,
    tradieId: row.tradie_id,
    rating: row.rating,
    comment: row.comment,
    reply: row.reply,
    repliedAt: row.replied_at,
    hiddenAt: row.hidden_at,
    hiddenReason: row.hidden_reason,
    createdAt: row.created_at,
  };
}

@Injectable()
export class SqlReviewRepository extends ReviewRepository {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  async insert(
    review: Omit<Review, 'id' | 'reply' | 'repliedAt' | 'hiddenAt' | 'hiddenReason' | 'createdAt'>,
  ): Promise<Review> {
    try {
      const rows = await this.query<ReviewRow[]>(
        `INSERT INTO reviews AS r (job_id, homeowner_id, tradie_id, rating, comment)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [review.jobId, review.homeownerId, review.tradieId, review.rating, review.comment],
      );
      return toReview(rows[0]);
    } catch (error) {
      if (isUniqueViolation(error)) throw ReviewsErrors.alreadyReviewed();
      throw error;
    }
  }

  async lock(reviewId: string): Promise<Review | null> {
    const rows = await this.query<ReviewRow[]>(
      `SELECT ${COLUMNS} FROM reviews r WHERE r.id = $1 FOR UPDATE`,
      [reviewId],
    );
    return rows[0] ? toReview(rows[0]) : null;
  }

  async setReply(reviewId: string, reply: string, at: Date): Promise<void> {
    await this.query(
      `UPDATE reviews SET reply = $2, replied_at = $3 WHERE id = $1 AND reply IS NULL`,
      [reviewId, reply, at],
    );
  }

  async hide(reviewId: string, reason: string, at: Date): Promise<void> {
    await this.query(
      `UPDATE reviews SET hidden_at = $3, hidden_reason = $2 WHERE id = $1 AND hidden_at IS NULL`,
      [reviewId, reason, at],
    );
  }

  async findById(reviewId: string): Promise<Review | null> {
    const rows = await this.query<ReviewRow[]>(`SELECT ${COLUMNS} FROM reviews r WHERE r.id = $1`, [
      reviewId,
    ]);
    return rows[0] ? toReview(rows[0]) : null;
  }

  async findByJob(jobId: string): Promise<Review | null> {
    const rows = await this.query<ReviewRow[]>(
      `SELECT ${COLUMNS} FROM reviews r WHERE r.job_id = $1`,
      [jobId],
    );
    return rows[0] ? toReview(rows[0]) : null;
  }

  async listForTradie(tradieId: string, limit: number): Promise<PublicReview[]> {
    const rows = await this.query<
      (ReviewRow & { first_name: string; category: string; location: string })[]
    >(
      `SELECT ${COLUMNS}, u.first_name, j.category, j.location
       FROM reviews r JOIN identity_user_names u ON u.id = r.homeowner_id
       JOIN jobs_public j ON j.id = r.job_id
       WHERE r.tradie_id = $1 AND r.hidden_at IS NULL ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
      [tradieId, limit],
    );
    return rows.map((row) => ({
      ...toReview(row),
      reviewerFirstName: row.first_name,
      jobCategory: row.category,
      jobLocation: row.location,
    }));
  }

  async summary(tradieId: string): Promise<{ sum: number; count: number }> {
    const rows = await this.query<{ sum: number; count: number }[]>(
      `SELECT coalesce(sum(rating), 0)::int AS sum, count(*)::int AS count FROM reviews
       WHERE tradie_id = $1 AND hidden_at IS NULL`,
      [tradieId],
    );
    return rows[0] ?? { sum: 0, count: 0 };
  }
}
