import { type Message, messageView } from '../domain/message.js';
import type { MessageDto } from './messaging.dto.js';

/** The wire shape of a message, over HTTP and socket.io alike. */
export function presentMessage(message: Message): MessageDto {
  return messageView(message);
}
