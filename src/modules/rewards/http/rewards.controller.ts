import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Actor } from '#shared/domain/actor.js';
import { CurrentActor, Roles } from '#shared/infra/http/auth.decorators.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import type { GiftCardProduct } from '../domain/gift-cards.js';
import { LEVELS } from '../domain/levels.js';
import type { Redemption } from '../domain/ports.js';
import { RewardsService } from '../domain/rewards.service.js';
import {
  CelebratedDto,
  GiftCardCatalogueDto,
  RedeemDto,
  RedemptionDto,
  RedemptionEnvelopeDto,
  RewardsOverviewDto,
} from './rewards.dto.js';

function presentRedemption(r: Redemption, catalogue: readonly GiftCardProduct[]): RedemptionDto {
  return {
    id: r.id,
    retailer: r.retailer,
    retailerName: catalogue.find((c) => c.retailer === r.retailer)?.name ?? r.retailer,
    valueCents: r.valueCents,
    credits: r.credits,
    code: r.code,
    pin: r.pin,
    provider: r.provider,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A homeowner's Centra Points, level, reward credits and gift cards. */
@ApiTags('rewards')
@Roles('homeowner')
@Controller('rewards')
export class RewardsController {
  constructor(private readonly rewards: RewardsService) {}

  @Get()
  @ApiOperation({ summary: 'Get your homeowner rewards: level, points and perks' })
  @ApiOkResponse({ type: RewardsOverviewDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not a homeowner' })
  async overview(@CurrentActor() actor: Actor): Promise<RewardsOverviewDto> {
    const o = await this.rewards.overview(actor.id);
    const catalogue = this.rewards.catalogue().cards;
    return {
      points: o.points,
      level: { ...o.progress.level },
      nextLevel: o.progress.next ? { ...o.progress.next } : null,
      pointsToNext: o.progress.pointsToNext,
      percent: o.progress.percent,
      credits: o.credits,
      celebrate: o.celebrate,
      levels: LEVELS.map((level) => ({ ...level })),
      history: o.history.map((e) => ({
        id: e.id,
        reason: e.reason,
        points: e.points,
        credits: e.credits,
        jobId: e.reference,
        createdAt: e.createdAt.toISOString(),
      })),
      redemptions: o.redemptions.map((r) => presentRedemption(r, catalogue)),
    };
  }

  @Post('celebrated')
  @ApiOperation({ summary: 'Mark a level-up as celebrated' })
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The level-up was celebrated; it is not offered again' })
  @ApiBadRequestResponse({ description: 'level: not a level name' })
  async celebrated(@CurrentActor() actor: Actor, @Body() dto: CelebratedDto): Promise<void> {
    await this.rewards.celebrated(actor.id, dto.level);
  }

  @Get('gift-cards')
  @ApiOperation({ summary: 'List the gift cards you can redeem' })
  @ApiOkResponse({ type: GiftCardCatalogueDto })
  giftCards(): GiftCardCatalogueDto {
    const c = this.rewards.catalogue();
    return {
      provider: c.provider,
      rateCredits: c.rate.credits,
      rateValueCents: c.rate.valueCents,
      cards: c.cards.map((card) => ({
        retailer: card.retailer,
        name: card.name,
        prices: card.prices,
      })),
    };
  }

  @Post('redemptions')
  @ApiOperation({ summary: 'Redeem credits for a gift card' })
  @ApiCreatedResponse({ type: RedemptionEnvelopeDto, description: 'The gift card and its code' })
  @ApiBadRequestResponse({ description: 'retailer or valueCents not in the catalogue' })
  @ApiResponse({ status: 402, description: 'Not enough credits (REWARDS.INSUFFICIENT_CREDITS)' })
  @ApiResponse({ status: 503, description: 'The provider failed; no credits were taken' })
  async redeem(
    @CurrentActor() actor: Actor,
    @Body() dto: RedeemDto,
  ): Promise<RedemptionEnvelopeDto> {
    const redemption = await this.rewards.redeem(actor.id, dto.retailer, dto.valueCents);
    const overview = await this.rewards.overview(actor.id);
    return {
      redemption: presentRedemption(redemption, this.rewards.catalogue().cards),
      balance: overview.credits,
    };
  }

  @Get('redemptions/:id')
  @ApiOperation({ summary: 'Get one of your gift card redemptions' })
  @ApiOkResponse({ type: RedemptionDto })
  @ApiNotFoundResponse({ description: 'No such redemption of yours' })
  async redemption(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<RedemptionDto> {
    return presentRedemption(
      await this.rewards.redemption(actor.id, id),
      this.rewards.catalogue().cards,
    );
  }
}
