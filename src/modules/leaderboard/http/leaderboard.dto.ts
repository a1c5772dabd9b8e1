import { ApiProperty } from '@nestjs/swagger';

const BADGES = ['gold', 'silver', 'bronze'] as const;
type BadgeName = (typeof BADGES)[number];

export class StandingDto {
  @ApiProperty() rank!: number;
  @ApiProperty({ format: 'uuid' }) tradieId!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty({ type: String, nullable: true }) businessName!: string | null;
  @ApiProperty({ description: 'points in the rolling window' }) points!: number;
  @ApiProperty({ format: 'date-time', description: 'when the total was reached (tie break)' })
  reachedAt!: string;
  @ApiProperty({ description: 'the signed-in tradie' }) isMe!: boolean;
}

export class MyStandingDto {
  @ApiProperty({ type: Number, nullable: true, description: 'null without a positive score' })
  rank!: number | null;
  @ApiProperty() points!: number;
  @ApiProperty({ enum: BADGES, nullable: true, description: 'held until the next close' })
  badge!: BadgeName | null;
}

export class WinnerDto {
  @ApiProperty() rank!: number;
  @ApiProperty({ format: 'uuid' }) tradieId!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty({ type: String, nullable: true }) businessName!: string | null;
  @ApiProperty() points!: number;
  @ApiProperty() credits!: number;
  @ApiProperty({ enum: BADGES, nullable: true }) badge!: BadgeName | null;
}

export class LastWeekDto {
  @ApiProperty({ description: 'Sydney date of the Sunday it closed on' }) weekKey!: string;
  @ApiProperty({ type: [WinnerDto] }) winners!: WinnerDto[];
}

export class PrizeDto {
  @ApiProperty() rank!: number;
  @ApiProperty() credits!: number;
  @ApiProperty({ enum: BADGES, nullable: true }) badge!: BadgeName | null;
}

export class RulesDto {
  @ApiProperty() jobPoints!: number;
  @ApiProperty() emergencyBonusPoints!: number;
  @ApiProperty({ description: 'points by stars, 1 to 5', type: [Number] }) reviewPoints!: number[];
  @ApiProperty() windowDays!: number;
  @ApiProperty({ type: [PrizeDto] }) prizes!: PrizeDto[];
  @ApiProperty({ example: 'Australia/Sydney' }) timeZone!: string;
}

export class LeaderboardDto {
  @ApiProperty({ description: 'the week being played: the Sydney date of its closing Sunday' })
  weekKey!: string;
  @ApiProperty({ format: 'date-time' }) closesAt!: string;
  @ApiProperty({ type: [StandingDto] }) standings!: StandingDto[];
  @ApiProperty({ type: MyStandingDto }) me!: MyStandingDto;
  @ApiProperty({ type: LastWeekDto, nullable: true }) lastWeek!: LastWeekDto | null;
  @ApiProperty({ type: RulesDto }) rules!: RulesDto;
}
