import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsCalendarDate } from '#shared/infra/http/strict-fields.js';

export class AnalyticsQueryDto {
  @ApiPropertyOptional({
    example: '2026-10-01',
    description: 'first day (Sydney), default 30 days ago',
  })
  @IsOptional()
  @IsCalendarDate()
  from?: string;

  @ApiPropertyOptional({ example: '2026-10-31', description: 'last day (Sydney), default today' })
  @IsOptional()
  @IsCalendarDate()
  to?: string;
}

class SignupDayDto {
  @ApiProperty({ example: '2026-10-01' }) day!: string;
  @ApiProperty() homeowners!: number;
  @ApiProperty() tradies!: number;
}

class CategoryCountDto {
  @ApiProperty() category!: string;
  @ApiProperty() jobs!: number;
}

class StateCountDto {
  @ApiProperty() state!: string;
  @ApiProperty() jobs!: number;
}

class RangeDto {
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
}

class SignupTotalsDto {
  @ApiProperty() homeowners!: number;
  @ApiProperty() tradies!: number;
}

class LeadFiguresDto {
  @ApiProperty({ description: 'leads bought in the range' }) sold!: number;
  @ApiProperty({ description: 'slots bought on the jobs posted in the range' })
  slotsBought!: number;
  @ApiProperty({ description: 'slots offered (lead caps) on those jobs' }) slotsOffered!: number;
  @ApiProperty({ type: Number, nullable: true, description: '0..1' }) fillRate!: number | null;
}

class FirstLeadDto {
  @ApiProperty({ description: 'jobs posted in the range that got a lead' }) jobs!: number;
  @ApiProperty({ type: Number, nullable: true }) averageHours!: number | null;
}

class HiresDto {
  @ApiProperty() hired!: number;
  @ApiProperty() completed!: number;
  @ApiProperty({ type: Number, nullable: true, description: '0..1' }) completionRate!:
    number | null;
}

class RevenueDto {
  @ApiProperty() creditsSold!: number;
  @ApiProperty({ description: 'A$ cents, GST inclusive' }) totalCents!: number;
  @ApiProperty({ description: 'the GST in the total (1/11)' }) gstCents!: number;
  @ApiProperty() exGstCents!: number;
  @ApiProperty() bundleCents!: number;
  @ApiProperty() emergencyCents!: number;
}

class RefundsDto {
  @ApiProperty() leads!: number;
  @ApiProperty() credits!: number;
}

class DisputesDto {
  @ApiProperty() opened!: number;
  @ApiProperty() approved!: number;
  @ApiProperty() rejected!: number;
}

class ReviewsDto {
  @ApiProperty() count!: number;
  @ApiProperty({ type: Number, nullable: true }) averageRating!: number | null;
}

export class AnalyticsDto {
  @ApiProperty({ type: RangeDto }) range!: RangeDto;
  @ApiProperty({ type: [SignupDayDto] }) signups!: SignupDayDto[];
  @ApiProperty({ type: SignupTotalsDto }) totals!: SignupTotalsDto;
  @ApiProperty() pendingVerifications!: number;
  @ApiProperty() jobsPosted!: number;
  @ApiProperty({ type: [CategoryCountDto] }) jobsByCategory!: CategoryCountDto[];
  @ApiProperty({ type: [StateCountDto] }) jobsByState!: StateCountDto[];
  @ApiProperty({ type: LeadFiguresDto }) leads!: LeadFiguresDto;
  @ApiProperty({ type: FirstLeadDto }) timeToFirstLead!: FirstLeadDto;
  @ApiProperty({ type: HiresDto }) hires!: HiresDto;
  @ApiProperty({ type: RevenueDto }) revenue!: RevenueDto;
  @ApiProperty({ type: RefundsDto }) refunds!: RefundsDto;
  @ApiProperty({ type: DisputesDto }) disputes!: DisputesDto;
  @ApiProperty({ type: ReviewsDto }) reviews!: ReviewsDto;
  @ApiProperty({
    format: 'date-time',
    description: 'figures are as of this rebuild of the daily roll-ups (every 5 minutes)',
  })
  refreshedAt!: string;
}

export class AnalyticsRefreshDto {
  @ApiProperty({ format: 'date-time' }) refreshedAt!: string;
}
