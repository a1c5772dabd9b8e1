import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Actor } from '#shared/domain/actor.js';
import { CurrentActor, Roles } from '#shared/infra/http/auth.decorators.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import { ReviewModerationService } from '../domain/review-moderation.service.js';
import { presentReport, presentReportedReview } from './review.presenter.js';
import { ReasonDto, ReportedReviewsDto, ReviewReportEnvelopeDto } from './reviews.dto.js';

@ApiTags('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller('admin/review-reports')
export class AdminReviewReportsController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @Get()
  @ApiOperation({ summary: 'List open review reports' })
  @ApiOkResponse({ type: ReportedReviewsDto })
  async list(): Promise<ReportedReviewsDto> {
    return { items: (await this.moderation.openReports()).map(presentReportedReview) };
  }

  @Post(':id/keep')
  @ApiOperation({ summary: 'Keep a reported review, with a reason both parties see' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ReviewReportEnvelopeDto })
  @ApiBadRequestResponse({ description: 'REVIEWS.INVALID_REASON (field reason)' })
  @ApiNotFoundResponse({ description: 'No such report' })
  @ApiConflictResponse({ description: 'Already decided' })
  async keep(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: ReasonDto,
  ): Promise<ReviewReportEnvelopeDto> {
    return {
      report: presentReport(await this.moderation.decide(id, actor.id, 'keep', dto.reason)),
    };
  }

  @Post(':id/hide')
  @ApiOperation({
    summary: 'Hide a reported review from the rating and public lists, with a reason both see',
  })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ReviewReportEnvelopeDto })
  @ApiBadRequestResponse({ description: 'REVIEWS.INVALID_REASON (field reason)' })
  @ApiNotFoundResponse({ description: 'No such report' })
  @ApiConflictResponse({ description: 'Already decided' })
  async hide(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: ReasonDto,
  ): Promise<ReviewReportEnvelopeDto> {
    return {
      report: presentReport(await this.moderation.decide(id, actor.id, 'hide', dto.reason)),
    };
  }
}
