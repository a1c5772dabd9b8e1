import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPaymentRequiredResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Actor } from '#shared/domain/actor.js';
import { Clock } from '#shared/domain/clock.js';
import { CurrentActor, RequireVerifiedEmail, Roles } from '#shared/infra/http/auth.decorators.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import { JobsService } from '#modules/jobs/domain/jobs.service.js';
import { presentJob } from '#modules/jobs/presentation/job.presenter.js';
import { JobEnvelopeDto } from '#modules/jobs/presentation/jobs.dto.js';
import { JobEndings } from '../domain/job-endings.js';
import { LeadsService } from '../domain/leads.service.js';
import { type QuoteInput, QuotesService } from '../domain/quotes.service.js';
import {
  DisputeEnvelopeDto,
  FeedPageDto,
  FeedQueryDto,
  HireDto,
  HireResultDto,
  JobQuotesDto,
  LeadPurchaseDto,
  MyLeadsQueryDto,
  OpenDisputeDto,
  QuoteEnvelopeDto,
  SendQuoteDto,
  TradieLeadsDto,
} from './leads.dto.js';
import {
  presentDispute,
  presentFeedCard,
  presentJobQuote,
  presentQuote,
  presentTradieLead,
} from './leads.presenter.js';
import { RateLimit } from '#shared/infra/http/rate-limiter.js';

@ApiTags('leads')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller()
export class LeadsController {
  constructor(
    private readonly leads: LeadsService,
    private readonly quotes: QuotesService,
    private readonly jobs: JobsService,
    private readonly endings: JobEndings,
    private readonly clock: Clock,
  ) {}

  @Roles('tradie')
  @Get('leads/feed')
  @ApiOperation({ summary: 'Browse the lead feed as a tradie' })
  @ApiOkResponse({ type: FeedPageDto })
  @ApiBadRequestResponse({ description: 'A bad filter or cursor (named in message)' })
  @ApiForbiddenResponse({ description: 'Not an approved tradie, or banned' })
  async feed(@CurrentActor() actor: Actor, @Query() query: FeedQueryDto): Promise<FeedPageDto> {
    const page = await this.leads.feed(actor.id, {
      category: query.category,
      state: query.state,
      emergency: query.emergency === undefined ? undefined : query.emergency === 'true',
      distanceKm: query.distanceKm,
      cursor: query.cursor,
      limit: query.limit,
    });
    return { items: page.items.map(presentFeedCard), nextCursor: page.nextCursor };
  }

  @Roles('tradie')
  @Get('leads/mine')
  @ApiOperation({ summary: 'List the leads you bought' })
  @ApiOkResponse({
    type: TradieLeadsDto,
    description: 'A page of leads bought (one stage: to quote, quoted or won; or all)',
  })
  @ApiBadRequestResponse({ description: 'A bad stage, cursor or limit' })
  @ApiForbiddenResponse({ description: 'Not an approved tradie, or banned' })
  async mine(
    @CurrentActor() actor: Actor,
    @Query() query: MyLeadsQueryDto,
  ): Promise<TradieLeadsDto> {
    const now = this.clock.now();
    const page = await this.leads.mine(actor.id, query);
    return {
      items: page.items.map((item) => presentTradieLead(item, actor.id, now)),
      nextCursor: page.nextCursor,
      counts: page.counts,
    };
  }

