import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, MaxLength, Min } from 'class-validator';
import { LEVELS } from '../domain/levels.js';

const LEVEL_NAMES = LEVELS.map((level) => level.name);
const REASONS = ['job_completed', 'emergency_job_completed', 'review_left'] as const;

export class LevelDto {
  @ApiProperty({ enum: LEVEL_NAMES }) name!: string;
  @ApiProperty({ description: 'Centra Points the level starts at' }) min!: number;
}

export class RewardEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: REASONS }) reason!: (typeof REASONS)[number];
  @ApiProperty() points!: number;
  @ApiProperty() credits!: number;
  @ApiProperty({ type: String, nullable: true, description: 'the job it was for' })
  jobId!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class RedemptionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() retailer!: string;
  @ApiProperty() retailerName!: string;
  @ApiProperty({ description: 'AUD cents' }) valueCents!: number;
  @ApiProperty() credits!: number;
  @ApiProperty() code!: string;
  @ApiProperty({ type: String, nullable: true }) pin!: string | null;
  @ApiProperty({ description: '`sandbox` for the local default (codes are not real)' })
  provider!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class RewardsOverviewDto {
  @ApiProperty({ description: 'Centra Points' }) points!: number;
  @ApiProperty({ type: LevelDto }) level!: LevelDto;
  @ApiProperty({ type: LevelDto, nullable: true, description: 'null at the top level' })
  nextLevel!: LevelDto | null;
  @ApiProperty() pointsToNext!: number;
  @ApiProperty({ minimum: 0, maximum: 100 }) percent!: number;
  @ApiProperty({ description: 'reward credit balance' }) credits!: number;
  @ApiProperty({
    enum: LEVEL_NAMES,
    nullable: true,
    description: 'a level reached and not yet celebrated: show confetti, then POST celebrated',
  })
  celebrate!: string | null;
  @ApiProperty({ type: [LevelDto] }) levels!: LevelDto[];
  @ApiProperty({ type: [RewardEntryDto] }) history!: RewardEntryDto[];
  @ApiProperty({ type: [RedemptionDto] }) redemptions!: RedemptionDto[];
}

export class CelebratedDto {
  @ApiProperty({ enum: LEVEL_NAMES })
  @IsString()
  @MaxLength(60)
  level!: string;
}

export class GiftCardPriceDto {
  @ApiProperty({ description: 'AUD cents' }) valueCents!: number;
  @ApiProperty() credits!: number;
}

export class GiftCardDto {
  @ApiProperty() retailer!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [GiftCardPriceDto] }) prices!: GiftCardPriceDto[];
}

export class GiftCardProviderDto {
  @ApiProperty() name!: string;
  @ApiProperty() label!: string;
  @ApiProperty() live!: boolean;
}

export class GiftCardCatalogueDto {
  @ApiProperty({ type: GiftCardProviderDto }) provider!: GiftCardProviderDto;
  @ApiProperty({ description: 'credits per card of rateValueCents' }) rateCredits!: number;
  @ApiProperty() rateValueCents!: number;
  @ApiProperty({ type: [GiftCardDto] }) cards!: GiftCardDto[];
}

export class RedeemDto {
  @ApiProperty({ example: 'woolworths' })
  @IsString()
  @MaxLength(60)
  retailer!: string;

  @ApiProperty({ example: 2500, description: 'AUD cents: 1000, 2500 or 5000' })
  @IsInt()
  @Min(1)
  valueCents!: number;
}

export class RedemptionEnvelopeDto {
  @ApiProperty({ type: RedemptionDto }) redemption!: RedemptionDto;
  @ApiProperty({ description: 'the credit balance after the redemption' }) balance!: number;
}
