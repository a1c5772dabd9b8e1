import { ImageSanitiser, type SanitisedImage } from '#modules/jobs/domain/ports.js';
import { JobsErrors } from '#modules/jobs/domain/jobs-errors.js';
import type { Conversation, Message, Participant } from '#modules/messaging/domain/message.js';
import { MessagingErrors } from '#modules/messaging/domain/messaging-errors.js';
import {
  ConversationRepository,
  type ConversationSummary,
  type MessageHit,
  MessageRepository,
  type NewMessage,
} from '#modules/messaging/domain/ports.js';
import { FileStorage, type StoredFile } from '#shared/domain/file-storage.js';

/** Conversations in memory, with the read-mark rules of the PostgreSQL adapter. */
export class InMemoryConversations extends ConversationRepository {
  readonly rows: Conversation[] = [];
  /** When the homeowner first read a tradie message, by conversation id. */
  readonly homeownerReadAt = new Map<string, Date>();
  constructor(private readonly messages: InMemoryMessages) {
    super();
  }

  async open(jobId: string, tradieId: string, homeownerId: string) {
    if (this.rows.some((c) => c.jobId === jobId && c.tradieId === tradieId)) return;
    this.rows.push({
      id: `conv-${this.rows.length + 1}`,
      jobId,
      tradieId,
      homeownerId,
      homeownerReadSeq: 0,
      tradieReadSeq: 0,
      closedReason: null,
    });
  }
  async close(jobId: string, tradieId: string, reason: string) {
    const row = this.rows.find((c) => c.jobId === jobId && c.tradieId === tradieId);
    if (row) row.closedReason ??= reason;
  }
  async closeAllForJob(jobId: string, reason: string) {
    for (const row of this.rows.filter((c) => c.jobId === jobId)) row.closedReason ??= reason;
  }
  async findById(id: string) {
    const row = this.rows.find((c) => c.id === id);
    return row ? { ...row } : null;
  }
  async listFor(userId: string): Promise<ConversationSummary[]> {
    return this.rows
      .filter((c) => c.homeownerId === userId || c.tradieId === userId)
      .map((c) => ({
        id: c.id,
        jobId: c.jobId,
        jobTitle: 'A job',
        otherParty: { id: c.homeownerId === userId ? c.tradieId : c.homeownerId, name: 'X' },
        lastMessage: null,
        unread: this.unread(c, userId),
        closedReason: c.closedReason,
      }));
  }
  async unreadTotal(userId: string) {
    return (await this.listFor(userId)).reduce((sum, c) => sum + c.unread, 0);
  }
  async markRead(conversationId: string, side: Participant, seq: number, at: Date) {
    const row = this.rows.find((c) => c.id === conversationId)!;
    const last = this.messages.rows.filter((m) => m.conversationId === conversationId).at(-1);
    const field = side === 'homeowner' ? 'homeownerReadSeq' : 'tradieReadSeq';
    row[field] = Math.max(row[field], Math.min(seq, last?.seq ?? 0));
    if (side === 'homeowner' && !this.homeownerReadAt.has(conversationId)) {
      const read = this.messages.rows.some(
        (m) =>
          m.conversationId === conversationId &&
          m.senderId === row.tradieId &&
          m.seq <= row.homeownerReadSeq,
      );
      if (read) this.homeownerReadAt.set(conversationId, at);
    }
    return row[field];
  }

  private unread(c: Conversation, userId: string) {
    const mark = c.homeownerId === userId ? c.homeownerReadSeq : c.tradieReadSeq;
    return this.messages.rows.filter(
      (m) => m.conversationId === c.id && m.senderId !== userId && m.seq > mark,
    ).length;
  }
}

export class InMemoryMessages extends MessageRepository {
  readonly rows: Message[] = [];
  private seq = 0;

  async insertOnce(message: NewMessage) {
    const existing = this.rows.find(
      (m) =>
        m.conversationId === message.conversationId &&
        m.senderId === message.senderId &&
        m.clientId === message.clientId,
    );
    if (existing) return { message: { ...existing }, duplicate: true };
    const row: Message = {
      id: `msg-${this.rows.length + 1}`,
      seq: ++this.seq,
      conversationId: message.conversationId,
      senderId: message.senderId,
      clientId: message.clientId,
      body: message.body,
      attachment: message.attachment,
      createdAt: message.sentAt,
      deletedAt: null,
    };
    this.rows.push(row);
    return { message: { ...row }, duplicate: false };
  }
  async after(conversationId: string, afterSeq: number, limit: number) {
    return this.thread(conversationId)
      .filter((m) => m.seq > afterSeq)
      .slice(0, limit);
  }
  async findById(conversationId: string, messageId: string) {
    const row = this.thread(conversationId).find((m) => m.id === messageId);
    return row ? { ...row } : null;
  }
  async latest(conversationId: string, limit: number) {
    return this.thread(conversationId).slice(-limit);
  }
  async markDeleted(conversationId: string, messageId: string, at: Date) {
    const row = this.rows.find((m) => m.conversationId === conversationId && m.id === messageId);
    if (!row) throw MessagingErrors.messageNotFound();
    const fileKey = row.attachment?.key ?? null;
    Object.assign(row, { body: '', attachment: null, deletedAt: at });
    return { message: { ...row }, fileKey };
  }
  async search(userId: string, text: string, limit: number): Promise<MessageHit[]> {
    return this.rows
      .filter((m) => m.body.toLowerCase().includes(text.toLowerCase()))
      .reverse()
      .slice(0, limit)
      .map((m) => ({
        conversationId: m.conversationId,
        jobTitle: 'A job',
        otherParty: { id: userId, name: 'X' },
        message: {
          id: m.id,
          seq: m.seq,
          body: m.body,
          senderId: m.senderId,
          createdAt: m.createdAt,
        },
      }));
  }

  private thread(conversationId: string) {
    return this.rows.filter((m) => m.conversationId === conversationId).map((m) => ({ ...m }));
  }
}

export class InMemoryFiles extends FileStorage {
  readonly files = new Map<string, StoredFile>();
  async put(key: string, file: StoredFile) {
    this.files.set(key, file);
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async delete(key: string) {
    this.files.delete(key);
  }
}

/** Takes any bytes but 'not an image' as a JPEG, re-encoded as the bytes reversed. */
export class ReversingImages extends ImageSanitiser {
  async sanitise(bytes: Buffer): Promise<SanitisedImage> {
    if (bytes.toString() === 'not an image') throw JobsErrors.unsupportedImage();
    return { bytes: Buffer.from(bytes).reverse(), contentType: 'image/jpeg', width: 1, height: 1 };
  }
}
