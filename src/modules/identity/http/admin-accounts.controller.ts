import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiConflictResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Actor } from '#shared/domain/actor.js';
import { CurrentActor, Roles } from '#shared/infra/http/auth.decorators.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import { currentAnswer } from '../domain/verification/abn-check.js';
import type { LicenceCheck } from '../domain/verification/licence-check.js';
import {
  type QueuedTradie,
  TradieApprovalService,
} from '../domain/verification/tradie-approval.service.js';
import { presentUser } from './user.presenter.js';
import {
  type AbnCheckDto,
  type AdminResubmissionDto,
  type LicenceCheckDto,
  AdminTradieDto,
  AdminTradieListDto,
  AdminUserEnvelopeDto,
  RejectTradieDto,
  TradieListQueryDto,
} from './admin-accounts.dto.js';

@ApiTags('admin')
@Roles('admin')
@Controller('admin')
export class AdminAccountsController {
  constructor(private readonly approval: TradieApprovalService) {}

  @Get('tradies')
  @ApiOperation({ summary: 'List tradies by approval status' })
  @ApiOkResponse({ type: AdminTradieListDto })
  async tradies(@Query() query: TradieListQueryDto): Promise<AdminTradieListDto> {
    const tradies = await this.approval.list(query.status ?? 'pending');
    return { items: tradies.map(presentTradie) };
  }

  @Post('tradies/:id/approve')
  @ApiOperation({ summary: 'Approve a tradie' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminUserEnvelopeDto })
  @ApiNotFoundResponse({ description: 'No tradie with that id' })
  @ApiConflictResponse({
    description:
      'The tradie is not pending (TRADIES.NOT_PENDING), the ABN is cancelled ' +
      '(TRADIES.ABN_CANCELLED) or the register has not answered yet (TRADIES.ABN_NOT_CHECKED)',
  })
  async approve(
    @CurrentActor() admin: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<AdminUserEnvelopeDto> {
    return { user: presentUser(await this.approval.approve(admin.id, id)) };
  }

  @Post('tradies/:id/reject')
  @ApiOperation({ summary: 'Reject a tradie with a reason' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminUserEnvelopeDto })
  @ApiNotFoundResponse({ description: 'No tradie with that id' })
  @ApiConflictResponse({ description: 'The tradie is not pending (TRADIES.NOT_PENDING)' })
  async reject(
    @CurrentActor() admin: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: RejectTradieDto,
  ): Promise<AdminUserEnvelopeDto> {
    return { user: presentUser(await this.approval.reject(admin.id, id, dto.reason)) };
  }
}

function presentTradie(queued: QueuedTradie): AdminTradieDto {
  const { account, check, flags, history } = queued;
  const tradie = account.tradie!;
  return {
    id: account.id,
    businessName: tradie.businessName,
    abn: tradie.abn,
    licenceNumber: tradie.licenceNumber,
    licenceState: tradie.licenceState,
    categories: tradie.categories,
    servicePostcode: tradie.servicePostcode,
    serviceRadiusKm: tradie.serviceRadiusKm,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    verificationStatus: tradie.verificationStatus,
    rejectionReason: tradie.rejectionReason,
    createdAt: account.createdAt.toISOString(),
    state: account.state,
    abnCheck: presentCheck(tradie.abn, check, flags),
    licenceCheck: {
      ...presentLicenceCheck(queued.licence.check, queued.licence.hasRegister),
      listedCategories: queued.licence.listed,
    },
    otherLicences: queued.licence.others.map(({ licence, check, hasRegister }) => ({
      licenceNumber: licence.licenceNumber,
      licenceState: licence.licenceState,
      approved: licence.approvedAt !== null,
      ...presentLicenceCheck(check, hasRegister),
    })),
    resubmission: presentResubmission(history),
  };
}

/** One licence's check (already matched to the licence held). */
function presentLicenceCheck(
  check: LicenceCheck | null,
  hasRegister: boolean,
): Omit<LicenceCheckDto, 'listedCategories'> {
  const answer = check?.answer ?? null;
  const record = answer?.kind === 'found' ? answer.record : null;
  return {
    result: answer ? answer.kind : 'not_checked',
    hasRegister,
    record: record && {
      holder: record.holder,
      status: record.status,
      expiresOn: record.expiresOn,
      classes: record.classes,
      covers: record.covers,
    },
    checkedAt: answer && check?.checkedAt ? check.checkedAt.toISOString() : null,
    attempts: check?.attempts ?? 0,
    lastError: check?.lastError ?? null,
  };
}

/** A tradie waiting on a resubmission, with the decision it answers. */
function presentResubmission(history: QueuedTradie['history']): AdminResubmissionDto | null {
  const { decision, resubmittedAt, resubmissions } = history;
  if (!resubmittedAt) return null;
  return {
    resubmittedAt: resubmittedAt.toISOString(),
    count: resubmissions,
    earlierDecision: decision?.kind ?? null,
    earlierReason: decision?.reason ?? null,
    earlierDecidedAt: decision?.at.toISOString() ?? null,
  };
}

function presentCheck(abn: string, check: QueuedTradie['check'], flags: string[]): AbnCheckDto {
  const answer = currentAnswer(check, abn);
  const record = answer?.kind === 'found' ? answer.record : null;
  return {
    result: answer ? answer.kind : 'not_checked',
    record: record && {
      status: record.status,
      statusFrom: record.statusFrom,
      entityName: record.entityName,
      businessNames: record.businessNames,
      gstRegisteredFrom: record.gstRegisteredFrom,
      state: record.state,
      postcode: record.postcode,
    },
    checkedAt: answer && check?.checkedAt ? check.checkedAt.toISOString() : null,
    attempts: check?.abn === abn ? check.attempts : 0,
    lastError: check?.abn === abn ? check.lastError : null,
    flags,
  };
}
