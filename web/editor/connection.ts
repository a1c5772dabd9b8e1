/**
 * The outer editor's side of the frame protocol: hands the frame a MessagePort
 * (`postMessage('init', frameOrigin, [port])`), calls its functions as
 * `{ id, type: 'executeFunction', payload: { functionName, args } }` and matches the replies
 * (`{ id, ...result }`, `{ id, result }` for a non-object result, `{ id, error }`) by request id. Everything else on the port is a
 * frame message (`{ id: FRAME_MESSAGE…, ...payload }`). A large whole nav tree arrives in
 * `navTreeChunk` pieces: listeners get it joined, as one `{ navTree }` message (its `outerHTML`
 * empty: the page's HTML follows as NAV_TREE `{ outerHTML }`).
 */
import {
  FRAME_MESSAGE,
  NavTreeChunkAssembler,
  type CallableFunctionName,
  type FrameMessage,
  type NavTreeChunk,
} from 'editor-engine';

const FRAME_IDS = new Set<string>(Object.values(FRAME_MESSAGE));

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export class FrameConnection {
  private port: MessagePort | null = null;
  private next = 1;
  private readonly pending = new Map<string, Pending>();
  private readonly listeners = new Set<(message: FrameMessage) => void>();
  private readonly chunks = new NavTreeChunkAssembler();

  /** Opens a channel to the frame's window; replaces any earlier one. */
  connect(frame: Window, frameOrigin: string): void {
    this.port?.close();
    for (const waiting of this.pending.values()) waiting.reject(new Error('Frame reloaded'));
    this.pending.clear();
    const channel = new MessageChannel();
    this.port = channel.port1;
    this.port.onmessage = (event: MessageEvent) => this.receive(event.data);
    frame.postMessage('init', frameOrigin, [channel.port2]);
  }

  get connected(): boolean {
    return this.port !== null;
  }

  onMessage(listener: (message: FrameMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls a frame function; resolves with its result, rejects with its error. */
  call(functionName: CallableFunctionName, ...args: unknown[]): Promise<unknown> {
    return this.request('executeFunction', { functionName, args });
  }

  request(type: string, payload: object): Promise<unknown> {
    const port = this.port;
    if (!port) return Promise.reject(new Error('Not connected to the frame'));
    const id = `req-${this.next++}`;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      port.postMessage({ id, type, payload });
    });
  }

  private receive(data: unknown): void {
    if (typeof data !== 'object' || data === null) return;
    const message = data as { id?: unknown; error?: unknown; result?: unknown };
    if (typeof message.id === 'string' && this.pending.has(message.id)) {
      const waiting = this.pending.get(message.id)!;
      this.pending.delete(message.id);
      if (typeof message.error === 'string') {
        waiting.reject(new Error(message.error));
      } else if ('result' in message) {
        waiting.resolve(message.result);
      } else {
        // `{ id, ...result }`: the result's own fields beside the request id.
        const { id: _id, ...fields } = message;
        waiting.resolve(Object.keys(fields).length > 0 ? fields : undefined);
      }
      return;
    }
    if (typeof message.id === 'string' && FRAME_IDS.has(message.id)) {
      let frameMessage = data as FrameMessage;
      if ('navTreeChunk' in frameMessage) {
        const { navTreeChunk } = frameMessage as { navTreeChunk: NavTreeChunk };
        const navTree = this.chunks.accept(navTreeChunk);
        if (navTree === null) return;
        // The tree at once; the page's HTML follows as its own NAV_TREE { outerHTML }.
        frameMessage = { id: FRAME_MESSAGE.NAV_TREE, navTree, outerHTML: '' };
      }
      for (const listener of this.listeners) listener(frameMessage);
    }
  }
}
