import type { Clock } from '#shared/domain/clock.js';
import type { DomainEvents } from '#shared/domain/domain-events.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { AccountService } from '#modules/identity/domain/account.service.js';
import type { Account } from '#modules/identity/domain/account.js';
import type { JobsService } from '#modules/jobs/domain/jobs.service.js';
import {
  assertCanReply,
  assertCanReview,
  averageRating,
  type PublicReview,
  REVIEW_LEFT,
  REVIEW_REPLIED,
  type Review,
  type ReviewRepository,
} from './review.js';
import { ReviewsErrors } from './reviews-errors.js';

export interface TradieProfileView {
  account: Account;
  averageRating: number | null;
  reviewCount: number;
  reviews: PublicReview[];
}

const PROFILE_REVIEW_LIMIT = 50;

export class ReviewsService {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly jobs: JobsService,
    private readonly accounts: AccountService,
    private readonly events: DomainEvents,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async leave(
    jobId: string,
    homeownerId: string,
    input: { rating: number; comment: string },
  ): Promise<Review> {
    const job = await this.jobs.getOrThrow(jobId);
    const tradieId = assertCanReview(job, homeownerId, input.rating);
    return this.unitOfWork.run(async () => {
      const review = await this.reviews.insert({
        jobId,
        homeownerId,
        tradieId,
        rating: input.rating,
        comment: input.comment.trim(),
      });
      await this.events.publish({
        type: REVIEW_LEFT,
        aggregateId: review.id,
        payload: { jobId, homeownerId, tradieId, rating: review.rating },
        occurredAt: this.clock.now(),
      });
      return review;
    });
  }

  async reply(reviewId: string, tradieId: string, text: string): Promise<Review> {
    await this.unitOfWork.run(async () => {
      const review = await this.reviews.lock(reviewId);
      if (!review) throw ReviewsErrors.notFound();
      assertCanReply(review, tradieId);
      const now = this.clock.now();
      await this.reviews.setReply(reviewId, text.trim(), now);
      await this.events.publish({
        type: REVIEW_REPLIED,
        aggregateId: reviewId,
        payload: { jobId: review.jobId, tradieId, homeownerId: review.homeownerId },
        occurredAt: now,
      });
    });
    const review = await this.reviews.findById(reviewId);
    if (!review) throw ReviewsErrors.notFound();
    return review;
  }

  /** The job's review, for its homeowner, its tradie or an admin. */
  async ofJob(jobId: string, actor: { id: string; type: string }): Promise<Review | null> {
    const job = await this.jobs.getOrThrow(jobId);
    if (
      actor.type !== 'admin' &&
      job.homeownerId !== actor.id &&
      job.assignedTradieId !== actor.id
    ) {
      throw ReviewsErrors.notYourJob();
    }
    return this.reviews.findByJob(jobId);
  }

  /** A tradie's public profile: approved and not banned, else not found. */
  async profile(tradieId: string): Promise<TradieProfileView> {
    const account = await this.accounts.publicTradie(tradieId);
    const [{ sum, count }, reviews] = await Promise.all([
      this.reviews.summary(tradieId),
      this.reviews.listForTradie(tradieId, PROFILE_REVIEW_LIMIT),
    ]);
    return { account, averageRating: averageRating(sum, count), reviewCount: count, reviews };
  }
}
