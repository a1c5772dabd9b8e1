import {
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { AppConfig } from '#config/app-config.js';
import type { Actor } from '#shared/domain/actor.js';
import {
  AllowUnverified,
  CurrentActor,
  type RequestWithActor,
} from '#shared/infra/http/auth.decorators.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import { deviceName } from '../domain/session.js';
import { SessionService } from '../domain/session.service.js';
import { clearSessionCookie } from './cookies.js';
import { SessionListDto } from './sessions.dto.js';

/** The signed-in user's devices: list them, end one, or end them all. */
@ApiTags('auth')
@AllowUnverified()
@Controller('auth')
export class SessionsController {
  private readonly secureCookies: boolean;

  constructor(
    private readonly sessions: SessionService,
    config: ConfigService<AppConfig, true>,
  ) {
    this.secureCookies = config.get('session', { infer: true }).secureCookies;
  }

  @Get('sessions')
  @ApiOperation({ summary: 'List your signed-in devices (this one marked)' })
  @ApiOkResponse({ type: SessionListDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  async list(@CurrentActor() actor: Actor, @Req() req: RequestWithActor): Promise<SessionListDto> {
    const sessions = await this.sessions.list(actor.id);
    return {
      items: sessions.map((session) => ({
        id: session.id,
        device: deviceName(session.userAgent),
        userAgent: session.userAgent,
        ip: session.ip,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.id === req.sessionId,
      })),
    };
  }

  @Delete('sessions/:id')
  @ApiOperation({ summary: 'End one of your sessions (that device is signed out at once)' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Ended; its open connections close' })
  @ApiNotFoundResponse({ description: 'Not a live session of yours (SESSIONS.NOT_FOUND)' })
  async end(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Req() req: RequestWithActor,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.sessions.end(actor.id, id);
    if (id === req.sessionId) clearSessionCookie(res, this.secureCookies);
  }

  @Post('logout-everywhere')
  @ApiOperation({ summary: 'Sign out of every device, this one included' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Every session of the account ended, this one too' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  async logoutEverywhere(
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.sessions.endAll(actor.id);
    clearSessionCookie(res, this.secureCookies);
  }
}
