import type { PublicReview, Review } from './review.js';
import { ReviewsErrors } from './reviews-errors.js';

export type ReportStatus = 'open' | 'kept' | 'hidden';
export type ReportDecision = 'keep' | 'hide';

export interface ReviewReport {
  id: string;
  reviewId: string;
  reporterId: string;
  reason: string;
  status: ReportStatus;
  decidedBy: string | null;
  decisionReason: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

/** An open report as the admin queue shows it: the review and who is who. */
export interface ReportedReview extends ReviewReport {
  review: Review;
  tradieName: string;
  reviewerFirstName: string;
}

/** A review about the tradie, hidden ones included, with its latest report. */
export interface OwnReview extends PublicReview {
  report: ReviewReport | null;
}

const REASON_MIN = 5;
const REASON_MAX = 1000;

/** A reason (the tradie's or the admin's): trimmed, 5 to 1000 characters. */
export function reasonOrThrow(raw: unknown): string {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (reason.length < REASON_MIN || reason.length > REASON_MAX) {
    throw ReviewsErrors.invalidReason(REASON_MIN, REASON_MAX);
  }
  return reason;
}

/**
 * Only the reviewed tradie reports a review, while it is shown and not already under report.
 * A kept review may be reported again (new facts); a hidden one is out of the rating already.
 */
export function assertCanReport(
  review: Pick<Review, 'tradieId' | 'hiddenAt'>,
  tradieId: string,
  openReport: boolean,
): void {
  if (review.tradieId !== tradieId) throw ReviewsErrors.notYourReview('report');
  if (review.hiddenAt !== null) throw ReviewsErrors.alreadyHidden();
  if (openReport) throw ReviewsErrors.alreadyReported();
}

/** An admin decides an open report once: keep the review or hide it. */
export function decideReport(
  report: Pick<ReviewReport, 'status'>,
  decision: ReportDecision,
): Exclude<ReportStatus, 'open'> {
  if (report.status !== 'open') throw ReviewsErrors.reportDecided(report.status);
  return decision === 'hide' ? 'hidden' : 'kept';
}

export abstract class ReviewReportRepository {
  /** Refuses a second open report of the review with REVIEWS.ALREADY_REPORTED. */
  abstract insert(input: {
    reviewId: string;
    reporterId: string;
    reason: string;
  }): Promise<ReviewReport>;
  abstract hasOpen(reviewId: string): Promise<boolean>;
  abstract lock(reportId: string): Promise<ReviewReport | null>;
  /** Decides an open report; refuses a decided (or unknown) one with REVIEWS.REPORT_DECIDED. */
  abstract decide(
    reportId: string,
    decision: { status: Exclude<ReportStatus, 'open'>; by: string; reason: string; at: Date },
  ): Promise<ReviewReport>;
  /** Open reports, oldest first. */
  abstract listOpen(limit: number): Promise<ReportedReview[]>;
  /** Every review about the tradie (hidden included), newest first, with its latest report. */
  abstract listAboutTradie(tradieId: string, limit: number): Promise<OwnReview[]>;
}

export const REVIEW_REPORTED = 'reviews.review_reported';
/** Carries adminId and reason (the audit row is written by the decision itself). */
export const REVIEW_REPORT_DECIDED = 'reviews.report_decided';
