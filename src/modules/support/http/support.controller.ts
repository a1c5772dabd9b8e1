import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { Actor } from '#shared/domain/actor.js';
import { CurrentActor, Public } from '#shared/infra/http/auth.decorators.js';
import { EnquiryService } from '../domain/enquiry.js';
import { ContactDto, EnquiryCreatedDto, FeedbackDto } from './support.dto.js';
import { RateLimit } from '#shared/infra/http/rate-limiter.js';

@ApiTags('support')
@Controller()
export class SupportController {
  constructor(private readonly enquiries: EnquiryService) {}

  @Public('with-actor')
  @RateLimit('contact')
  @Post('contact')
  @ApiOperation({ summary: 'Send a message to support' })
  @ApiCreatedResponse({ type: EnquiryCreatedDto })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid (named in message)' })
  async contact(
    @Body() dto: ContactDto,
    @CurrentActor() actor: Actor | undefined,
  ): Promise<EnquiryCreatedDto> {
    const id = await this.enquiries.submit({
      kind: 'contact',
      userId: actor?.id ?? null,
      name: dto.name,
      email: dto.email,
      subject: dto.subject,
      message: dto.message,
      rating: null,
    });
    return { id };
  }

  @Public('with-actor')
  @RateLimit('contact')
  @Post('feedback')
  @ApiOperation({ summary: 'Send feedback about the app' })
  @ApiCreatedResponse({ type: EnquiryCreatedDto })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid (named in message)' })
  async feedback(
    @Body() dto: FeedbackDto,
    @CurrentActor() actor: Actor | undefined,
  ): Promise<EnquiryCreatedDto> {
    const id = await this.enquiries.submit({
      kind: 'feedback',
      userId: actor?.id ?? null,
      name: dto.name ?? 'Anonymous',
      email: dto.email ?? actor?.email ?? null,
      subject: null,
      message: dto.message,
      rating: dto.rating,
    });
    return { id };
  }
}
