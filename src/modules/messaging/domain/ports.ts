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
}

export abstract class ConversationRepository {
  /** Opens the (job, tradie) conversation; nothing when it is already open. */
  abstract open(jobId: string, tradieId: string, homeownerId: string): Promise<void>;
  /** Makes the lead's conversation read-only for `reason` (first reason wins). */
  abstract close(jobId: string, tradieId: string, reason: string, at: Date): Promise<void>;
  /** Makes every open conversation about the job read-only for `reason`. */
  abstract closeAllForJob(jobId: string, reason: string, at: Date): Promise<void>;
  abstract findById(id: string): Promise<Conversation | null>;
  abstract listFor(userId: string): Promise<ConversationSummary[]>;
  /** Messages the user has not read, over all the user's conversations. */
  abstract unreadTotal(userId: string): Promise<number>;
  /** Moves the side's read mark forward (never back, never past the last message). */
  abstract markRead(conversationId: string, side: Participant, seq: number): Promise<number>;
}

export abstract class MessageRepository {
  /**
   * Stores the message unless the sender already sent this client id in this conversation;
   * returns the stored message either way and whether it was a repeat.
   */
  // Refuses with MESSAGING.CLOSED when the conversation closed meanwhile (checked under its lock).
  abstract insertOnce(message: NewMessage): Promise<{ message: Message; duplicate: boolean }>;
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
