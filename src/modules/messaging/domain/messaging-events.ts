/** Published in the sending transaction; payload {conversationId, jobId, senderId, recipientId, seq, preview}. */
export const MESSAGE_SENT = 'messaging.message_sent';

/** Socket events the server emits (the client listens to these names). */
export const SERVER_EVENTS = {
  message: 'message:new',
  read: 'message:read',
  /** The message as deleted (empty, `deletedAt` set), to both participants. */
  deleted: 'message:deleted',
  typing: 'typing',
  error: 'messaging:error',
} as const;

/** The thread's room: devices that have the conversation open join it. */
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;
