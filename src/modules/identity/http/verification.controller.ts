import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Actor } from '#shared/domain/actor.js';
import { AllowUnverified, CurrentActor, Roles } from '#shared/infra/http/auth.decorators.js';
import {
  type OwnVerification,
  ResubmissionService,
} from '../domain/verification/resubmission.service.js';
import { OwnVerificationDto, ResubmissionDto } from './verification.dto.js';
import { presentOtherLicences } from '#shared/infra/http/licence.dto.js';

/** A tradie's own verification: pending and rejected tradies get here too. */
@ApiTags('verification')
@Roles('tradie')
@AllowUnverified()
@Controller('me/verification')
export class VerificationController {
  constructor(private readonly resubmissions: ResubmissionService) {}

  @Get()
  @ApiOperation({ summary: 'Your verification: status, the latest decision and its reason' })
  @ApiOkResponse({ type: OwnVerificationDto })
  async mine(@CurrentActor() actor: Actor): Promise<OwnVerificationDto> {
    return presentOwn(await this.resubmissions.status(actor.id));
  }

  @Post('resubmission')
  @ApiOperation({ summary: 'Correct your business details after a rejection and resubmit' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OwnVerificationDto, description: 'Pending again, a new ABN check queued' })
  @ApiBadRequestResponse({ description: 'A field is invalid (the ABN check digits included)' })
  @ApiConflictResponse({
    description:
      'Already waiting for review (TRADIES.VERIFICATION_PENDING), already verified ' +
      '(TRADIES.ALREADY_APPROVED) or the ABN is another verified account’s (TRADIES.ABN_TAKEN)',
  })
  async resubmit(
    @CurrentActor() actor: Actor,
    @Body() dto: ResubmissionDto,
  ): Promise<OwnVerificationDto> {
    const { type: _tradie, ...details } = dto;
    return presentOwn(await this.resubmissions.resubmit(actor.id, details));
  }
}

function presentOwn({ account, history }: OwnVerification): OwnVerificationDto {
  const tradie = account.tradie!;
  const decision = history.decision;
  return {
    status: tradie.verificationStatus,
    decision: decision && {
      decision: decision.kind,
      reason: decision.reason,
      decidedAt: decision.at.toISOString(),
    },
    resubmittedAt: history.resubmittedAt?.toISOString() ?? null,
    details: {
      businessName: tradie.businessName,
      abn: tradie.abn,
      licenceNumber: tradie.licenceNumber,
      licenceState: tradie.licenceState,
      categories: tradie.categories,
      servicePostcode: tradie.servicePostcode,
      serviceRadiusKm: tradie.serviceRadiusKm,
      otherLicences: presentOtherLicences(tradie.otherLicences),
    },
  };
}
