// Shared by the protocol specs (not part of the build).
import { parseIncoming, type IncomingRequest } from './protocol.js';

export const EDITOR = 'https://editor.example.test';
const ALLOWED = [EDITOR];

/** A message as the frame reads it from the editor origin (or `origin`). */
export function parse(data: unknown, origin = EDITOR): IncomingRequest | null {
  return parseIncoming(data, origin, ALLOWED);
}
