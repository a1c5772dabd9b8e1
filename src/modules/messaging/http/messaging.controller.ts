import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
} from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBadRequestResponse,
  ApiProduces,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Actor } from '#shared/domain/actor.js';
import { CurrentActor, Roles } from '#shared/infra/http/auth.decorators.js';
import { PictureUpload, serveFile } from '#shared/infra/http/pictures.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import { closedMessage, MessagingErrors } from '../domain/messaging-errors.js';
import { RedisFanout } from '#shared/infra/realtime/redis-fanout.js';
import { MessagingService } from '../domain/messaging.service.js';
import {
  ConversationDetailDto,
  ConversationListDto,
  HistoryQueryDto,
  MarkReadDto,
  MessageDto,
  MessageListDto,
  MessageSearchDto,
  MessageSearchQueryDto,
  ReadDto,
  SendImageDto,
  SendMessageDto,
  SentMessageDto,
  UnreadDto,
} from './messaging.dto.js';
import { presentMessage } from './messaging.presenter.js';
import { RateLimit } from '#shared/infra/http/rate-limiter.js';

/** The HTTP side of messaging: lists, history after a reconnect, and a send fallback. */
@ApiTags('messaging')
@Roles('homeowner', 'tradie')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('conversations')
export class MessagingController {
  constructor(
    private readonly messaging: MessagingService,
    private readonly fanout: RedisFanout,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List your conversations' })
  @ApiOkResponse({ type: ConversationListDto, description: 'Newest activity first' })
  async list(@CurrentActor() actor: Actor): Promise<ConversationListDto> {
    const items = await this.messaging.list(actor.id);
    return {
      items: items.map((c) => ({
        ...c,
        lastMessage: c.lastMessage
          ? { ...c.lastMessage, createdAt: c.lastMessage.createdAt.toISOString() }
          : null,
      })),
    };
  }

  @Get('unread')
  @ApiOperation({ summary: 'Count your unread messages' })
  @ApiOkResponse({ type: UnreadDto, description: 'Unread messages over all conversations' })
  async unread(@CurrentActor() actor: Actor): Promise<UnreadDto> {
    return { unread: await this.messaging.unreadTotal(actor.id) };
  }

  @Get('search')
  @ApiOperation({ summary: 'Search your messages' })
  @ApiOkResponse({
    type: MessageSearchDto,
    description: 'Messages of your conversations containing the text, newest first',
  })
  @ApiBadRequestResponse({ description: 'q: 2 to 100 characters' })
  async search(
    @CurrentActor() actor: Actor,
    @Query() query: MessageSearchQueryDto,
  ): Promise<MessageSearchDto> {
    const hits = await this.messaging.search(actor.id, query.q);
    return {
      items: hits.map((hit) => ({
        ...hit,
        message: { ...hit.message, createdAt: hit.message.createdAt.toISOString() },
      })),
    };
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a conversation' })
  @ApiOkResponse({ type: ConversationDetailDto })
  @ApiForbiddenResponse({ description: 'Not one of the two participants' })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  async detail(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<ConversationDetailDto> {
    const { conversation, side } = await this.messaging.access(actor.id, id);
    return {
      id: conversation.id,
      jobId: conversation.jobId,
      side,
      readSeq: side === 'homeowner' ? conversation.homeownerReadSeq : conversation.tradieReadSeq,
      otherReadSeq:
        side === 'homeowner' ? conversation.tradieReadSeq : conversation.homeownerReadSeq,
      closedNotice: conversation.closedReason ? closedMessage(conversation.closedReason) : null,
    };
  }

  @Get(':id/messages')
  @ApiOperation({ summary: "Read a conversation's messages" })
  @ApiOkResponse({
    type: MessageListDto,
    description: 'Oldest first: after `after` when given, else the newest page',
  })
  @ApiBadRequestResponse({ description: 'after or limit invalid' })
  @ApiForbiddenResponse({ description: 'Not one of the two participants' })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  async history(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Query() query: HistoryQueryDto,
  ): Promise<MessageListDto> {
    const items = await this.messaging.history(actor.id, id, {
      afterSeq: query.after,
      limit: query.limit,
    });
    return { items: items.map(presentMessage) };
  }

  @RateLimit('messages')
  @Post(':id/messages')
  @ApiOperation({ summary: 'Send a message' })
  @ApiCreatedResponse({ type: SentMessageDto, description: 'Stored (or already stored)' })
  @ApiBadRequestResponse({ description: 'Empty, over 4,000 characters, or a bad clientId' })
  @ApiForbiddenResponse({ description: 'Not one of the two participants' })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  async send(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: SendMessageDto,
  ): Promise<SentMessageDto> {
    const { message, duplicate } = await this.messaging.send(actor.id, id, dto);
    await this.fanout.flushed();
    return { message: presentMessage(message), duplicate };
  }

  @RateLimit('uploads')
  @Post(':id/images')
  @ApiOperation({ summary: 'Send a picture in a conversation' })
  @PictureUpload(SendImageDto, 'No image, not a picture, or a bad clientId')
  @ApiCreatedResponse({ type: SentMessageDto, description: 'Re-encoded without metadata' })
  @ApiForbiddenResponse({ description: 'Not one of the two participants' })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  async sendImage(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: SendImageDto,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<SentMessageDto> {
    if (!file?.buffer?.length) throw MessagingErrors.badInput('image');
    const { message, duplicate } = await this.messaging.sendImage(actor.id, id, {
      clientId: dto.clientId,
      body: dto.body ?? '',
      bytes: file.buffer,
    });
    await this.fanout.flushed();
    return { message: presentMessage(message), duplicate };
  }

  @Get(':id/messages/:messageId/image')
  @ApiOperation({ summary: "Get a message's picture" })
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: 'The picture, for the two participants only' })
  @ApiForbiddenResponse({ description: 'Not one of the two participants' })
  @ApiNotFoundResponse({ description: 'No such conversation, message or picture' })
  async image(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Param('messageId', uuidParam('messageId')) messageId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.messaging.attachment(actor.id, id, messageId);
    return serveFile(res, file, 'private, max-age=3600');
  }

  @Delete(':id/messages/:messageId')
  @ApiOperation({ summary: 'Delete your message for both sides' })
  @ApiOkResponse({ type: MessageDto, description: 'The message as deleted (empty, deletedAt set)' })
  @ApiBadRequestResponse({ description: 'An id is not a uuid' })
  @ApiForbiddenResponse({ description: 'Not a participant, or not the sender' })
  @ApiNotFoundResponse({ description: 'No such conversation or message' })
  async deleteMessage(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Param('messageId', uuidParam('messageId')) messageId: string,
  ): Promise<MessageDto> {
    return presentMessage(await this.messaging.delete(actor.id, id, messageId));
  }

  @Post(':id/read')
  @ApiOperation({ summary: 'Mark a conversation read' })
  @HttpCode(200)
  @ApiOkResponse({ type: ReadDto, description: 'The read mark after the call' })
  @ApiForbiddenResponse({ description: 'Not one of the two participants' })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  async read(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: MarkReadDto,
  ): Promise<ReadDto> {
    return { readSeq: await this.messaging.markRead(actor.id, id, dto.seq) };
  }
}
