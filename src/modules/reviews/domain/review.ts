import { ReviewsErrors } from './reviews-errors.js';

export interface Review {
  id: string;
  jobId: string;
  homeownerId: string;
  tradieId: string;
  rating: number;
  comment: string;
  reply: string | null;
  repliedAt: Date | null;
  /** Hidden by an admin: out of the rating and public lists, still seen by both parties. */
  hiddenAt: Date | null;
  hiddenReason: string | null;
  createdAt: Date;
}

/** The homeowner of a completed job with a hired tradie reviews it (once: the unique job key). */
export function assertCanReview(
  job: { homeownerId: string; status: string; assignedTradieId: string | null },
  actorId: string,
  rating: number,
): string {
  if (job.homeownerId !== actorId) throw ReviewsErrors.notYourJob();
  if (job.status !== 'completed' || !job.assignedTradieId)
    throw ReviewsErrors.notCompleted(job.status);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw ReviewsErrors.invalidRating();
  return job.assignedTradieId;
}

/** The reviewed tradie replies once, publicly. */
export function assertCanReply(review: Pick<Review, 'tradieId' | 'reply'>, tradieId: string): void {
  if (review.tradieId !== tradieId) throw ReviewsErrors.notYourReview();
  if (review.reply !== null) throw ReviewsErrors.alreadyReplied();
}

/** Mean rating to one decimal; null without reviews. */
export function averageRating(sum: number, count: number): number | null {
  if (count === 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

export interface PublicReview extends Review {
  reviewerFirstName: string;
  jobCategory: string;
  jobLocation: string;
}

export abstract class ReviewRepository {
  /** Refuses a second review of a job with REVIEWS.ALREADY_REVIEWED. */
  abstract insert(
    review: Omit<Review, 'id' | 'reply' | 'repliedAt' | 'hiddenAt' | 'hiddenReason' | 'createdAt'>,
  ): Promise<Review>;
  abstract lock(reviewId: string): Promise<Review | null>;
  /** The first reply stays: a later one changes nothing. */
  abstract setReply(reviewId: string, reply: string, at: Date): Promise<void>;
  /** The first hide stays (its time and reason): a later one changes nothing. */
  abstract hide(reviewId: string, reason: string, at: Date): Promise<void>;
  abstract findById(reviewId: string): Promise<Review | null>;
  abstract findByJob(jobId: string): Promise<Review | null>;
  /** Shown reviews only (hidden ones leave the public list). */
  abstract listForTradie(tradieId: string, limit: number): Promise<PublicReview[]>;
  /** Over shown reviews only. */
  abstract summary(tradieId: string): Promise<{ sum: number; count: number }>;
}

export const REVIEW_LEFT = 'reviews.review_left';
export const REVIEW_REPLIED = 'reviews.review_replied';
