/** A text message holds at most 4,000 characters; longer ones are refused, not cut. */
export const MESSAGE_MAX_LENGTH = 4_000;

/** A retry sends the same client id; letters, digits, `-` and `_` (a UUID fits). */
const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface Conversation {
  id: string;
  jobId: string;
  homeownerId: string;
  tradieId: string;
  homeownerReadSeq: number;
  tradieReadSeq: number;
  /** Why the conversation is read-only (its lead was refunded for this reason); null if open. */
  closedReason: string | null;
}

export interface Message {
  id: string;
  /** Orders messages (strictly increasing); clients fetch "after the last seq I saw". */
  seq: number;
  conversationId: string;
  senderId: string;
  clientId: string;
  body: string;
  attachment: { key: string; contentType: string } | null;
  createdAt: Date;
  /** Deleted by its sender: the text and picture are gone, the place in the thread stays. */
  deletedAt: Date | null;
}

export type Participant = 'homeowner' | 'tradie';

/** Which side the user is on, or null when the user is not in the conversation. */
export function participantOf(
  conversation: Pick<Conversation, 'homeownerId' | 'tradieId'>,
  userId: string,
): Participant | null {
  if (conversation.homeownerId === userId) return 'homeowner';
  if (conversation.tradieId === userId) return 'tradie';
  return null;
}

export function otherParty(
  conversation: Pick<Conversation, 'homeownerId' | 'tradieId'>,
  userId: string,
): string {
  return conversation.homeownerId === userId ? conversation.tradieId : conversation.homeownerId;
}

export type MessageRefusal =
  { reason: 'empty' } | { reason: 'too_long'; length: number } | { reason: 'bad_client_id' };

/**
 * The text as stored (trimmed) or why it is refused. Text is kept verbatim otherwise: it is
 * rendered as text, never as HTML, so nothing needs escaping here.
 */
export function checkMessage(
  body: string,
  clientId: string,
  hasAttachment = false,
): { body: string } | MessageRefusal {
  if (!CLIENT_ID.test(clientId)) return { reason: 'bad_client_id' };
  const text = body.trim();
  if (text.length === 0 && !hasAttachment) return { reason: 'empty' };
  if (text.length > MESSAGE_MAX_LENGTH) return { reason: 'too_long', length: text.length };
  return { body: text };
}

/** How a message travels to clients (HTTP and socket): the storage key stays on the server. */
export interface MessageView {
  id: string;
  seq: number;
  conversationId: string;
  senderId: string;
  clientId: string;
  body: string;
  hasImage: boolean;
  createdAt: string;
  deletedAt: string | null;
}

export function messageView(message: Message): MessageView {
  return {
    id: message.id,
    seq: message.seq,
    conversationId: message.conversationId,
    senderId: message.senderId,
    clientId: message.clientId,
    body: message.body,
    hasImage: message.attachment !== null,
    createdAt: message.createdAt.toISOString(),
    deletedAt: message.deletedAt?.toISOString() ?? null,
  };
}

/** Only its sender may delete a message (deleting it again changes nothing). */
export const mayDelete = (message: Pick<Message, 'senderId'>, userId: string): boolean =>
  message.senderId === userId;

/**
 * One key per (conversation, sender, client id): a retried upload overwrites the same file.
 * Storage keys are lowercase, so an uppercase letter is written as `_` and the letter.
 */
export const attachmentKey = (conversationId: string, senderId: string, clientId: string) =>
  `m/${conversationId.replaceAll('-', '')}/${senderId.replaceAll('-', '')}-${clientId.replace(
    /[A-Z]/g,
    (c) => `_${c.toLowerCase()}`,
  )}`;
