/**
 * When the layer may listen: it stays inert (the page works as without it) until the outer
 * editor completed the handshake. The handshake counts only inside a frame, from the frame's
 * parent window, from the editor's origin, with a port; requests sent as window messages
 * count only once connected. The origin rule is the engine's (`parseWindowMessage`).
 */
import { parseWindowMessage, type IncomingRequest } from 'editor-engine';

/** Whether `win` runs inside a frame (its parent is another window). */
export function isFramed(win: Window): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true; // a cross-origin parent may refuse even the comparison
  }
}

/** What a window message means to the layer; null when it must be ignored. */
export type GateDecision =
  { type: 'init'; port: MessagePort } | { type: 'request'; request: IncomingRequest };

export function gateWindowMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'ports' | 'source'>,
  win: Window,
  editorOrigin: string,
  connected: boolean,
): GateDecision | null {
  const ports = event.ports ?? [];
  const message = parseWindowMessage(event.data, event.origin, editorOrigin, ports.length);
  if (!message) return null;
  if (message.type === 'init') {
    // Only the page that frames us may take over the frame.
    if (!isFramed(win) || event.source !== win.parent) return null;
    return { type: 'init', port: ports[0] };
  }
  return connected ? { type: 'request', request: message.request } : null;
}
