import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Actor } from '#shared/domain/actor.js';
import { Clock } from '#shared/domain/clock.js';
import { CurrentActor, Roles } from '#shared/infra/http/auth.decorators.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import { AdminUsersService } from '../domain/admin-users.service.js';
import { AnalyticsQueries, buildReport, defaultRange, parseRange } from '../domain/analytics.js';
import { AuditLog } from '../domain/audit.js';
import { MaintenanceService } from '../domain/maintenance.service.js';
import { UserBans } from '../domain/user-bans.js';
import { AnalyticsDto, AnalyticsQueryDto, AnalyticsRefreshDto } from './analytics.dto.js';
import {
  AdjustCreditsDto,
  AdjustCreditsResultDto,
  AdminUserDetailEnvelopeDto,
  AdminUserListDto,
  AuditListDto,
  AuditQueryDto,
  BanUserDto,
  MaintenanceDto,
  SetMaintenanceDto,
  UserSearchQueryDto,
} from './operations.dto.js';
import {
  presentAudit,
  presentLedgerEntry,
  presentMaintenance,
  presentUserDetail,
  presentUserSummary,
} from './presenters.js';

@ApiTags('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller('admin')
export class AdminOperationsController {
  constructor(
    private readonly analytics: AnalyticsQueries,
    private readonly audit: AuditLog,
    private readonly maintenance: MaintenanceService,
    private readonly users: AdminUsersService,
    private readonly bans: UserBans,
    private readonly clock: Clock,
  ) {}

  @Get('analytics')
  @ApiOperation({ summary: 'Get the marketplace analytics report for a date range' })
  @ApiOkResponse({ type: AnalyticsDto })
  @ApiBadRequestResponse({ description: 'Bad range (names from or to)' })
  async report(@Query() query: AnalyticsQueryDto): Promise<AnalyticsDto> {
    const today = this.clock.now().toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
    const fallback = defaultRange(today);
    const range = parseRange(query.from ?? fallback.from, query.to ?? fallback.to);
    const report = buildReport(range, await this.analytics.figures(range));
    return { ...report, refreshedAt: report.refreshedAt.toISOString() };
  }

  @Post('analytics/refresh')
  @ApiOperation({ summary: 'Rebuild the analytics roll-ups now' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AnalyticsRefreshDto, description: 'Rebuilds the daily roll-ups now' })
  async refreshAnalytics(): Promise<AnalyticsRefreshDto> {
    return { refreshedAt: (await this.analytics.refresh()).toISOString() };
  }

  @Get('audit')
  @ApiOperation({ summary: 'Read the admin audit log' })
  @ApiOkResponse({ type: AuditListDto, description: 'Newest first' })
  async auditLog(@Query() query: AuditQueryDto): Promise<AuditListDto> {
    const limit = query.limit ?? 50;
    const items = await this.audit.list({
      action: query.action,
      actorId: query.actorId,
      targetId: query.targetId,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      before: query.before,
      limit,
    });
    return {
      items: items.map(presentAudit),
      nextBefore: items.length === limit ? items[items.length - 1].id : null,
    };
  }

  @Get('maintenance')
  @ApiOperation({ summary: 'Get the maintenance mode settings' })
  @ApiOkResponse({ type: MaintenanceDto })
  async maintenanceState(): Promise<MaintenanceDto> {
    return presentMaintenance(await this.maintenance.current());
  }

  @Put('maintenance')
  @ApiOperation({ summary: 'Turn maintenance mode on or off' })
  @ApiOkResponse({ type: MaintenanceDto })
  @ApiBadRequestResponse({ description: 'Bad body (names the field)' })
  async setMaintenance(
    @CurrentActor() admin: Actor,
    @Body() dto: SetMaintenanceDto,
  ): Promise<MaintenanceDto> {
    return presentMaintenance(
      await this.maintenance.set(admin.id, {
        enabled: dto.enabled,
        message: dto.message ?? '',
        endsAt: dto.endsAt ? new Date(dto.endsAt) : null,
      }),
    );
  }

  @Get('users')
  @ApiOperation({ summary: 'Search users' })
  @ApiOkResponse({ type: AdminUserListDto })
  async searchUsers(@Query() query: UserSearchQueryDto): Promise<AdminUserListDto> {
    return { items: (await this.users.search(query.q ?? '')).map(presentUserSummary) };
  }

  @Get('users/:id')
  @ApiOperation({ summary: "Get one user's account, activity and credits" })
  @ApiOkResponse({ type: AdminUserDetailEnvelopeDto })
  @ApiNotFoundResponse({ description: 'No such user' })
  async viewUser(@Param('id', uuidParam()) id: string): Promise<AdminUserDetailEnvelopeDto> {
    return { user: presentUserDetail(await this.users.view(id)) };
  }

  @Post('users/:id/credits')
  @ApiOperation({ summary: "Grant or deduct a user's credits" })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdjustCreditsResultDto })
  @ApiNotFoundResponse({ description: 'No such user' })
  @ApiBadRequestResponse({ description: 'Bad body (names the field)' })
  async adjustCredits(
    @CurrentActor() admin: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: AdjustCreditsDto,
  ): Promise<AdjustCreditsResultDto> {
    const receipt = await this.users.adjustCredits(admin.id, id, dto);
    return { entry: presentLedgerEntry(receipt), replayed: receipt.replayed };
  }

  @Post('users/:id/ban')
  @ApiOperation({ summary: "Ban a user (answers the admin's view of them)" })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminUserDetailEnvelopeDto })
  @ApiNotFoundResponse({ description: 'No user with that id' })
  @ApiConflictResponse({ description: 'Admins cannot be banned' })
  async ban(
    @CurrentActor() admin: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: BanUserDto,
  ): Promise<AdminUserDetailEnvelopeDto> {
    await this.bans.ban(admin.id, id, dto.reason ?? null);
    return { user: presentUserDetail(await this.users.view(id)) };
  }

  @Post('users/:id/unban')
  @ApiOperation({ summary: "Lift a user's ban (answers the admin's view of them)" })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminUserDetailEnvelopeDto })
  @ApiNotFoundResponse({ description: 'No user with that id' })
  async unban(
    @CurrentActor() admin: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: BanUserDto,
  ): Promise<AdminUserDetailEnvelopeDto> {
    await this.bans.unban(admin.id, id, dto.reason ?? null);
    return { user: presentUserDetail(await this.users.view(id)) };
  }
}
