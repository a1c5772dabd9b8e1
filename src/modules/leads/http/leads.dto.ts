import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { AU_STATES, type AuState } from '#shared/domain/australia.js';
import { TRADE_CATEGORY_IDS } from '#shared/domain/trade-categories.js';
import { JobCardDto, JobDto } from '#modules/jobs/presentation/jobs.dto.js';
import { PageQueryDto } from '#shared/infra/http/page-query.dto.js';
import {
  DISPUTE_REASONS,
  type DisputeReason,
  LEAD_STAGES,
  type LeadStage,
  type RefundReason,
} from '../domain/lead.js';
import { IsCalendarDate, QueryInt } from '#shared/infra/http/strict-fields.js';
import { Trim } from '#shared/infra/http/dto-transforms.js';

export class FeedQueryDto {
  @ApiPropertyOptional({ enum: TRADE_CATEGORY_IDS, description: 'one of your trades' })
  @IsOptional()
  @IsIn(TRADE_CATEGORY_IDS, { message: 'must be a known trade category id' })
  category?: string;

  @ApiPropertyOptional({ enum: AU_STATES })
  @IsOptional()
  @IsIn(AU_STATES, { message: `must be one of ${AU_STATES.join(', ')}` })
  state?: AuState;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'only emergencies, or none' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: "must be 'true' or 'false'" })
  emergency?: 'true' | 'false';

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 500,
    description: 'narrows your service radius (never widens it)',
  })
  @IsOptional()
  @QueryInt(1, 500)
  distanceKm?: number;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 20 })
  @IsOptional()
  @QueryInt(1, 50)
  limit?: number;
}

export class FeedCardDto extends JobCardDto {
  @ApiProperty({ description: 'the start of the description, contact details hidden' })
  teaser!: string;
  @ApiProperty() postcode!: string;
  @ApiProperty({ format: 'date-time' }) publishedAt!: string;
  @ApiProperty({ description: '5, or 10 for an emergency' }) leadPriceCredits!: number;
  @ApiProperty() slotsTaken!: number;
  @ApiProperty() slotsTotal!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'from your service postcode' })
  distanceKm!: number | null;
  @ApiProperty() boughtByMe!: boolean;
  @ApiProperty() imageCount!: number;
}

export class FeedPageDto {
  @ApiProperty({ type: [FeedCardDto], description: 'emergency first, then newest' })
  items!: FeedCardDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class LeadHomeownerDto {
  @ApiProperty() firstName!: string;
  @ApiProperty() suburb!: string;
}

export class LeadPurchaseDto {
  @ApiProperty({ format: 'uuid' }) leadId!: string;
  @ApiProperty({ type: JobDto, description: 'with full access now' }) job!: JobDto;
  @ApiProperty({ type: LeadHomeownerDto }) homeowner!: LeadHomeownerDto;
  @ApiProperty({ description: 'credits left after paying' }) balance!: number;
  @ApiProperty({ description: 'credits paid' }) priceCredits!: number;
}

export class QuoteDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty({ format: 'uuid' }) tradieId!: string;
  @ApiProperty({ description: 'AUD cents, GST inclusive' }) amountCents!: number;
  @ApiProperty() message!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date', example: '2026-12-01' })
  estimatedStart!: string | null;
  @ApiProperty({ enum: ['sent', 'accepted', 'not_selected'] })
  status!: 'sent' | 'accepted' | 'not_selected';
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'when its tradie last changed it',
  })
  revisedAt!: string | null;
  @ApiProperty({ description: '0 as sent, one more on each change; name it when hiring' })
  revision!: number;
}

export class QuoteEnvelopeDto {
  @ApiProperty({ type: QuoteDto }) quote!: QuoteDto;
}

export class QuoteTradieDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() businessName!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'average stars of their visible reviews, one decimal; null before the first',
  })
  rating!: number | null;
  @ApiProperty({ description: 'their visible reviews' }) reviewCount!: number;
  @ApiProperty({ description: 'the public profile page' }) profileUrl!: string;
}

export class JobQuoteDto extends QuoteDto {
  @ApiProperty({ type: QuoteTradieDto }) tradie!: QuoteTradieDto;
}

export class JobQuotesDto {
  @ApiProperty({ type: [JobQuoteDto], description: 'oldest first' }) items!: JobQuoteDto[];
}

export class SendQuoteDto {
  @ApiProperty({ description: 'AUD cents, GST inclusive', minimum: 100, maximum: 100000000 })
  @IsInt()
  @Min(100)
  @Max(100_000_000)
  amountCents!: number;

  @ApiProperty({ minLength: 10, maxLength: 2000 })
  @Trim()
  @IsString()
  @Length(10, 2000)
  message!: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-12-01' })
  @IsOptional()
  @IsCalendarDate()
  estimatedStart?: string;
}

export class HireDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'must be a UUID' })
  quoteId!: string;

  @ApiPropertyOptional({
    description:
      'The quote revision the homeowner saw (`revision` of the quote); omitted = as first sent. ' +
      'A quote changed since answers 409 QUOTES.CHANGED with the new amount.',
    minimum: 0,
  })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  revision?: number;
}

