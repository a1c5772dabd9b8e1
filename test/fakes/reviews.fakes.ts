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

/** Reviews in memory, with the adapter's once-only reply and hide. */
export class InMemoryReviews extends ReviewRepository {
  readonly rows: Review[] = [];
  /**
   * Other modules' data the lists show, seeded by tests: names as shown (a homeowner's first
   * name, a tradie's business) and where each job is. Unseeded ids get the defaults below.
   */
  readonly names = new Map<string, string>();
  readonly jobs = new Map<string, { category: string; location: string }>();

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
    const row = this.rows.find((r) => r.id === reviewId);
    if (row && row.reply === null) Object.assign(row, { reply, repliedAt: at });
  }
  async hide(reviewId: string, reason: string, at: Date) {
    const row = this.rows.find((r) => r.id === reviewId);
    if (row && row.hiddenAt === null) Object.assign(row, { hiddenAt: at, hiddenReason: reason });
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
    return this.shownOf(tradieId)
      .reverse()
      .slice(0, limit)
      .map((r) => this.shown(r));
  }
  async summary(tradieId: string) {
    const rows = this.shownOf(tradieId);
    return { sum: rows.reduce((sum, r) => sum + r.rating, 0), count: rows.length };
  }

  /** The review with who wrote it and where the job was. */
  shown(review: Review): PublicReview {
    const job = this.jobs.get(review.jobId);
    return {
      ...review,
      reviewerFirstName: this.names.get(review.homeownerId) ?? 'Olivia',
      jobCategory: job?.category ?? 'plumbing',
      jobLocation: job?.location ?? 'Newtown',
    };
  }

  private shownOf(tradieId: string) {
    return this.rows.filter((r) => r.tradieId === tradieId && r.hiddenAt === null);
  }
}

/** Reports in memory over the reviews fake, one open per review, decided once. */
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
    const row = this.rows.find((r) => r.id === reportId && r.status === 'open');
    if (!row) throw ReviewsErrors.reportDecided('decided');
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
      .flatMap((r) => {
        const review = this.reviews.rows.find((v) => v.id === r.reviewId);
        if (!review) return [];
        return [
          {
            ...r,
            review: { ...review },
            tradieName: this.reviews.names.get(review.tradieId) ?? 'Tess Plumbing',
            reviewerFirstName: this.reviews.names.get(review.homeownerId) ?? 'Olivia',
          },
        ];
      })
      .slice(0, limit);
  }
  async listAboutTradie(tradieId: string, limit: number): Promise<OwnReview[]> {
    return this.reviews.rows
      .filter((v) => v.tradieId === tradieId)
      .reverse()
      .slice(0, limit)
      .map((v) => {
        const report = this.rows.filter((r) => r.reviewId === v.id).at(-1);
        return { ...this.reviews.shown(v), report: report ? { ...report } : null };
      });
  }
}
