import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { AppConfig } from '#config/app-config.js';
import type { Actor } from '#shared/domain/actor.js';
import { PushNotifications } from '#shared/domain/push.js';
import { AllowUnverified, CurrentActor } from '#shared/infra/http/auth.decorators.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import { presentNotification } from '../domain/notification-view.js';
import { NotificationsService } from '../domain/notifications.service.js';
import {
  NotificationPageDto,
  NotificationQueryDto,
  PreferencesDto,
  PushConfigDto,
  PushDeviceDto,
  SavePreferencesDto,
  UnreadCountDto,
} from './notifications.dto.js';

/** The in-app inbox of any signed-in user (a tradie awaiting verification included). */
@ApiTags('notifications')
@AllowUnverified()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly push: PushNotifications,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List your notifications' })
  @ApiOkResponse({ type: NotificationPageDto, description: 'Newest first' })
  @ApiBadRequestResponse({ description: 'cursor or limit invalid' })
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: NotificationQueryDto,
  ): Promise<NotificationPageDto> {
    const page = await this.notifications.list(actor.id, query);
    return {
      items: page.items.map(presentNotification),
      nextCursor: page.nextCursor,
      unread: await this.notifications.unreadCount(actor.id),
    };
  }

  @Get('unread')
  @ApiOperation({ summary: 'Count your unread notifications' })
  @ApiOkResponse({ type: UnreadCountDto })
  async unread(@CurrentActor() actor: Actor): Promise<UnreadCountDto> {
    return { unread: await this.notifications.unreadCount(actor.id) };
  }

  @Post('read-all')
  @ApiOperation({ summary: 'Mark all notifications read' })
  @HttpCode(200)
  @ApiOkResponse({ type: UnreadCountDto })
  async readAll(@CurrentActor() actor: Actor): Promise<UnreadCountDto> {
    return { unread: await this.notifications.markAllRead(actor.id) };
  }

  @Post(':id/read')
  @ApiOperation({ summary: 'Mark a notification read' })
  @HttpCode(200)
  @ApiOkResponse({ type: UnreadCountDto, description: 'The unread count after the call' })
  @ApiNotFoundResponse({ description: 'No such notification of yours' })
  async read(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<UnreadCountDto> {
    return { unread: await this.notifications.markRead(actor.id, id) };
  }

  @Get('preferences')
  @ApiOperation({ summary: 'Get your notification preferences' })
  @ApiOkResponse({ type: PreferencesDto })
  async preferences(@CurrentActor() actor: Actor): Promise<PreferencesDto> {
    return {
      items: await this.notifications.preferences(actor.id),
      pushChannel: this.push.kind,
    };
  }

  @Put('preferences')
  @ApiOperation({ summary: 'Save your notification preferences' })
  @ApiOkResponse({ type: PreferencesDto })
  @ApiBadRequestResponse({ description: 'An unknown type or a non-boolean choice' })
  async savePreferences(
    @CurrentActor() actor: Actor,
    @Body() dto: SavePreferencesDto,
  ): Promise<PreferencesDto> {
    return {
      items: await this.notifications.savePreferences(actor.id, dto.items),
      pushChannel: this.push.kind,
    };
  }

  @Get('push-config')
  @ApiOperation({ summary: 'Get the push notification settings for this app' })
  @ApiOkResponse({ type: PushConfigDto })
  pushConfig(): PushConfigDto {
    const oneSignal = this.config.get('push', { infer: true }).oneSignal;
    return { channel: this.push.kind, oneSignalAppId: oneSignal?.appId ?? null };
  }

  @Put('push-device')
  @ApiOperation({ summary: 'Register this device for push notifications' })
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Saved on the user’s profile' })
  @ApiBadRequestResponse({ description: 'onesignalId missing or too long' })
  async pushDevice(@CurrentActor() actor: Actor, @Body() dto: PushDeviceDto): Promise<void> {
    await this.notifications.saveDeviceId(actor.id, dto.onesignalId);
  }
}