export class HireResultDto {
  @ApiProperty({ type: JobDto, description: 'status assigned' }) job!: JobDto;
  @ApiProperty({ type: QuoteDto, description: 'status accepted' }) quote!: QuoteDto;
}

export class DisputeSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['open', 'approved', 'rejected'] }) status!:
    'open' | 'approved' | 'rejected';
  @ApiProperty({ enum: DISPUTE_REASONS }) reason!: DisputeReason;
  @ApiProperty({ type: String, nullable: true }) decisionReason!: string | null;
}

export class TradieLeadDto {
  @ApiProperty({ format: 'uuid' }) leadId!: string;
  @ApiProperty({ format: 'date-time' }) boughtAt!: string;
  @ApiProperty() priceCredits!: number;
  @ApiProperty({ enum: ['active', 'refunded'] }) status!: 'active' | 'refunded';
  @ApiProperty({
    type: String,
    nullable: true,
    enum: [
      'job_cancelled',
      'unhired_30_days',
      'dispute_approved',
      'homeowner_silent',
      'job_withdrawn',
    ],
  })
  refundReason!: RefundReason | null;
  @ApiProperty({ type: JobCardDto }) job!: JobCardDto;
  @ApiProperty({
    enum: ['pending_payment', 'open', 'assigned', 'completed', 'cancelled', 'withdrawn'],
  })
  jobStatus!: string;
  @ApiProperty({ description: 'this tradie was hired for the job' }) won!: boolean;
  @ApiProperty({ type: QuoteDto, nullable: true }) quote!: QuoteDto | null;
  @ApiProperty({ type: DisputeSummaryDto, nullable: true }) dispute!: DisputeSummaryDto | null;
  @ApiProperty({ description: 'a dispute can still be opened (within 7 days, active, none yet)' })
  canDispute!: boolean;
}

export class LeadStageCountsDto {
  @ApiProperty({ description: 'bought, not quoted yet' }) to_quote!: number;
  @ApiProperty({ description: 'quoted, not hired' }) quoted!: number;
  @ApiProperty({ description: 'hired for the job' }) won!: number;
}

export class TradieLeadsDto {
  @ApiProperty({ type: [TradieLeadDto], description: 'newest purchase first' })
  items!: TradieLeadDto[];
  @ApiProperty({ type: String, nullable: true, description: 'pass as ?cursor= for the next page' })
  nextCursor!: string | null;
  @ApiProperty({ type: LeadStageCountsDto, description: 'all the tradie’s leads, by stage' })
  counts!: LeadStageCountsDto;
}

export class MyLeadsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: LEAD_STAGES, description: 'one stage; every stage when absent' })
  @IsOptional()
  @IsIn(LEAD_STAGES, { message: `must be one of ${LEAD_STAGES.join(', ')}` })
  stage?: LeadStage;
}

export class OpenDisputeDto {
  @ApiProperty({ enum: DISPUTE_REASONS })
  @IsIn(DISPUTE_REASONS, { message: `must be one of ${DISPUTE_REASONS.join(', ')}` })
  reason!: DisputeReason;

  @ApiProperty({ minLength: 10, maxLength: 2000 })
  @Trim()
  @IsString()
  @Length(10, 2000)
  details!: string;
}

export class DisputeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) leadId!: string;
  @ApiProperty({ enum: DISPUTE_REASONS }) reason!: DisputeReason;
  @ApiProperty() details!: string;
  @ApiProperty({ enum: ['open', 'approved', 'rejected'] }) status!:
    'open' | 'approved' | 'rejected';
  @ApiProperty({ type: String, nullable: true }) decisionReason!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) decidedAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class DisputeEnvelopeDto {
  @ApiProperty({ type: DisputeDto }) dispute!: DisputeDto;
}

export class LeadDisputeJobDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
}

export class LeadDisputeTradieDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() businessName!: string;
}

export class AdminDisputeDto extends DisputeDto {
  @ApiProperty({ type: LeadDisputeJobDto }) job!: LeadDisputeJobDto;
  @ApiProperty({ type: LeadDisputeTradieDto }) tradie!: LeadDisputeTradieDto;
  @ApiProperty() priceCredits!: number;
  @ApiProperty({ enum: ['active', 'refunded'] }) leadStatus!: 'active' | 'refunded';
  @ApiProperty({ format: 'date-time' }) boughtAt!: string;
}

export class AdminDisputesDto {
  @ApiProperty({ type: [AdminDisputeDto], description: 'oldest first' }) items!: AdminDisputeDto[];
}

export class AdminDisputeEnvelopeDto {
  @ApiProperty({ type: AdminDisputeDto }) dispute!: AdminDisputeDto;
}

export class DisputeListQueryDto {
  @ApiPropertyOptional({ enum: ['open', 'approved', 'rejected'], default: 'open' })
  @IsOptional()
  @IsIn(['open', 'approved', 'rejected'], { message: "must be 'open', 'approved' or 'rejected'" })
  status?: 'open' | 'approved' | 'rejected';
}

export class DecideDisputeDto {
  @ApiProperty({ example: 'The homeowner did not answer three calls over two days' })
  @Trim()
  @IsString()
  @Length(3, 500)
  reason!: string;
}
