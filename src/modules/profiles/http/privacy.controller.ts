import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '#shared/domain/actor.js';
import { AllowUnverified, CurrentActor } from '#shared/infra/http/auth.decorators.js';
import { serveFile } from '#shared/infra/http/pictures.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import { PrivacyService } from '../domain/privacy.service.js';
import { presentExport } from './profile.presenter.js';
import { DataExportDto, DataExportListDto, DeleteAccountDto } from './profiles.dto.js';
import { RateLimit } from '#shared/infra/http/rate-limiter.js';

/** Download my data, delete my account (Australian Privacy Principles 12 and 13). */
@ApiTags('privacy')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@AllowUnverified()
@Controller('privacy')
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @RateLimit('exports')
  @Post('exports')
  @ApiOperation({ summary: 'Request an export of your data' })
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({
    type: DataExportDto,
    description: 'Built in the background; the link is emailed when ready',
  })
  async requestExport(@CurrentActor() actor: Actor): Promise<DataExportDto> {
    return presentExport(await this.privacy.requestExport(actor.id));
  }

  @Get('exports')
  @ApiOperation({ summary: 'List your data exports' })
  @ApiOkResponse({ type: DataExportListDto, description: 'Your latest exports, newest first' })
  async exports(@CurrentActor() actor: Actor): Promise<DataExportListDto> {
    return { items: (await this.privacy.listExports(actor.id)).map(presentExport) };
  }

  @Get('exports/:id/download')
  @ApiOperation({ summary: 'Download a data export' })
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'The JSON file of your data' })
  @ApiNotFoundResponse({ description: 'No such export of yours' })
  @ApiConflictResponse({ description: 'Not ready yet, or expired' })
  async download(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.privacy.download(actor.id, id);
    return serveFile(
      res,
      file,
      'private, no-store',
      `attachment; filename="tradiehub-data-${id}.json"`,
    );
  }

  @Post('delete-account')
  @ApiOperation({ summary: 'Delete your account and erase your data' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Erased; every session has ended' })
  @ApiBadRequestResponse({ description: 'Wrong password, or confirm is not DELETE' })
  @ApiConflictResponse({ description: 'Admin accounts are not deleted here' })
  async deleteAccount(@CurrentActor() actor: Actor, @Body() dto: DeleteAccountDto): Promise<void> {
    await this.privacy.deleteAccount(actor.id, dto.password);
  }
}