  @Roles('tradie')
  @RequireVerifiedEmail()
  @RateLimit('leads.buy')
  @Post('jobs/:id/lead')
  @ApiOperation({ summary: "Buy a job's lead with credits" })
  @ApiCreatedResponse({
    type: LeadPurchaseDto,
    description: 'Bought: the job in full, the homeowner’s first name and suburb',
  })
  @ApiPaymentRequiredResponse({ description: 'Not enough credits (CREDITS.INSUFFICIENT)' })
  @ApiForbiddenResponse({
    description: 'Not an approved tradie, banned, or email not verified (AUTH.EMAIL_NOT_VERIFIED)',
  })
  @ApiNotFoundResponse({ description: 'No such job' })
  @ApiConflictResponse({ description: 'Sold out, expired, already bought or not open' })
  async buy(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<LeadPurchaseDto> {
    const { lead, balance } = await this.leads.buy(id, actor.id);
    const view = await this.jobs.view(id, actor);
    return {
      leadId: lead.id,
      job: presentJob(view),
      homeowner: view.homeowner ?? { firstName: '', suburb: view.job.location },
      balance,
      priceCredits: lead.priceCredits,
    };
  }

  @Roles('tradie')
  @RateLimit('quotes')
  @Post('jobs/:id/quotes')
  @ApiOperation({ summary: 'Send a quote for a job whose lead you bought' })
  @ApiCreatedResponse({ type: QuoteEnvelopeDto })
  @ApiBadRequestResponse({ description: 'A field is invalid (named in message)' })
  @ApiForbiddenResponse({ description: 'Lead not bought, not an approved tradie, or banned' })
  @ApiNotFoundResponse({ description: 'No such job' })
  @ApiConflictResponse({ description: 'Already quoted, or the job is no longer open' })
  async sendQuote(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: SendQuoteDto,
  ): Promise<QuoteEnvelopeDto> {
    const quote = await this.quotes.send(id, actor.id, quoteInput(dto));
    return { quote: presentQuote(quote) };
  }

  @Roles('tradie')
  @RateLimit('quotes')
  @Patch('quotes/:id')
  @ApiOperation({ summary: 'Revise your quote' })
  @ApiOkResponse({ type: QuoteEnvelopeDto, description: 'The quote as revised' })
  @ApiBadRequestResponse({ description: 'A field is invalid (named in message)' })
  @ApiForbiddenResponse({ description: 'Another tradie’s quote, not approved, or banned' })
  @ApiNotFoundResponse({ description: 'No such quote' })
  @ApiConflictResponse({ description: 'The job is no longer open, or the quote was settled' })
  async reviseQuote(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: SendQuoteDto,
  ): Promise<QuoteEnvelopeDto> {
    const quote = await this.quotes.revise(id, actor.id, quoteInput(dto));
    return { quote: presentQuote(quote) };
  }

  @Roles('homeowner', 'admin')
  @Get('jobs/:id/quotes')
  @ApiOperation({ summary: 'List the quotes for a job' })
  @ApiOkResponse({ type: JobQuotesDto })
  @ApiForbiddenResponse({ description: 'Not your job' })
  @ApiNotFoundResponse({ description: 'No such job' })
  async listQuotes(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<JobQuotesDto> {
    return { items: (await this.quotes.listForJob(id, actor)).map(presentJobQuote) };
  }

  @Roles('homeowner')
  @Post('jobs/:id/hire')
  @ApiOperation({ summary: 'Hire the tradie of a quote' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: HireResultDto,
    description: 'The job is assigned; other quotes not selected',
  })
  @ApiBadRequestResponse({ description: 'quoteId missing or not a UUID' })
  @ApiForbiddenResponse({ description: 'Not your job' })
  @ApiNotFoundResponse({ description: 'No such job or quote' })
  @ApiConflictResponse({
    description:
      'The job is not open, the quote is no longer on offer, or it changed (QUOTES.CHANGED)',
  })
  async hire(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: HireDto,
  ): Promise<HireResultDto> {
    const { quote } = await this.quotes.hire(id, actor.id, dto.quoteId, dto.revision);
    return { job: presentJob(await this.jobs.view(id, actor)), quote: presentQuote(quote) };
  }

  @Roles('homeowner')
  @Post('jobs/:id/cancel')
  @ApiTags('jobs')
  @ApiOperation({ summary: 'Cancel your job' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: JobEnvelopeDto,
    description: 'Cancelled; every tradie who bought the lead gets the credits back',
  })
  @ApiForbiddenResponse({ description: 'Not yours' })
  @ApiNotFoundResponse({ description: 'No such job' })
  @ApiConflictResponse({ description: 'Already assigned, completed or cancelled' })
  async cancelJob(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<JobEnvelopeDto> {
    await this.endings.cancel(id, actor.id);
    return { job: presentJob(await this.jobs.view(id, actor)) };
  }

  @Roles('tradie')
  @Post('leads/:id/dispute')
  @ApiOperation({ summary: 'Dispute a bought lead for a credit refund' })
  @ApiCreatedResponse({ type: DisputeEnvelopeDto, description: 'An admin decides it' })
  @ApiBadRequestResponse({ description: 'A field is invalid (named in message)' })
  @ApiForbiddenResponse({ description: 'Not your lead' })
  @ApiNotFoundResponse({ description: 'No such lead' })
  @ApiConflictResponse({ description: 'Over 7 days, already refunded or already disputed' })
  async dispute(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: OpenDisputeDto,
  ): Promise<DisputeEnvelopeDto> {
    const dispute = await this.leads.openDispute(id, actor.id, dto);
    return { dispute: presentDispute(dispute) };
  }
}

/** The quote as the service takes it (no start date is null). */
function quoteInput(dto: SendQuoteDto): QuoteInput {
  return {
    amountCents: dto.amountCents,
    message: dto.message,
    estimatedStart: dto.estimatedStart ?? null,
  };
}
