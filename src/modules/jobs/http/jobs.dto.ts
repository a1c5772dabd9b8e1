import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { RECENT_MAX_LIMIT } from '../domain/job.js';

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
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(RECENT_MAX_LIMIT)
  limit?: number;
}
