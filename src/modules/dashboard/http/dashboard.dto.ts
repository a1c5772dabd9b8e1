import { ApiProperty } from '@nestjs/swagger';

export class ActiveJobDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: ['pending_payment', 'open', 'assigned'] }) status!: string;
  @ApiProperty({ description: 'quotes on an open job that wait for the homeowner' })
  quotesWaiting!: number;
}

export class JobToReviewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
}

export class RewardsProgressDto {
  @ApiProperty() points!: number;
  @ApiProperty() level!: string;
  @ApiProperty({ type: String, nullable: true, description: 'null at the top level' })
  nextLevel!: string | null;
  @ApiProperty() pointsToNext!: number;
  @ApiProperty({ description: '0–100 through the current level' }) percent!: number;
}

export class HomeownerDashboardDto {
  @ApiProperty({ type: [ActiveJobDto] }) activeJobs!: ActiveJobDto[];
  @ApiProperty() quotesWaiting!: number;
  @ApiProperty() unreadMessages!: number;
  @ApiProperty({ type: [JobToReviewDto] }) toReview!: JobToReviewDto[];
  @ApiProperty({ type: RewardsProgressDto }) rewards!: RewardsProgressDto;
}

export class NewLeadsDto {
  @ApiProperty() count!: number;
  @ApiProperty({ format: 'date-time', description: 'counted from this instant' }) since!: string;
}

export class DashboardStandingDto {
  @ApiProperty({ type: Number, nullable: true, description: 'null without a positive score' })
  rank!: number | null;
  @ApiProperty() points!: number;
  @ApiProperty({ format: 'date-time' }) closesAt!: string;
}

export class TradieDashboardDto {
  @ApiProperty() credits!: number;
  @ApiProperty({ type: NewLeadsDto }) newLeads!: NewLeadsDto;
  @ApiProperty({ description: 'leads bought and not quoted yet' }) toQuote!: number;
  @ApiProperty() quotesAwaitingAnswer!: number;
  @ApiProperty() jobsWon!: number;
  @ApiProperty() unreadMessages!: number;
  @ApiProperty({ type: DashboardStandingDto }) leaderboard!: DashboardStandingDto;
}

export class DashboardRevenueDto {
  @ApiProperty() cents!: number;
  @ApiProperty() payments!: number;
}

export class AdminDashboardDto {
  @ApiProperty({ description: 'the Sydney calendar day counted (YYYY-MM-DD)' }) day!: string;
  @ApiProperty() pendingVerifications!: number;
  @ApiProperty() openDisputes!: number;
  @ApiProperty({ description: 'the queue holds at least openDisputes' }) openDisputesMore!: boolean;
  @ApiProperty() signupsToday!: number;
  @ApiProperty({ type: DashboardRevenueDto }) revenueToday!: DashboardRevenueDto;
}
