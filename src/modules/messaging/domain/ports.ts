import type { Conversation, Message, Participant } from './message.js';

export interface ConversationSummary {
  id: string;
  jobId: string;
  jobTitle: string;
  otherParty: { id: string; name: string };
  lastMessage: { seq: number; body: string; senderId: string; createdAt: Date } | null;
  unread: number;
  /** Why it is read-only, or null while open. */
  closedReason: string | null;
}

/** A message that matched a search, with the conversation it belongs to. */
export interface MessageHit {
  conversationId: string;
  jobTitle: string;
  otherParty: { id: string; name: string };
  message: { id: string; seq: number; body: string; senderId: string; createdAt: Date };
}

export interface NewMessage {
  conversationId: string;
  senderId: string;
  clientId: string;
  body: string;
  attachment: { key: string; contentType: string } | null;
  /** The clock's time of sending (the tradie's first one starts the dead-lead window). */
  sentAt: Date;
}

export abstract class ConversationRepository {
  /** Opens the (job, tradie) conversation at `at` (the purchase); nothing when already open. */
  abstract open(jobId: string, tradieId: string, homeownerId: string, at: Date): Promise<void>;
  /** Makes the lead's conversation read-only for `reason` (first reason wins). */
  abstract close(jobId: string, tradieId: string, reason: string, at: Date): Promise<void>;
  /** Makes every open conversation about the job read-only for `reason`. */
  abstract closeAllForJob(jobId: string, reason: string, at: Date): Promise<void>;
  abstract findById(id: string): Promise<Conversation | null>;
  abstract listFor(userId: string): Promise<ConversationSummary[]>;
  /** Messages the user has not read, over all the user's conversations. */
  abstract unreadTotal(userId: string): Promise<number>;
  /**
   * Moves the side's read mark forward (never back, never past the last message); the first
   * time the homeowner's mark covers a tradie message, `at` is kept as when they first read.
   */
  abstract markRead(
    conversationId: string,
    side: Participant,
    seq: number,
    at: Date,
  ): Promise<number>;
}

/** What storing a message answers: the message, whether it was a repeat, and its conversation. */
export interface StoredMessage {
  message: Message;
  duplicate: boolean;
  conversation: Conversation;
}

export abstract class MessageRepository {
  /**
   * Stores the message unless the sender already sent this client id in this conversation;
   * returns the stored message either way, whether it was a repeat, and the conversation.
   * Checked under the conversation's lock, in this order: it exists (MESSAGING.NOT_FOUND), the
   * sender is one of its two participants (MESSAGING.NOT_A_PARTICIPANT), it is open
   * (MESSAGING.CLOSED, a repeat too). A new message moves the sender's read mark to it:
   * writing back reads everything before it (and the homeowner's first read of a tradie
   * message is kept, as `ConversationRepository.markRead` does).
   */
  abstract insertOnce(message: NewMessage): Promise<StoredMessage>;
  /** Oldest first, strictly after `afterSeq`. */
  abstract after(conversationId: string, afterSeq: number, limit: number): Promise<Message[]>;
  abstract findById(conversationId: string, messageId: string): Promise<Message | null>;
  /** The newest `limit` messages, oldest first (the thread's first screen). */
  abstract latest(conversationId: string, limit: number): Promise<Message[]>;
  /** Empties the message and marks it deleted; answers it and the key of its picture, if any. */
  abstract markDeleted(
    conversationId: string,
    messageId: string,
    at: Date,
  ): Promise<{ message: Message; fileKey: string | null }>;
  /** The user's messages (sent or received) containing `text`, any case; newest first. */
  abstract search(userId: string, text: string, limit: number): Promise<MessageHit[]>;
}

/** An open lead conversation whose tradie wrote and whose homeowner had not read it in time. */
export interface UnansweredLead {
  conversationId: string;
  jobId: string;
  tradieId: string;
  homeownerId: string;
  /** When the tradie's first message was sent. */
  firstMessageAt: Date;
  /** When the homeowner first read one of the tradie's messages; null if never. */
  homeownerReadAt: Date | null;
}

export interface UnansweredLeadQuery {
  now: Date;
  /** Only first messages sent within this long of the conversation opening (the purchase). */
  replyWithinMs: number;
  /** Only conversations whose homeowner read nothing this long after the first message. */
  unreadForMs: number;
  /** The last candidate of the previous page (keyset): pages never repeat a conversation. */
  after: { firstMessageAt: Date; conversationId: string } | null;
  limit: number;
}

/** The messaging module's read model for the dead-lead sweep (other modules never read its tables). */
export abstract class UnansweredLeadFinder {
  /** Oldest first message first. */
  abstract find(query: UnansweredLeadQuery): Promise<UnansweredLead[]>;
}
