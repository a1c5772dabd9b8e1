import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AccountService } from '#modules/identity/domain/account.service.js';
import type { Actor } from '#shared/domain/actor.js';
import { CurrentActor, Roles } from '#shared/infra/http/auth.decorators.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import { parseAudience } from '../domain/audience.js';
import { BulkEmailService } from '../domain/bulk-email.service.js';
import {
  AudiencePreviewDto,
  AudienceRequestDto,
  BulkEmailDto,
  BulkEmailListDto,
  DraftDto,
  SendBulkEmailDto,
} from './bulk-email.dto.js';
import { presentBulkEmail } from './presenters.js';

@ApiTags('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller('admin/bulk-emails')
export class BulkEmailController {
  constructor(
    private readonly bulk: BulkEmailService,
    private readonly accounts: AccountService,
  ) {}

  @Post('preview')
  @ApiOperation({ summary: 'Preview a bulk email and count its audience' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AudiencePreviewDto })
  @ApiBadRequestResponse({ description: 'Bad audience (names the field)' })
  async preview(@Body() dto: AudienceRequestDto): Promise<AudiencePreviewDto> {
    return { recipients: await this.bulk.preview(parseAudience(dto.audience)) };
  }

  @Post('test')
  @ApiOperation({ summary: 'Send a bulk email to yourself as a test' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Sent to your own address, marked [Test]' })
  async test(@CurrentActor() admin: Actor, @Body() dto: DraftDto): Promise<void> {
    const account = await this.accounts.getAccount(admin.id);
    await this.bulk.sendTest(
      { id: account.id, email: account.email, firstName: account.firstName },
      { subject: dto.subject, bodyMarkdown: dto.body },
    );
  }

  @Post()
  @ApiOperation({ summary: 'Queue a bulk email to an audience' })
  @ApiCreatedResponse({ type: BulkEmailDto, description: 'Queued; follow its progress' })
  @ApiBadRequestResponse({ description: 'Bad body or nobody in the audience' })
  async send(@CurrentActor() admin: Actor, @Body() dto: SendBulkEmailDto): Promise<BulkEmailDto> {
    const email = await this.bulk.start(
      admin.id,
      { subject: dto.subject, bodyMarkdown: dto.body },
      parseAudience(dto.audience),
    );
    const { progress } = await this.bulk.status(email.id);
    return presentBulkEmail(email, progress);
  }

  @Get()
  @ApiOperation({ summary: 'List recent bulk emails' })
  @ApiOkResponse({ type: BulkEmailListDto, description: 'The latest 20, newest first' })
  async list(): Promise<BulkEmailListDto> {
    const items = await Promise.all(
      (await this.bulk.latest()).map(async (e) => this.bulk.status(e.id)),
    );
    return { items: items.map((s) => presentBulkEmail(s.email, s.progress)) };
  }

  @Get(':id')
  @ApiOperation({ summary: "Get a bulk email's progress" })
  @ApiOkResponse({ type: BulkEmailDto })
  @ApiNotFoundResponse({ description: 'No such bulk email' })
  async status(@Param('id', uuidParam()) id: string): Promise<BulkEmailDto> {
    const { email, progress } = await this.bulk.status(id);
    return presentBulkEmail(email, progress);
  }

  @Post(':id/cancel')
  @ApiOperation({ summary: 'Cancel a bulk email still sending' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: BulkEmailDto })
  @ApiNotFoundResponse({ description: 'No such bulk email' })
  @ApiConflictResponse({ description: 'Already done or cancelled' })
  async cancel(
    @CurrentActor() admin: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<BulkEmailDto> {
    await this.bulk.cancel(admin.id, id);
    const { email, progress } = await this.bulk.status(id);
    return presentBulkEmail(email, progress);
  }
}
