import type { Clock } from '#shared/domain/clock.js';
import type { DomainEvents } from '#shared/domain/domain-events.js';
import type { FileStorage, StoredFile } from '#shared/domain/file-storage.js';
import type { Realtime } from '#shared/domain/realtime.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { ImageSanitiser } from '#modules/jobs/domain/ports.js';
import {
  attachmentKey,
  checkMessage,
  type Conversation,
  type Message,
  mayDelete,
  messageView,
  otherParty,
  type Participant,
  participantOf,
} from './message.js';
import { MessagingErrors } from './messaging-errors.js';
import { MESSAGE_SENT, SERVER_EVENTS } from './messaging-events.js';
import type {
  ConversationRepository,
  ConversationSummary,
  MessageHit,
  MessageRepository,
  StoredMessage,
} from './ports.js';

const PAGE_MAX = 200;
const PREVIEW_LENGTH = 140;
/** Search shows the newest matches; a narrower text finds older ones. */
const SEARCH_LIMIT = 30;

export interface SendInput {
  clientId: string;
  body: string;
  attachment?: { key: string; contentType: string } | null;
}

/**
 * Conversations between a job's homeowner and each tradie who bought its lead. Every call
 * checks that the user is one of the two, whatever the edge (HTTP or socket event).
 */
