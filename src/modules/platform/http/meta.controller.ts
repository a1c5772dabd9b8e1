import { Controller, Get } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiOkResponse, ApiProperty, ApiTags, ApiOperation } from '@nestjs/swagger';
import { AU_STATES } from '#shared/domain/australia.js';
import { DISPUTE_WINDOW_DAYS } from '#modules/leads/domain/lead.js';
import {
  EMERGENCY_BONUS_POINTS,
  JOB_POINTS,
  PRIZES,
  reviewScore,
  WINDOW_DAYS,
} from '#modules/leaderboard/domain/scoring.js';
import { jobCompletedReward, reviewReward } from '#modules/rewards/domain/reward-rules.js';
import { LEAD_CAPS, UNHIRED_CREDIT_BACK_DAYS } from '#modules/jobs/domain/job.js';
import {
  CREDIT_BUNDLES,
  GIFT_CARD_RATE,
  LEAD_PRICE_CREDITS,
  MAX_TRADIES_PER_LEAD,
  PRODUCT_NAME,
  SIGNUP_BONUS,
} from '#shared/domain/product.js';
import { TRADE_CATEGORIES } from '#shared/domain/trade-categories.js';
import { needsLicence } from '#modules/identity/domain/verification/licence-rules.js';
import type { AppConfig } from '#config/app-config.js';
import { Public } from '#shared/infra/http/auth.decorators.js';

export class CategoryDto {
  @ApiProperty() id!: string;
  @ApiProperty() label!: string;
  @ApiProperty({
    type: [String],
    description: 'The states where this trade needs a licence (elsewhere it needs none)',
  })
  licensedIn!: string[];
}

export class LeadPriceCreditsDto {
  @ApiProperty({ example: 5 }) standard!: number;
  @ApiProperty({ example: 10 }) emergency!: number;
}

export class ProductBundleDto {
  @ApiProperty({ enum: ['starter', 'standard', 'pro', 'elite'] })
  id!: 'starter' | 'standard' | 'pro' | 'elite';
  @ApiProperty() name!: string;
  @ApiProperty() credits!: number;
  @ApiProperty({ description: 'A$ cents, GST inclusive' }) priceCents!: number;
}

export class SignupOfferDto {
  @ApiProperty({ example: 5 }) credits!: number;
  @ApiProperty({ example: 100, description: 'How many tradies get it' }) spots!: number;
}

export class GiftCardRateDto {
  @ApiProperty({ example: 100 }) credits!: number;
  @ApiProperty({ example: 1000, description: 'A$ cents one card is worth' }) valueCents!: number;
}

export class PointsAndCreditsDto {
  @ApiProperty() points!: number;
  @ApiProperty() credits!: number;
}

export class HomeownerRewardsDto {
  @ApiProperty({ type: PointsAndCreditsDto }) jobCompleted!: PointsAndCreditsDto;
  @ApiProperty({ type: PointsAndCreditsDto, description: 'On top of jobCompleted' })
  emergencyBonus!: PointsAndCreditsDto;
  @ApiProperty({ type: PointsAndCreditsDto }) reviewLeft!: PointsAndCreditsDto;
}

export class LeaderboardNumbersDto {
  @ApiProperty({ example: 90 }) windowDays!: number;
  @ApiProperty({ example: 50 }) pointsPerJob!: number;
  @ApiProperty({ example: 10 }) emergencyBonus!: number;
  @ApiProperty({ type: [Number], description: 'Points for a review of 5, 4, 3, 2 and 1 stars' })
  reviewPoints!: number[];
  @ApiProperty({ type: [Number], description: 'Credits for places 1 to 5 at the weekly close' })
  weeklyCredits!: number[];
}

export class ProductDto {
  @ApiProperty({ type: LeadPriceCreditsDto }) leadPriceCredits!: LeadPriceCreditsDto;
  @ApiProperty() maxTradiesPerLead!: number;
  @ApiProperty({ type: [ProductBundleDto] }) creditBundles!: ProductBundleDto[];
  @ApiProperty({ type: SignupOfferDto }) signupBonus!: SignupOfferDto;
  @ApiProperty({ description: 'A$ cents' }) emergencyFeeCents!: number;
  @ApiProperty({ type: GiftCardRateDto }) giftCardRate!: GiftCardRateDto;
  @ApiProperty({ type: [Number], example: [3, 5, 10] }) leadCaps!: number[];
  @ApiProperty({ example: 7 }) disputeWindowDays!: number;
  @ApiProperty({ example: 30 }) unhiredCreditBackDays!: number;
  @ApiProperty({ type: HomeownerRewardsDto }) homeownerRewards!: HomeownerRewardsDto;
  @ApiProperty({ type: LeaderboardNumbersDto }) leaderboard!: LeaderboardNumbersDto;
}

export class MetaDto {
  @ApiProperty() productName!: string;
  @ApiProperty({ type: [CategoryDto] }) categories!: CategoryDto[];
  @ApiProperty({ type: [String] }) states!: string[];
  @ApiProperty({ type: ProductDto, description: 'Prices, bundles and offers' })
  product!: ProductDto;
}

/** The rewards module's rules, as numbers for the help pages. */
function homeownerRewards(): HomeownerRewardsDto {
  const job = jobCompletedReward(false);
  const emergency = jobCompletedReward(true);
  const review = reviewReward();
  return {
    jobCompleted: { points: job.points, credits: job.credits },
    emergencyBonus: {
      points: emergency.points - job.points,
      credits: emergency.credits - job.credits,
    },
    reviewLeft: { points: review.points, credits: review.credits },
  };
}

@ApiTags('platform')
@Controller('meta')
export class MetaController {
  constructor(private readonly config: ConfigService<AppConfig, true>) {}

  @Public()
  @Get()
  @ApiOperation({ summary: "Get the product's reference data" })
  @ApiOkResponse({ type: MetaDto, description: 'Reference data the forms and price lists need' })
  meta(): MetaDto {
    return {
      productName: PRODUCT_NAME,
      categories: TRADE_CATEGORIES.map((c) => ({
        id: c.id,
        label: c.label,
        licensedIn: AU_STATES.filter((state) => needsLicence(state, c.id)),
      })),
      states: [...AU_STATES],
      product: {
        leadPriceCredits: { ...LEAD_PRICE_CREDITS },
        maxTradiesPerLead: MAX_TRADIES_PER_LEAD,
        creditBundles: CREDIT_BUNDLES.map((b) => ({ ...b })),
        signupBonus: { ...SIGNUP_BONUS },
        emergencyFeeCents: this.config.get('payments', { infer: true }).emergencyFeeCents,
        giftCardRate: { ...GIFT_CARD_RATE },
        leadCaps: [...LEAD_CAPS],
        disputeWindowDays: DISPUTE_WINDOW_DAYS,
        unhiredCreditBackDays: UNHIRED_CREDIT_BACK_DAYS,
        homeownerRewards: homeownerRewards(),
        leaderboard: {
          windowDays: WINDOW_DAYS,
          pointsPerJob: JOB_POINTS,
          emergencyBonus: EMERGENCY_BONUS_POINTS,
          reviewPoints: [5, 4, 3, 2, 1].map((stars) => reviewScore(stars).points),
          weeklyCredits: PRIZES.map((prize) => prize.credits),
        },
      },
    };
  }
}
