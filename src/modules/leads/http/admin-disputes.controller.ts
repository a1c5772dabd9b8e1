import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
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
import { CurrentActor, Roles } from '#shared/infra/http/auth.decorators.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import { LeadsService } from '../domain/leads.service.js';
import {
  AdminDisputeEnvelopeDto,
  AdminDisputesDto,
  DecideDisputeDto,
  DisputeListQueryDto,
} from './leads.dto.js';
import { presentAdminDispute } from './leads.presenter.js';

@ApiTags('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller('admin/disputes')
export class AdminDisputesController {
  constructor(private readonly leads: LeadsService) {}

  @Get()
  @ApiOperation({ summary: 'List lead disputes' })
  @ApiOkResponse({ type: AdminDisputesDto, description: 'The lead dispute queue' })
  @ApiBadRequestResponse({ description: 'Unknown status' })
  async list(@Query() query: DisputeListQueryDto): Promise<AdminDisputesDto> {
    return {
      items: (await this.leads.listDisputes(query.status ?? 'open')).map(presentAdminDispute),
    };
  }

  @Post(':id/approve')
  @ApiOperation({ summary: 'Approve a lead dispute and refund the credits' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: AdminDisputeEnvelopeDto,
    description: 'Approved: the lead is refunded once',
  })
  @ApiNotFoundResponse({ description: 'No such dispute' })
  @ApiConflictResponse({ description: 'Already decided' })
  async approve(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: DecideDisputeDto,
  ): Promise<AdminDisputeEnvelopeDto> {
    return {
      dispute: presentAdminDispute(
        await this.leads.decideDispute(id, actor.id, 'approved', dto.reason),
      ),
    };
  }

  @Post(':id/reject')
  @ApiOperation({ summary: 'Reject a lead dispute' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminDisputeEnvelopeDto })
  @ApiNotFoundResponse({ description: 'No such dispute' })
  @ApiConflictResponse({ description: 'Already decided' })
  async reject(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: DecideDisputeDto,
  ): Promise<AdminDisputeEnvelopeDto> {
    return {
      dispute: presentAdminDispute(
        await this.leads.decideDispute(id, actor.id, 'rejected', dto.reason),
      ),
    };
  }
}
