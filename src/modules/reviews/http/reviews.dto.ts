import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsInt, IsString, Length, Max, Min } from 'class-validator';
import { Trim } from '#shared/infra/http/dto-transforms.js';

export class LeaveReviewDto {
  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsInt()
  @Min(1)
  @Max(5)
  rating!: number;

  @ApiProperty({ minLength: 10, maxLength: 2000 })
  @Trim()
  @IsString()
  @Length(10, 2000)
  comment!: string;
}

export class ReplyDto {
  @ApiProperty({ minLength: 2, maxLength: 2000 })
  @Trim()
  @IsString()
  @Length(2, 2000)
  reply!: string;
}

export class ReviewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty({ format: 'uuid' }) tradieId!: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating!: number;
  @ApiProperty() comment!: string;
  @ApiProperty({ type: String, nullable: true }) reply!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) repliedAt!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why Tradiehub hid it (out of the rating and public lists); null when shown',
  })
  hiddenReason!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) hiddenAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class ReviewEnvelopeDto {
  @ApiProperty({ type: ReviewDto }) review!: ReviewDto;
}

export class JobReviewDto {
  @ApiProperty({ type: ReviewDto, nullable: true }) review!: ReviewDto | null;
}

/** The reason is checked by the domain (REVIEWS.INVALID_REASON names `reason`). */
export class ReasonDto {
  @ApiProperty({ type: String, minLength: 5, maxLength: 1000 })
  @Allow()
  reason!: unknown;
}

export class ReviewReportDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) reviewId!: string;
  @ApiProperty({ description: 'The tradie’s reason' }) reason!: string;
  @ApiProperty({ enum: ['open', 'kept', 'hidden'] }) status!: 'open' | 'kept' | 'hidden';
  @ApiProperty({ type: String, nullable: true, description: 'The admin’s reason, shown to both' })
  decisionReason!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) decidedAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class ReviewReportEnvelopeDto {
  @ApiProperty({ type: ReviewReportDto }) report!: ReviewReportDto;
}

export class ReportedReviewDto extends ReviewReportDto {
  @ApiProperty({ type: ReviewDto }) review!: ReviewDto;
  @ApiProperty() tradieName!: string;
  @ApiProperty() reviewerFirstName!: string;
}

export class ReportedReviewsDto {
  @ApiProperty({
    type: [ReportedReviewDto],
    description: 'Open reports, oldest first (100 at most)',
  })
  items!: ReportedReviewDto[];
}

export class OwnReviewDto extends ReviewDto {
  @ApiProperty() reviewerFirstName!: string;
  @ApiProperty() jobCategory!: string;
  @ApiProperty() jobLocation!: string;
  @ApiProperty({ type: ReviewReportDto, nullable: true, description: 'The latest report' })
  report!: ReviewReportDto | null;
}

export class OwnReviewsDto {
  @ApiProperty({ type: [OwnReviewDto], description: 'Newest first (100 at most), hidden ones too' })
  items!: OwnReviewDto[];
}
