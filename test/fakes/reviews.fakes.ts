import {
  type OwnReview,
  type ReportedReview,
  type ReportStatus,
  type ReviewReport,
  ReviewReportRepository,
} from '#modules/reviews/domain/review-moderation.js';
import {
  type PublicReview,
  type Review,
  ReviewRepository,
} from '#modules/reviews/domain/review.js';
import { ReviewsErrors } from '#modules/reviews/domain/reviews-errors.js';

const shown = (review: Review): PublicReview => ({
  ...review,
  reviewerFirstName: 'Olivia',
  jobCategory: 'plumbing',
  jobLocation: 'Newtown',
});

export class InMemoryReviews extends ReviewRepository {
  readonly rows: Review[] = [];

  async insert(
    review: Omit<Review, 'id' | 'reply' | 'repliedAt' | 'hiddenAt' | 'hiddenReason' | 'createdAt'>,
  ) {
    if (this.rows.some((r) => r.jobId === review.jobId)) throw ReviewsErrors.alreadyReviewed();
    const row: Review = {
      ...review,
      id: `review-${this.rows.length + 1}`,
      reply: null,
      repliedAt: null,
      hiddenAt: null,
      hiddenReason: null,
      createdAt: new Date('2026-06-01T00:00:00Z'),
    };
    this.rows.push(row);
    return { ...row };
  }
  lock(reviewId: string) {
    return this.findById(reviewId);
  }
  async setReply(reviewId: string, reply: string, at: Date) {
    Object.assign(
      this.rows.find((r) => r.id === reviewId)!,
      { reply, repliedAt: at },
    );
  }
  async hide(reviewId: string, reason: string, at: Date) {
    Object.assign(
      this.rows.find((r) => r.id === reviewId)!,
      {
        hiddenAt: at,
        hiddenReason: reason,
      },
    );
  }
  async findById(reviewId: string) {
    const row = this.rows.find((r) => r.id === reviewId);
    return row ? { ...row } : null;
  }
  async findByJob(jobId: string) {
    const row = this.rows.find((r) => r.jobId === jobId);
    return row ? { ...row } : null;
  }
  async listForTradie(tradieId: string, limit: number) {
    return this.shownOf(tradieId).reverse().slice(0, limit).map(shown);
  }
  async summary(tradieId: string) {
    const rows = this.shownOf(tradieId);
    return { sum: rows.reduce((sum, r) => sum + r.rating, 0), count: rows.length };
  }

  private shownOf(tradieId: string) {
    return this.rows.filter((r) => r.tradieId === tradieId && r.hiddenAt === null);
  }
}

export class InMemoryReviewReports extends ReviewReportRepository {
  readonly rows: ReviewReport[] = [];
  constructor(private readonly reviews: InMemoryReviews) {
    super();
  }

  async insert(input: { reviewId: string; reporterId: string; reason: string }) {
    if (await this.hasOpen(input.reviewId)) throw ReviewsErrors.alreadyReported();
    const row: ReviewReport = {
      ...input,
      id: `report-${this.rows.length + 1}`,
      status: 'open',
      decidedBy: null,
      decisionReason: null,
      decidedAt: null,
      createdAt: new Date('2026-06-02T00:00:00Z'),
    };
    this.rows.push(row);
    return { ...row };
  }
  async hasOpen(reviewId: string) {
    return this.rows.some((r) => r.reviewId === reviewId && r.status === 'open');
  }
  async lock(reportId: string) {
    const row = this.rows.find((r) => r.id === reportId);
    return row ? { ...row } : null;
  }
  async decide(
    reportId: string,
    decision: { status: Exclude<ReportStatus, 'open'>; by: string; reason: string; at: Date },
  ) {
    const row = this.rows.find((r) => r.id === reportId)!;
    Object.assign(row, {
      status: decision.status,
      decidedBy: decision.by,
      decisionReason: decision.reason,
      decidedAt: decision.at,
    });
    return { ...row };
  }
  async listOpen(limit: number): Promise<ReportedReview[]> {
    return this.rows
      .filter((r) => r.status === 'open')
      .slice(0, limit)
      .map((r) => ({
        ...r,
        review: this.reviews.rows.find((v) => v.id === r.reviewId)!,
        tradieName: 'Tess Plumbing',
        reviewerFirstName: 'Olivia',
      }));
  }
  async listAboutTradie(tradieId: string, limit: number): Promise<OwnReview[]> {
    return this.reviews.rows
      .filter((v) => v.tradieId === tradieId)
      .reverse()
      .slice(0, limit)
      .map((v) => ({
        ...shown(v),
        report: this.rows.filter((r) => r.reviewId === v.id).at(-1) ?? null,
      }));
  }
}
