import {
  type Conversation,
  type Message,
  type Participant,
  participantOf,
} from '#modules/messaging/domain/message.js';
import { MessagingErrors } from '#modules/messaging/domain/messaging-errors.js';
import {
  ConversationRepository,
  type ConversationSummary,
  type MessageHit,
  MessageRepository,
  type NewMessage,
  type StoredMessage,
} from '#modules/messaging/domain/ports.js';

/** Conversations in memory, with the read-mark rules of the PostgreSQL adapter. */
export class InMemoryConversations extends ConversationRepository {
  readonly rows: Conversation[] = [];
  /** When the homeowner first read a tradie message, by conversation id. */
  readonly homeownerReadAt = new Map<string, Date>();
  /** Other modules' data the lists show (jobs' titles, identity's names); tests seed them. */
  readonly jobTitles = new Map<string, string>();
  readonly names = new Map<string, string>();
  private readonly openedAt = new Map<string, Date>();

  constructor(private readonly messages: InMemoryMessages) {
    super();
    // The send checks the conversation under its lock: here, these rows.
    messages.conversations = this;
  }

  async open(jobId: string, tradieId: string, homeownerId: string, at: Date) {
    if (this.rows.some((c) => c.jobId === jobId && c.tradieId === tradieId)) return;
    const id = `conv-${this.rows.length + 1}`;
    this.rows.push({
      id,
      jobId,
      tradieId,
      homeownerId,
      homeownerReadSeq: 0,
      tradieReadSeq: 0,
      closedReason: null,
    });
    this.openedAt.set(id, at);
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
  /** Latest activity (the last message, else the opening) first, as the adapter sorts. */
  async listFor(userId: string): Promise<ConversationSummary[]> {
    const summaries = this.rows
      .filter((c) => c.homeownerId === userId || c.tradieId === userId)
      .map((c) => {
        const last = this.messages.rows.filter((m) => m.conversationId === c.id).at(-1);
        const otherId = c.homeownerId === userId ? c.tradieId : c.homeownerId;
        const summary: ConversationSummary = {
          id: c.id,
          jobId: c.jobId,
          jobTitle: this.jobTitles.get(c.jobId) ?? 'A job',
          otherParty: { id: otherId, name: this.names.get(otherId) ?? 'X' },
          lastMessage: last
            ? {
                seq: last.seq,
                body: last.deletedAt ? 'Message deleted' : last.body,
                senderId: last.senderId,
                createdAt: last.createdAt,
              }
            : null,
          unread: this.unread(c, userId),
          closedReason: c.closedReason,
        };
        return { summary, at: (last?.createdAt ?? this.openedAt.get(c.id)!).getTime() };
      });
    return summaries.sort((a, b) => b.at - a.at).map((s) => s.summary);
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

  /** Set by the InMemoryConversations made over these messages. */
  conversations: InMemoryConversations | null = null;

  async insertOnce(message: NewMessage): Promise<StoredMessage> {
    const conversation = this.conversations?.rows.find((c) => c.id === message.conversationId);
    if (!conversation) throw MessagingErrors.conversationNotFound();
    const side = participantOf(conversation, message.senderId);
    if (!side) throw MessagingErrors.notAParticipant();
    if (conversation.closedReason) throw MessagingErrors.closed(conversation.closedReason);
    const existing = this.rows.find(
      (m) =>
        m.conversationId === message.conversationId &&
        m.senderId === message.senderId &&
        m.clientId === message.clientId,
    );
    if (existing)
      return { message: { ...existing }, duplicate: true, conversation: { ...conversation } };
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
    // Writing back reads everything before it.
    await this.conversations!.markRead(conversation.id, side, row.seq, message.sentAt);
    return { message: { ...row }, duplicate: false, conversation: { ...conversation } };
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
    // Deleting again keeps the first time, as the adapter does.
    Object.assign(row, { body: '', attachment: null, deletedAt: row.deletedAt ?? at });
    return { message: { ...row }, fileKey };
  }
  /** Only the user's conversations, deleted messages left out, as the adapter searches. */
  async search(userId: string, text: string, limit: number): Promise<MessageHit[]> {
    const needle = text.toLowerCase();
    const mine = new Map(
      (this.conversations?.rows ?? [])
        .filter((c) => participantOf(c, userId))
        .map((c) => [c.id, c]),
    );
    return this.rows
      .filter(
        (m) => mine.has(m.conversationId) && !m.deletedAt && m.body.toLowerCase().includes(needle),
      )
      .reverse()
      .slice(0, limit)
      .map((m) => {
        const c = mine.get(m.conversationId)!;
        const otherId = c.homeownerId === userId ? c.tradieId : c.homeownerId;
        return {
          conversationId: m.conversationId,
          jobTitle: this.conversations?.jobTitles.get(c.jobId) ?? 'A job',
          otherParty: { id: otherId, name: this.conversations?.names.get(otherId) ?? 'X' },
          message: {
            id: m.id,
            seq: m.seq,
            body: m.body,
            senderId: m.senderId,
            createdAt: m.createdAt,
          },
        };
      });
  }

  private thread(conversationId: string) {
    return this.rows.filter((m) => m.conversationId === conversationId).map((m) => ({ ...m }));
  }
}
