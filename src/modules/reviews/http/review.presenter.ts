import type { OwnReview, ReportedReview, ReviewReport } from '../domain/review-moderation.js';
import type { Review } from '../domain/review.js';
import type { OwnReviewDto, ReportedReviewDto, ReviewDto, ReviewReportDto } from './reviews.dto.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentReview(review: Review): ReviewDto {
  return {
    id: review.id,
    jobId: review.jobId,
    tradieId: review.tradieId,
    rating: review.rating,
    comment: review.comment,
    reply: review.reply,
    repliedAt: iso(review.repliedAt),
    hiddenReason: review.hiddenReason,
    hiddenAt: iso(review.hiddenAt),
    createdAt: review.createdAt.toISOString(),
  };
}

export function presentReport(report: ReviewReport): ReviewReportDto {
  return {
    id: report.id,
    reviewId: report.reviewId,
    reason: report.reason,
    status: report.status,
    decisionReason: report.decisionReason,
    decidedAt: iso(report.decidedAt),
    createdAt: report.createdAt.toISOString(),
  };
}

export function presentReportedReview(item: ReportedReview): ReportedReviewDto {
  return {
    ...presentReport(item),
    review: presentReview(item.review),
    tradieName: item.tradieName,
    reviewerFirstName: item.reviewerFirstName,
  };
}

export function presentOwnReview(review: OwnReview): OwnReviewDto {
  return {
    ...presentReview(review),
    reviewerFirstName: review.reviewerFirstName,
    jobCategory: review.jobCategory,
    jobLocation: review.jobLocation,
    report: review.report ? presentReport(review.report) : null,
  };
}
