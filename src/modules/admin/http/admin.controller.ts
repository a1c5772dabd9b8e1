import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { Mailer, MailOutbox } from '#shared/domain/mailer.js';
import { Roles } from '#shared/infra/http/auth.decorators.js';
import { OutboxListDto } from './admin.dto.js';

@ApiTags('admin')
@Roles('admin')
@Controller('admin')
export class AdminController {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly mailer: Mailer,
  ) {}

  @Get('outbox')
  @ApiOperation({ summary: 'List the latest mails of the local outbox' })
  @ApiOkResponse({ type: OutboxListDto, description: 'The latest 100 mails of the local outbox' })
  async mailOutbox(): Promise<OutboxListDto> {
    const items = await this.outbox.latest(100);
    return {
      mailer: this.mailer.kind,
      items: items.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    };
  }
}
