import type { AuditLog } from '#modules/admin/domain/audit.js';
import type { Clock } from '#shared/domain/clock.js';
import type { DomainEvents } from '#shared/domain/domain-events.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import {
  assertCanReport,
  decideReport,
  type OwnReview,
  reasonOrThrow,
  REVIEW_REPORT_DECIDED,
  REVIEW_REPORTED,
  type ReportDecision,
  type ReportedReview,
  type ReviewReport,
  type ReviewReportRepository,
} from './review-moderation.js';
import type { ReviewRepository } from './review.js';
import { ReviewsErrors } from './reviews-errors.js';

const QUEUE_LIMIT = 100;
const OWN_REVIEWS_LIMIT = 100;

/** The reviewed tradie reports a review; an admin keeps or hides it, with a reason for both. */
export class ReviewModerationService {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly reports: ReviewReportRepository,
    private readonly audit: AuditLog,
    private readonly events: DomainEvents,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  report(reviewId: string, tradieId: string, rawReason: unknown): Promise<ReviewReport> {
    return this.unitOfWork.run(async () => {
      // The lock queues a second report of the same review behind the first.
      const review = await this.reviews.lock(reviewId);
      if (!review) throw ReviewsErrors.notFound();
      assertCanReport(review, tradieId, await this.reports.hasOpen(reviewId));
      const reason = reasonOrThrow(rawReason);
      const report = await this.reports.insert({ reviewId, reporterId: tradieId, reason });
      await this.events.publish({
        type: REVIEW_REPORTED,
        aggregateId: reviewId,
        payload: { reportId: report.id, jobId: review.jobId, tradieId },
        occurredAt: this.clock.now(),
      });
      return report;
    });
  }

  openReports(): Promise<ReportedReview[]> {
    return this.reports.listOpen(QUEUE_LIMIT);
  }

  decide(
    reportId: string,
    adminId: string,
    decision: ReportDecision,
    rawReason: unknown,
  ): Promise<ReviewReport> {
    return this.unitOfWork.run(async () => {
      const report = await this.reports.lock(reportId);
      if (!report) throw ReviewsErrors.reportNotFound();
      const status = decideReport(report, decision);
      const reason = reasonOrThrow(rawReason);
      const review = await this.reviews.lock(report.reviewId);
      if (!review) throw ReviewsErrors.notFound();
      const at = this.clock.now();
      const decided = await this.reports.decide(reportId, { status, by: adminId, reason, at });
      if (status === 'hidden') await this.reviews.hide(review.id, reason, at);
      // The decision and its audit row commit together; both parties are told from the event.
      await this.audit.record({
        actorId: adminId,
        action: status === 'hidden' ? 'review.hide' : 'review.keep',
        targetType: 'review',
        targetId: review.id,
        reason,
        details: { reportId, jobId: review.jobId },
      });
      await this.events.publish({
        type: REVIEW_REPORT_DECIDED,
        aggregateId: review.id,
        payload: {
          adminId,
          reason,
          decision: status,
          reportId,
          jobId: review.jobId,
          tradieId: review.tradieId,
          homeownerId: review.homeownerId,
          // The leaderboard takes back the review's points, dated like the review.
          rating: review.rating,
          reviewedAt: review.createdAt.toISOString(),
        },
        occurredAt: at,
      });
      return decided;
    });
  }

  /** The tradie's own reviews, hidden ones and report outcomes included. */
  aboutMe(tradieId: string): Promise<OwnReview[]> {
    return this.reports.listAboutTradie(tradieId, OWN_REVIEWS_LIMIT);
  }
}
