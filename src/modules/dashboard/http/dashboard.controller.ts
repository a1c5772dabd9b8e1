import { Controller, Get } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Actor } from '#shared/domain/actor.js';
import { CurrentActor, Roles } from '#shared/infra/http/auth.decorators.js';
import { DashboardService } from '../domain/dashboard.service.js';
import { AdminDashboardDto, HomeownerDashboardDto, TradieDashboardDto } from './dashboard.dto.js';

/** One call per dashboard home: the person's day in numbers. */
@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboards: DashboardService) {}

  @Get('homeowner')
  @Roles('homeowner')
  @ApiOperation({ summary: "Get the homeowner's dashboard: jobs, quotes, messages, rewards" })
  @ApiOkResponse({ type: HomeownerDashboardDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not a homeowner' })
  homeowner(@CurrentActor() actor: Actor): Promise<HomeownerDashboardDto> {
    return this.dashboards.homeowner(actor.id);
  }

  @Get('tradie')
  @Roles('tradie')
  @ApiOperation({ summary: "Get the tradie's dashboard: credits, new leads, quotes, rank" })
  @ApiOkResponse({ type: TradieDashboardDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an approved tradie' })
  async tradie(@CurrentActor() actor: Actor): Promise<TradieDashboardDto> {
    const day = await this.dashboards.tradie(actor.id);
    return {
      ...day,
      newLeads: { ...day.newLeads, since: day.newLeads.since.toISOString() },
      leaderboard: { ...day.leaderboard, closesAt: day.leaderboard.closesAt.toISOString() },
    };
  }

  @Get('admin')
  @Roles('admin')
  @ApiOperation({ summary: "Get the admin overview: verifications, disputes, today's figures" })
  @ApiOkResponse({ type: AdminDashboardDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  admin(): Promise<AdminDashboardDto> {
    return this.dashboards.admin();
  }
}
