import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';

/** Every refusal of the reviews module, by code. */
export const ReviewsErrors = {
  notYourJob: () =>
    new DomainError('REVIEWS.NOT_YOUR_JOB', 'forbidden', 'Only the job’s homeowner can review it'),
  notCompleted: (status: string) =>
    new DomainError(
      'REVIEWS.JOB_NOT_COMPLETED',
      'conflict',
      `This job is ${status}: review it once it is completed`,
    ),
  alreadyReviewed: () =>
    new DomainError('REVIEWS.ALREADY_REVIEWED', 'conflict', 'This job already has a review'),
  invalidRating: () =>
    new DomainError(
      'REVIEWS.INVALID_RATING',
      'invalid',
      'rating: must be a whole number from 1 to 5',
      'rating',
    ),
  notFound: () => new DomainError('REVIEWS.NOT_FOUND', 'not_found', 'No such review'),
  notYourReview: (action: 'reply to' | 'report' = 'reply to') =>
    new DomainError(
      'REVIEWS.NOT_YOUR_REVIEW',
      'forbidden',
      `Only the reviewed tradie can ${action} this review`,
    ),
  alreadyReplied: () =>
    new DomainError('REVIEWS.ALREADY_REPLIED', 'conflict', 'This review already has a reply'),
  invalidReason: (min: number, max: number) =>
    new DomainError(
      'REVIEWS.INVALID_REASON',
      'invalid',
      `reason: write ${min} to ${max} characters`,
      'reason',
    ),
  alreadyReported: () =>
    new DomainError(
      'REVIEWS.ALREADY_REPORTED',
      'conflict',
      'You have already reported this review; Tradiehub is looking at it',
    ),
  alreadyHidden: () =>
    new DomainError(
      'REVIEWS.ALREADY_HIDDEN',
      'conflict',
      'Tradiehub has already hidden this review',
    ),
  reportNotFound: () =>
    new DomainError('REVIEWS.REPORT_NOT_FOUND', 'not_found', 'No such review report'),
  reportDecided: (status: string) =>
    new DomainError(
      'REVIEWS.REPORT_DECIDED',
      'conflict',
      `This report is already decided: ${status}`,
    ),
} as const;

/** Every code the reviews module refuses with. */
export type ReviewsErrorCode = ErrorCodeOf<typeof ReviewsErrors>;

export const REVIEWS_ERROR_CODES = errorCodeList<ReviewsErrorCode>({
  'REVIEWS.NOT_YOUR_JOB': true,
  'REVIEWS.JOB_NOT_COMPLETED': true,
  'REVIEWS.ALREADY_REVIEWED': true,
  'REVIEWS.INVALID_RATING': true,
  'REVIEWS.NOT_FOUND': true,
  'REVIEWS.NOT_YOUR_REVIEW': true,
  'REVIEWS.ALREADY_REPLIED': true,
  'REVIEWS.INVALID_REASON': true,
  'REVIEWS.ALREADY_REPORTED': true,
  'REVIEWS.ALREADY_HIDDEN': true,
  'REVIEWS.REPORT_NOT_FOUND': true,
  'REVIEWS.REPORT_DECIDED': true,
});
