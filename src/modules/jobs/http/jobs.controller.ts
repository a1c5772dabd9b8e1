import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '#shared/domain/actor.js';
import { CurrentActor, RequireVerifiedEmail, Roles } from '#shared/infra/http/auth.decorators.js';
import { PictureUpload, serveFile } from '#shared/infra/http/pictures.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import { JobsErrors } from '../domain/jobs-errors.js';
import { JobsService } from '../domain/jobs.service.js';
import { PeopleDirectory } from '../domain/ports.js';
import { presentHomeownerJob, presentJob } from '../presentation/job.presenter.js';
import {
  EditJobDto,
  HomeownerJobsDto,
  ImageUploadDto,
  MyJobsQueryDto,
  JobEnvelopeDto,
  PostJobDto,
} from '../presentation/jobs.dto.js';
import { RateLimit } from '#shared/infra/http/rate-limiter.js';

@ApiTags('jobs')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('jobs')
export class JobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly people: PeopleDirectory,
  ) {}

  @Roles('homeowner')
  @RequireVerifiedEmail()
  @RateLimit('jobs.post')
  @Post()
  @ApiOperation({ summary: 'Post a job' })
  @ApiCreatedResponse({
    type: JobEnvelopeDto,
    description: 'status open, or pending_payment for an emergency (pay its fee to publish)',
  })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid (named in message)' })
  @ApiForbiddenResponse({
    description: 'Not a homeowner, banned, or email not verified (AUTH.EMAIL_NOT_VERIFIED)',
  })
  async post(@CurrentActor() actor: Actor, @Body() dto: PostJobDto): Promise<JobEnvelopeDto> {
    const job = await this.jobs.post(actor.id, {
      title: dto.title,
      description: dto.description,
      category: dto.category,
      location: dto.location,
      state: dto.state,
      postcode: dto.postcode,
      budgetCents: dto.budget,
      isEmergency: dto.isEmergency,
      leadCap: dto.leadCap,
      privacyConsent: dto.privacyConsent,
    });
    return { job: presentJob(await this.jobs.view(job.id, actor)) };
  }

  @Roles('homeowner')
  @Get('mine')
  @ApiOperation({ summary: 'List your jobs as a homeowner' })
  @ApiOkResponse({
    type: HomeownerJobsDto,
    description: 'A page of the homeowner’s jobs (all, active or past), newest first',
  })
  @ApiBadRequestResponse({ description: 'A bad group, cursor or limit' })
  @ApiForbiddenResponse({ description: 'Not a homeowner, or banned' })
  async mine(
    @CurrentActor() actor: Actor,
    @Query() query: MyJobsQueryDto,
  ): Promise<HomeownerJobsDto> {
    const firstName = (await this.people.firstName(actor.id)) ?? '';
    const page = await this.jobs.mine(actor.id, query);
    return {
      items: page.items.map((job) => presentHomeownerJob(job, firstName)),
      nextCursor: page.nextCursor,
    };
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a job' })
  @ApiOkResponse({
    type: JobEnvelopeDto,
    description: 'Full for its owner, admins and tradies who bought the lead; a teaser otherwise',
  })
  @ApiForbiddenResponse({ description: 'Another homeowner’s job, an unverified tradie, banned' })
  @ApiNotFoundResponse({ description: 'No such job' })
  async get(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<JobEnvelopeDto> {
    return { job: presentJob(await this.jobs.view(id, actor)) };
  }

  @Roles('homeowner')
  @Patch(':id')
  @ApiOperation({ summary: 'Edit your open job' })
  @ApiOkResponse({ type: JobEnvelopeDto })
  @ApiBadRequestResponse({ description: 'A field is invalid (named in message)' })
  @ApiForbiddenResponse({ description: 'Not yours' })
  @ApiNotFoundResponse({ description: 'No such job' })
  @ApiConflictResponse({ description: 'Assigned, completed or cancelled; cap below leads sold' })
  async edit(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: EditJobDto,
  ): Promise<JobEnvelopeDto> {
    const job = await this.jobs.update(id, actor.id, {
      title: dto.title,
      description: dto.description,
      category: dto.category,
      location: dto.location,
      state: dto.state,
      postcode: dto.postcode,
      budgetCents: dto.budget,
      leadCap: dto.leadCap,
      isEmergency: dto.isEmergency,
    });
    return { job: presentJob(await this.jobs.view(job.id, actor)) };
  }

  @Roles('homeowner')
  @Post(':id/complete')
  @ApiOperation({ summary: 'Mark your job completed' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: JobEnvelopeDto, description: 'The job is completed' })
  @ApiForbiddenResponse({ description: 'Not yours' })
  @ApiNotFoundResponse({ description: 'No such job' })
  @ApiConflictResponse({ description: 'Not assigned' })
  async complete(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<JobEnvelopeDto> {
    await this.jobs.complete(id, actor.id);
    return { job: presentJob(await this.jobs.view(id, actor)) };
  }

  @Roles('homeowner')
  @RateLimit('uploads')
  @Post(':id/images')
  @ApiOperation({ summary: 'Add a picture to your job' })
  @PictureUpload(ImageUploadDto)
  @ApiCreatedResponse({ type: JobEnvelopeDto, description: 'Re-encoded without metadata' })
  @ApiForbiddenResponse({ description: 'Not yours' })
  @ApiConflictResponse({ description: 'Already 8 images, or the job is no longer editable' })
  async addImage(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<JobEnvelopeDto> {
    if (!file?.buffer?.length) throw JobsErrors.imageRequired();
    await this.jobs.addImage(id, actor.id, file.buffer);
    return { job: presentJob(await this.jobs.view(id, actor)) };
  }

  @Roles('homeowner')
  @Delete(':id/images/:imageId')
  @ApiOperation({ summary: 'Remove a picture from your job' })
  @ApiOkResponse({ type: JobEnvelopeDto })
  @ApiForbiddenResponse({ description: 'Not yours' })
  @ApiNotFoundResponse({ description: 'No such job or image' })
  @ApiConflictResponse({ description: 'The job is no longer editable' })
  async removeImage(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Param('imageId', uuidParam('imageId')) imageId: string,
  ): Promise<JobEnvelopeDto> {
    await this.jobs.removeImage(id, imageId, actor.id);
    return { job: presentJob(await this.jobs.view(id, actor)) };
  }

  @Get(':id/images/:imageId')
  @ApiOperation({ summary: "Get a job's picture" })
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: 'The picture (JPEG), for whoever may see the whole job' })
  @ApiForbiddenResponse({ description: 'Lead not bought, or not yours' })
  @ApiNotFoundResponse({ description: 'No such job or image' })
  async image(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Param('imageId', uuidParam('imageId')) imageId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return serveFile(res, await this.jobs.image(id, imageId, actor), 'private, max-age=3600');
  }
}