export class MessagingService {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly messages: MessageRepository,
    private readonly realtime: Realtime,
    private readonly events: DomainEvents,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
    private readonly images: ImageSanitiser,
  ) {}

  /** Runs in the lead purchase's transaction: the thread opens with the lead, or neither. */
  openForLead(jobId: string, tradieId: string, homeownerId: string, at: Date): Promise<void> {
    return this.conversations.open(jobId, tradieId, homeownerId, at);
  }

  /** Runs in the lead refund's transaction: a refunded lead's conversation turns read-only. */
  closeForLead(jobId: string, tradieId: string, reason: string): Promise<void> {
    return this.conversations.close(jobId, tradieId, reason, this.clock.now());
  }

  /** In the withdrawal's transaction: every conversation about the job turns read-only. */
  closeForJob(jobId: string, reason: string): Promise<void> {
    return this.conversations.closeAllForJob(jobId, reason, this.clock.now());
  }

  list(userId: string): Promise<ConversationSummary[]> {
    return this.conversations.listFor(userId);
  }

  unreadTotal(userId: string): Promise<number> {
    return this.conversations.unreadTotal(userId);
  }

  /** The conversation and the user's side in it; refuses anyone else. */
  async access(
    userId: string,
    conversationId: string,
  ): Promise<{ conversation: Conversation; side: Participant }> {
    const conversation = await this.conversations.findById(conversationId);
    if (!conversation) throw MessagingErrors.conversationNotFound();
    const side = participantOf(conversation, userId);
    if (!side) throw MessagingErrors.notAParticipant();
    return { conversation, side };
  }

  /** Messages after `afterSeq` (what a reconnecting client missed), or the newest page. */
  async history(
    userId: string,
    conversationId: string,
    options: { afterSeq?: number; limit?: number } = {},
  ): Promise<Message[]> {
    await this.access(userId, conversationId);
    const limit = Math.min(Math.max(options.limit ?? 100, 1), PAGE_MAX);
    return options.afterSeq === undefined
      ? this.messages.latest(conversationId, limit)
      : this.messages.after(conversationId, options.afterSeq, limit);
  }

  /**
   * Stores the message before anyone is told (the caller acknowledges only after this
   * resolves). A repeated client id returns the stored message, stores nothing again and
   * delivers it again (at least once live; clients merge by id).
   */
  async send(
    userId: string,
    conversationId: string,
    input: SendInput,
  ): Promise<{ message: Message; duplicate: boolean }> {
    const checked = checkMessage(input.body, input.clientId, Boolean(input.attachment));
    if ('reason' in checked) {
      if (checked.reason === 'empty') throw MessagingErrors.emptyMessage();
      if (checked.reason === 'too_long') throw MessagingErrors.tooLong(checked.length);
      throw MessagingErrors.badClientId();
    }
    const now = this.clock.now();
    const deliver = ({ message, conversation }: StoredMessage) => {
      for (const id of [otherParty(conversation, userId), userId]) {
        this.realtime.toUser(id, SERVER_EVENTS.message, messageView(message));
      }
    };
    // One transaction: the message with the participant and open checks and the sender's read
    // mark (one statement, see MessageRepository.insertOnce), then the outbox event.
    const result = await this.unitOfWork.run(async () => {
      const stored = await this.messages.insertOnce({
        conversationId,
        senderId: userId,
        clientId: input.clientId,
        body: checked.body,
        attachment: input.attachment ?? null,
        sentAt: now,
      });
      if (stored.duplicate) return stored;
      // Live to the devices once committed, before the outbox's consumers run.
      await this.unitOfWork.afterCommit(() => deliver(stored));
      await this.events.publish({
        type: MESSAGE_SENT,
        aggregateId: stored.message.id,
        payload: {
          conversationId,
          jobId: stored.conversation.jobId,
          senderId: userId,
          recipientId: otherParty(stored.conversation, userId),
          seq: stored.message.seq,
          preview: checked.body.slice(0, PREVIEW_LENGTH),
        },
        occurredAt: now,
      });
      return stored;
    });
    // A retry (duplicate) is delivered again: the sender resends only when it missed the
    // answer, and the instance that stored the first try may have died before telling anyone.
    // Clients merge messages by id, so a second delivery changes nothing on screen.
    if (result.duplicate) deliver(result);
    return { message: result.message, duplicate: result.duplicate };
  }

  /**
   * A picture with an optional caption: re-encoded without metadata (the jobs module's
   * sanitiser), stored through the storage port under a key of the client id, then sent as a
   * message. A retry with the same client id overwrites the same file and stores no second
   * message.
   */
  async sendImage(
    userId: string,
    conversationId: string,
    input: { clientId: string; body: string; bytes: Buffer },
  ): Promise<{ message: Message; duplicate: boolean }> {
    const checked = checkMessage(input.body, input.clientId, true);
    if ('reason' in checked) {
      if (checked.reason === 'too_long') throw MessagingErrors.tooLong(checked.length);
      throw MessagingErrors.badClientId();
    }
    const { conversation } = await this.access(userId, conversationId);
    if (conversation.closedReason) throw MessagingErrors.closed(conversation.closedReason);
    const image = await this.images.sanitise(input.bytes);
    const key = attachmentKey(conversationId, userId, input.clientId);
    await this.storage.put(key, { bytes: image.bytes, contentType: image.contentType });
    return this.send(userId, conversationId, {
      clientId: input.clientId,
      body: checked.body,
      attachment: { key, contentType: image.contentType },
    });
  }

  /** A message's picture, for the two participants only. */
  async attachment(userId: string, conversationId: string, messageId: string): Promise<StoredFile> {
    await this.access(userId, conversationId);
    const message = await this.messages.findById(conversationId, messageId);
    if (!message?.attachment) throw MessagingErrors.attachmentNotFound();
    const file = await this.storage.get(message.attachment.key);
    if (!file) throw MessagingErrors.attachmentNotFound();
    return file;
  }

  /**
   * The sender deletes their message: its text and picture are gone for both sides, its place
   * in the thread stays ("message deleted"). Both participants' devices are told live.
   */
  async delete(userId: string, conversationId: string, messageId: string): Promise<Message> {
    const { conversation } = await this.access(userId, conversationId);
    if (conversation.closedReason) throw MessagingErrors.closed(conversation.closedReason);
    const found = await this.messages.findById(conversationId, messageId);
    if (!found) throw MessagingErrors.messageNotFound();
    if (!mayDelete(found, userId)) throw MessagingErrors.notYourMessage();
    if (found.deletedAt) return found;
    const { message, fileKey } = await this.messages.markDeleted(
      conversationId,
      messageId,
      this.clock.now(),
    );
    // After the update: a failed file delete leaves an orphan file, never a visible picture.
    if (fileKey) await this.storage.delete(fileKey);
    for (const id of [otherParty(conversation, userId), userId]) {
      this.realtime.toUser(id, SERVER_EVENTS.deleted, messageView(message));
    }
    return message;
  }

  /** The newest messages of the user's conversations that contain `text`. */
  search(userId: string, text: string): Promise<MessageHit[]> {
    return this.messages.search(userId, text.trim(), SEARCH_LIMIT);
  }

  async markRead(userId: string, conversationId: string, seq: number): Promise<number> {
    const { conversation, side } = await this.access(userId, conversationId);
    const readSeq = await this.conversations.markRead(conversationId, side, seq, this.clock.now());
    const receipt = { conversationId, userId, seq: readSeq };
    for (const id of [otherParty(conversation, userId), userId]) {
      this.realtime.toUser(id, SERVER_EVENTS.read, receipt);
    }
    return readSeq;
  }

  async typing(userId: string, conversationId: string): Promise<void> {
    const { conversation } = await this.access(userId, conversationId);
    this.realtime.toUser(otherParty(conversation, userId), SERVER_EVENTS.typing, {
      conversationId,
      userId,
    });
  }
}
