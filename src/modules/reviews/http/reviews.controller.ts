import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Actor } from '#shared/domain/actor.js';
import { CurrentActor, Roles } from '#shared/infra/http/auth.decorators.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import type { Review } from '../domain/review.js';
import { ReviewsService } from '../domain/reviews.service.js';
import {
  JobReviewDto,
  LeaveReviewDto,
  ReplyDto,
  ReviewDto,
  ReviewEnvelopeDto,
} from './reviews.dto.js';

function presentReview(review: Review): ReviewDto {
  return {
    id: review.id,
    jobId: review.jobId,
    tradieId: review.tradieId,
    rating: review.rating,
    comment: review.comment,
    reply: review.reply,
    repliedAt: review.repliedAt ? review.repliedAt.toISOString() : null,
    createdAt: review.createdAt.toISOString(),
  };
}

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Roles('homeowner')
  @Post('jobs/:id/review')
  @ApiOperation({ summary: 'Review the tradie who did your job' })
  @ApiCreatedResponse({ type: ReviewEnvelopeDto })
  @ApiBadRequestResponse({ description: 'rating or comment invalid (named in message)' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not your job' })
  @ApiNotFoundResponse({ description: 'No such job' })
  @ApiConflictResponse({ description: 'Not completed, or already reviewed' })
  async leave(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: LeaveReviewDto,
  ): Promise<ReviewEnvelopeDto> {
    return { review: presentReview(await this.reviews.leave(id, actor.id, dto)) };
  }

  @Get('jobs/:id/review')
  @ApiOperation({ summary: "Get a job's review" })
  @ApiOkResponse({ type: JobReviewDto, description: 'null until the homeowner reviews' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not the job’s homeowner or hired tradie' })
  @ApiNotFoundResponse({ description: 'No such job' })
  async ofJob(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<JobReviewDto> {
    const review = await this.reviews.ofJob(id, actor);
    return { review: review ? presentReview(review) : null };
  }

  @Roles('tradie')
  @Post('reviews/:id/reply')
  @ApiOperation({ summary: 'Reply to a review of your work' })
  @ApiCreatedResponse({ type: ReviewEnvelopeDto, description: 'The one public reply' })
  @ApiBadRequestResponse({ description: 'reply invalid' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not your review' })
  @ApiNotFoundResponse({ description: 'No such review' })
  @ApiConflictResponse({ description: 'Already replied' })
  async reply(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: ReplyDto,
  ): Promise<ReviewEnvelopeDto> {
    return { review: presentReview(await this.reviews.reply(id, actor.id, dto.reply)) };
  }
}
