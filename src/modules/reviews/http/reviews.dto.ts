import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';

const trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export class LeaveReviewDto {
  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsInt()
  @Min(1)
  @Max(5)
  rating!: number;

  @ApiProperty({ minLength: 10, maxLength: 2000 })
  @trim()
  @IsString()
  @Length(10, 2000)
  comment!: string;
}

export class ReplyDto {
  @ApiProperty({ minLength: 2, maxLength: 2000 })
  @trim()
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
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class ReviewEnvelopeDto {
  @ApiProperty({ type: ReviewDto }) review!: ReviewDto;
}

export class JobReviewDto {
  @ApiProperty({ type: ReviewDto, nullable: true }) review!: ReviewDto | null;
}
