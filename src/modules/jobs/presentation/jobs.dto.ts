import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { PageQueryDto } from '#shared/infra/http/page-query.dto.js';
import { AU_STATES, type AuState } from '#shared/domain/australia.js';
import { TRADE_CATEGORY_IDS } from '#shared/domain/trade-categories.js';
import {
  JOB_GROUPS,
  type JobGroup,
  LEAD_CAPS,
  type LeadCap,
  RECENT_MAX_LIMIT,
} from '../domain/job.js';
import { QueryInt } from '#shared/infra/http/strict-fields.js';

export class JobCardDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'trade category id' }) category!: string;
  @ApiProperty({ description: 'suburb' }) location!: string;
  @ApiProperty({ type: String, nullable: true }) state!: string | null;
  @ApiProperty({ description: 'the homeowner’s budget in AUD cents, GST inclusive' })
  budget!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty() isEmergency!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) assignedTradie!: string | null;
}

export class RecentJobsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: RECENT_MAX_LIMIT })
  @IsOptional()
  @QueryInt(1, RECENT_MAX_LIMIT)
  limit?: number;
}

const JOB_STATUSES = [
  'pending_payment',
  'open',
  'assigned',
  'completed',
  'cancelled',
  'withdrawn',
] as const;

export class JobImageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'GET it with the session cookie' }) url!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
}

export class JobHomeownerDto {
  @ApiProperty() firstName!: string;
  @ApiProperty() suburb!: string;
}

/** A job as its owner, an admin or a tradie who bought the lead sees it (access `full`), or
 * as other approved tradies see it before buying (access `teaser`: shortened description, no
 * images, no homeowner). */
export class JobDto extends JobCardDto {
  @ApiProperty({ enum: ['full', 'teaser'] }) access!: 'full' | 'teaser';
  @ApiProperty({ description: 'the whole text with full access; a shortened teaser otherwise' })
  description!: string;
  @ApiProperty() postcode!: string;
  @ApiProperty({ enum: JOB_STATUSES }) status!: (typeof JOB_STATUSES)[number];
  @ApiProperty({ description: 'credits a tradie pays for this lead (5, or 10 for an emergency)' })
  leadPriceCredits!: number;
  @ApiProperty({ description: 'tradies who bought the lead' }) slotsTaken!: number;
  @ApiProperty({ enum: LEAD_CAPS, description: 'the lead cap' }) slotsTotal!: LeadCap;
  @ApiProperty({ description: 'a tradie can buy it now (open, not full, not expired)' })
  leadOnSale!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) assignedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) cancelledAt!: string | null;
  @ApiProperty({ type: [JobImageDto], description: 'empty with teaser access' })
  images!: JobImageDto[];
  @ApiProperty() imageCount!: number;
  @ApiProperty({ type: JobHomeownerDto, nullable: true }) homeowner!: JobHomeownerDto | null;
  @ApiProperty({ description: 'the signed-in tradie bought this lead' }) boughtByMe!: boolean;
}

export class JobEnvelopeDto {
  @ApiProperty({ type: JobDto }) job!: JobDto;
}

export class HomeownerJobDto extends JobDto {
  @ApiProperty() quoteCount!: number;
}

export class HomeownerJobsDto {
  @ApiProperty({ type: [HomeownerJobDto], description: 'newest first' })
  items!: HomeownerJobDto[];
  @ApiProperty({ type: String, nullable: true, description: 'pass as ?cursor= for the next page' })
  nextCursor!: string | null;
}

export class MyJobsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: Object.keys(JOB_GROUPS),
    description:
      'active: pending payment, open or assigned; past: completed or cancelled; all when absent',
  })
  @IsOptional()
  @IsIn(Object.keys(JOB_GROUPS), { message: 'must be active or past' })
  group?: JobGroup;
}

export class PostJobDto {
  @ApiProperty({ minLength: 5, maxLength: 120 })
  @IsString()
  @MinLength(5)
  @MaxLength(120)
  title!: string;

  @ApiProperty({ minLength: 20, maxLength: 5000 })
  @IsString()
  @MinLength(20)
  @MaxLength(5000)
  description!: string;

  @ApiProperty({ enum: TRADE_CATEGORY_IDS })
  @IsIn(TRADE_CATEGORY_IDS, { message: 'must be a known trade category id' })
  category!: string;

  @ApiProperty({ description: 'suburb', minLength: 2, maxLength: 80 })
  @IsString()
  @MinLength(2)
  @MaxLength(80)
  location!: string;

  @ApiProperty({ enum: AU_STATES })
  @IsIn(AU_STATES, { message: `must be one of ${AU_STATES.join(', ')}` })
  state!: AuState;

  @ApiProperty({ example: '2042' })
  @IsString()
  @Matches(/^\d{4}$/, { message: 'must be 4 digits' })
  postcode!: string;

  @ApiProperty({ description: 'AUD cents, GST inclusive', minimum: 0, maximum: 100000000 })
  @IsInt()
  @Min(0)
  @Max(100_000_000)
  budget!: number;

  @ApiProperty()
  @IsBoolean()
  isEmergency!: boolean;

  @ApiPropertyOptional({ enum: LEAD_CAPS, default: 10, description: 'at most this many tradies' })
  @IsOptional()
  @IsIn(LEAD_CAPS, { message: 'must be 3, 5 or 10' })
  leadCap?: LeadCap;

  @ApiProperty({
    description: 'must be true: first name and suburb are shared with tradies who buy the lead',
  })
  @IsBoolean()
  privacyConsent!: boolean;
}

export class EditJobDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MinLength(5) @MaxLength(120) title?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MinLength(20)
  @MaxLength(5000)
  description?: string;
  @ApiPropertyOptional({ enum: TRADE_CATEGORY_IDS })
  @IsOptional()
  @IsIn(TRADE_CATEGORY_IDS, { message: 'must be a known trade category id' })
  category?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MinLength(2) @MaxLength(80) location?: string;
  @ApiPropertyOptional({ enum: AU_STATES })
  @IsOptional()
  @IsIn(AU_STATES, { message: `must be one of ${AU_STATES.join(', ')}` })
  state?: AuState;
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Matches(/^\d{4}$/, { message: 'must be 4 digits' })
  postcode?: string;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(100_000_000) budget?: number;
  @ApiPropertyOptional({ description: 'cannot change after posting; accepted when unchanged' })
  @IsOptional()
  @IsBoolean()
  isEmergency?: boolean;
  @ApiPropertyOptional({ enum: LEAD_CAPS, description: 'can only be lowered' })
  @IsOptional()
  @IsIn(LEAD_CAPS, { message: 'must be 3, 5 or 10' })
  leadCap?: LeadCap;
}

export class ImageUploadDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG, WebP, GIF or AVIF, ≤ 10 MB',
  })
  image!: unknown;
}
