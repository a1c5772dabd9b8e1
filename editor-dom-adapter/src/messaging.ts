/**
 * The frame's side of the conversation: the handshake on the window, the port the editor
 * hands over, posting messages and replying to requests in the wire form. Messages go out in
 * the existing protocol's shapes unless the editor opted in to ours at initProject.
 */
import {
  parseWireRequest,
  toLegacyMessages,
  wireError,
  wireResult,
  type FrameMessage,
  type IncomingRequest,
  type LegacyHints,
  type RequestId,
} from 'editor-engine';
import { gateWindowMessage } from './frame-gate.js';
import type { LayerHub } from './layer-hub.js';

export type FramePort = Pick<MessagePort, 'postMessage' | 'close' | 'onmessage'>;

export class Messaging {
  private port: FramePort | null = null;
  /** Every message posted, for tests and debugging (bounded). */
  readonly posted: FrameMessage[] = [];
  /**
   * The editor opted in to the frame's own message shapes (tree diffs and chunks, flat
   * payloads); until then, and again on each new connection, the existing protocol's.
   */
  extended = false;

  constructor(
    private readonly hub: LayerHub,
    private readonly handle: (request: IncomingRequest) => Promise<void>,
  ) {}

  get connected(): boolean {
    return this.port !== null;
  }

  post(message: FrameMessage, hints?: LegacyHints): void {
    this.posted.push(message);
    if (this.posted.length > 500) this.posted.splice(0, 100);
    if (!this.port) return;
    if (this.extended) this.port.postMessage(message);
    else for (const legacy of toLegacyMessages(message, hints)) this.port.postMessage(legacy);
  }

  /** A message under an id the editor chose (`ruleMatchesElement`'s message id), any dialect. */
  answer(id: RequestId, fields: Record<string, unknown>): void {
    this.port?.postMessage({ ...fields, id });
  }

  readonly onWindowMessage = (event: MessageEvent) => {
    const message = gateWindowMessage(
      event,
      this.hub.win,
      this.hub.options.editorOrigin,
      this.port !== null,
    );
    if (!message) return;
    if (message.type === 'init') this.connect(message.port);
    else void this.handle(message.request);
  };

  /** Takes the port the editor handed over (requests arrive on it in the wire form). */
  connect(port: FramePort): void {
    this.port?.close();
    this.port = port;
    this.extended = false;
    port.onmessage = (e: MessageEvent) => {
      const request = parseWireRequest(e.data);
      if (request) void this.handle(request);
    };
    this.hub.activate();
  }

  reply(requestId: RequestId | null, outcome: { result: unknown } | { error: string }): void {
    if (requestId === null) return;
    this.port?.postMessage(
      'error' in outcome
        ? wireError(requestId, outcome.error)
        : wireResult(requestId, outcome.result),
    );
  }

  close(): void {
    this.port?.close();
    this.port = null;
  }
}

declare module './layer-hub.js' {
  interface LayerParts {
    readonly messaging: Messaging;
  }
}
