import { Controller, Get, Post, Res, StreamableFile, UploadedFile } from '@nestjs/common';
import { Param, HttpCode, HttpStatus } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '#shared/domain/actor.js';
import { AllowUnverified, CurrentActor, Roles } from '#shared/infra/http/auth.decorators.js';
import { serveFile } from '#shared/infra/http/pictures.js';
import { RateLimit } from '#shared/infra/http/rate-limiter.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import {
  type AdminDocumentView,
  IdDocumentsService,
  type OwnDocumentView,
} from '../domain/id-documents.service.js';
import { DocumentUpload } from './document-upload.js';
import { AdminIdDocumentDto, IdDocumentsToCheckDto, OwnIdDocumentDto } from './id-documents.dto.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const presentOwn = (v: OwnDocumentView): OwnIdDocumentDto => ({
  ...v,
  uploadedAt: iso(v.uploadedAt),
  deleteAfter: iso(v.deleteAfter),
  deadline: iso(v.deadline),
});

const presentAdmin = (v: AdminDocumentView): AdminIdDocumentDto => ({
  ...v,
  uploadedAt: iso(v.uploadedAt),
});

/** A tradie's own identity document: pending and overdue tradies get here too. */
@ApiTags('id-documents')
@Roles('tradie')
@AllowUnverified()
@Controller('me/id-document')
export class IdDocumentsController {
  constructor(private readonly documents: IdDocumentsService) {}

  @Get()
  @ApiOperation({ summary: 'Your identity document: whether one is on file, and any deadline' })
  @ApiOkResponse({ type: OwnIdDocumentDto })
  async mine(@CurrentActor() actor: Actor): Promise<OwnIdDocumentDto> {
    return presentOwn(await this.documents.ownView(actor.id));
  }

  @RateLimit('uploads')
  @Post()
  @ApiOperation({ summary: 'Upload your driver licence or passport (JPEG or PNG, 8 MB at most)' })
  @DocumentUpload()
  @ApiCreatedResponse({ type: OwnIdDocumentDto, description: 'Stripped, encrypted and held' })
  @ApiConflictResponse({ description: 'Rejected, or the document was already checked' })
  async upload(
    @CurrentActor() actor: Actor,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<OwnIdDocumentDto> {
    return presentOwn(await this.documents.upload(actor.id, file?.buffer));
  }
}

/** Admins: a tradie's document status, the document itself while pending, and its check. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/tradies/:id/id-document')
export class AdminIdDocumentsController {
  constructor(private readonly documents: IdDocumentsService) {}

  @Get()
  @ApiOperation({ summary: 'A tradie’s identity document: provided or missing (admins)' })
  @ApiOkResponse({ type: AdminIdDocumentDto })
  @ApiNotFoundResponse({ description: 'No tradie with that id' })
  async status(@Param('id', uuidParam()) id: string): Promise<AdminIdDocumentDto> {
    return presentAdmin(await this.documents.adminView(id));
  }

  @Get('file')
  @ApiOperation({ summary: 'View a pending tradie’s identity document once (admins; audited)' })
  @ApiProduces('image/jpeg', 'image/png')
  @ApiOkResponse({ description: 'The decrypted document; every view is audited' })
  @ApiNotFoundResponse({ description: 'No document waiting for a decision' })
  async file(
    @CurrentActor() admin: Actor,
    @Param('id', uuidParam()) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return serveFile(res, await this.documents.openForAdmin(admin.id, id), 'no-store', 'inline');
  }

  @Post('checked')
  @ApiOperation({
    summary: 'Mark an approved tradie’s identity document as checked (admins; audited)',
  })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminIdDocumentDto })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'No document waiting for a decision' })
  @ApiConflictResponse({ description: 'The tradie is pending: approving decides the document' })
  async checked(
    @CurrentActor() admin: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<AdminIdDocumentDto> {
    return presentAdmin(await this.documents.markChecked(admin.id, id));
  }
}

/** Admins: approved tradies' documents waiting for a check. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/id-documents')
export class AdminIdDocumentsToCheckController {
  constructor(private readonly documents: IdDocumentsService) {}

  @Get()
  @ApiOperation({ summary: 'Approved tradies’ identity documents still to check (admins)' })
  @ApiOkResponse({ type: IdDocumentsToCheckDto })
  async toCheck(): Promise<IdDocumentsToCheckDto> {
    const items = await this.documents.toCheck();
    return { items: items.map((i) => ({ ...i, uploadedAt: i.uploadedAt.toISOString() })) };
  }
}
