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
import { ReviewModerationService } from '../domain/review-moderation.service.js';
import { ReviewsService } from '../domain/reviews.service.js';
import { presentOwnReview, presentReport, presentReview } from './review.presenter.js';
import {
  JobReviewDto,
  LeaveReviewDto,
  OwnReviewsDto,
  ReasonDto,
  ReplyDto,
  ReviewEnvelopeDto,
  ReviewReportEnvelopeDto,
} from './reviews.dto.js';

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly moderation: ReviewModerationService,
  ) {}

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

  @Roles('tradie')
  @Post('reviews/:id/report')
  @ApiOperation({ summary: 'Report a review of your work to Tradiehub' })
  @ApiCreatedResponse({ type: ReviewReportEnvelopeDto, description: 'Open until an admin decides' })
  @ApiBadRequestResponse({ description: 'REVIEWS.INVALID_REASON (field reason)' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not a review of your work' })
  @ApiNotFoundResponse({ description: 'No such review' })
  @ApiConflictResponse({ description: 'Already reported and open, or already hidden' })
  async report(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: ReasonDto,
  ): Promise<ReviewReportEnvelopeDto> {
    return { report: presentReport(await this.moderation.report(id, actor.id, dto.reason)) };
  }

  @Roles('tradie')
  @Get('reviews/mine')
  @ApiOperation({ summary: 'List the reviews of your work, hidden ones and reports included' })
  @ApiOkResponse({ type: OwnReviewsDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not a tradie' })
  async mine(@CurrentActor() actor: Actor): Promise<OwnReviewsDto> {
    return { items: (await this.moderation.aboutMe(actor.id)).map(presentOwnReview) };
  }
}
