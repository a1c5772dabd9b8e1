import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { Actor } from '#shared/domain/actor.js';
import { Clock } from '#shared/domain/clock.js';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import {
  AllowUnverified,
  CurrentActor,
  Public,
  SkipCsrf,
} from '#shared/infra/http/auth.decorators.js';
import { BulkEmailService } from '../domain/bulk-email.service.js';
import { NewsPreferences } from '../domain/ports.js';
import {
  MaintenanceDto,
  NewsPreferenceDto,
  UnsubscribedDto,
  UnsubscribeQueryDto,
} from './operations.dto.js';
import { presentMaintenance } from './presenters.js';
import { RateLimit } from '#shared/infra/http/rate-limiter.js';

@ApiTags('operations')
@Controller()
export class PublicOperationsController {
  constructor(
    private readonly maintenance: MaintenanceMode,
    private readonly bulk: BulkEmailService,
    private readonly news: NewsPreferences,
    private readonly clock: Clock,
  ) {}

  @Get('maintenance')
  @ApiOperation({ summary: 'Get whether the site is in maintenance' })
  @Public()
  @ApiOkResponse({ type: MaintenanceDto, description: 'Whether the site is in maintenance' })
  async maintenanceState(): Promise<MaintenanceDto> {
    return presentMaintenance(await this.maintenance.current());
  }

  /**
   * The one-click unsubscribe (RFC 8058: mail providers POST here from the List-Unsubscribe
   * header, without cookies or a CSRF token); the /unsubscribe page posts here too. Idempotent.
   */
  @RateLimit('unsubscribe')
  @Post('email/unsubscribe')
  @ApiOperation({ summary: "Unsubscribe from news emails with a link's token" })
  @Public()
  @SkipCsrf()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: UnsubscribedDto })
  @ApiBadRequestResponse({ description: 'Invalid or expired token (UNSUBSCRIBE.INVALID_TOKEN)' })
  async unsubscribe(@Query() query: UnsubscribeQueryDto): Promise<UnsubscribedDto> {
    await this.bulk.unsubscribe(query.token);
    return { unsubscribed: true };
  }

  @Get('me/news')
  @ApiOperation({ summary: 'Get whether you receive news emails' })
  @AllowUnverified()
  @ApiOkResponse({ type: NewsPreferenceDto })
  async newsPreference(@CurrentActor() actor: Actor): Promise<NewsPreferenceDto> {
    return { subscribed: await this.news.isSubscribed(actor.id) };
  }

  @Put('me/news')
  @ApiOperation({ summary: 'Opt in or out of news emails' })
  @AllowUnverified()
  @ApiOkResponse({ type: NewsPreferenceDto })
  async setNewsPreference(
    @CurrentActor() actor: Actor,
    @Body() dto: NewsPreferenceDto,
  ): Promise<NewsPreferenceDto> {
    await this.news.set(actor.id, dto.subscribed, this.clock.now());
    return { subscribed: dto.subscribed };
  }
}
