/**
 * Wire compatibility with the protocol existing outer editors speak (issue 7):
 *
 * 1. On the window: `postMessage('init', frameOrigin, [port])` hands over a `MessagePort`.
 *    Window messages from any origin other than the configured editor origin are ignored.
 * 2. On the port: requests `{ id, type, payload }`, where `id` is the request id and `type`
 *    is `executeFunction` (`{ functionName, args | compressedArgs }`), `inspectElement` or
 *    `GET_STATE_AND_PROPS`.
 * 3. Replies on the port: `{ id, ...result }` (a non-object result as `{ id, result }`) or
 *    `{ id, error }`. Every executed function answers under its request id, also when it
 *    returns nothing (`{ id }`).
 *
 * Requests are read into the same `IncomingRequest` values as `parseIncoming`, with
 * `requestId` set to the wire `id`.
 */
import {
  EDITOR_MESSAGE,
  parseIncoming,
  type IncomingRequest,
  type Reply,
  type RequestId,
} from './protocol-editor.js';

/** A window message, once read. */
export type WindowMessage =
  /** The port handover: take `event.ports[0]` and listen on it. */
  | { readonly type: 'init' }
  /** A request sent on the window rather than the port (answer on the port all the same). */
  | { readonly type: 'request'; readonly request: IncomingRequest };

/** The origin of a URL or origin string, lower-cased scheme and host; null when unreadable. */
function normaliseOrigin(origin: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]+)/i.exec(origin.trim());
  if (match === null) return null;
  return `${match[1].toLowerCase()}://${match[2].toLowerCase()}`;
}

/**
 * Whether a message origin is the configured editor origin (scheme, host and port compared
 * case-insensitively; a trailing path on the setting is ignored). `'*'` allows any origin,
 * for local experiments only.
 */
export function isEditorOrigin(origin: string, editorOrigin: string): boolean {
  if (editorOrigin === '*') return true;
  if (typeof origin !== 'string') return false;
  const expected = normaliseOrigin(editorOrigin);
  return expected !== null && normaliseOrigin(origin) === expected;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const WIRE_TYPES: ReadonlySet<string> = new Set([
  EDITOR_MESSAGE.EXECUTE_FUNCTION,
  EDITOR_MESSAGE.INSPECT_ELEMENT,
  EDITOR_MESSAGE.GET_STATE_AND_PROPS,
]);

/**
 * Reads a request from the port: `{ id, type, payload }`. Null (ignore it) when it has no id
 * (a non-empty string or a finite number), no payload object, an unknown type, or malformed
 * arguments. A function the frame does not have gives `{ type: 'unknownFunction' }`: reply
 * with `wireError` under its id.
 */
export function parseWireRequest(data: unknown): IncomingRequest | null {
  if (!isRecord(data) || typeof data.type !== 'string' || !WIRE_TYPES.has(data.type)) {
    return null;
  }
  const id = data.id;
  const validId =
    (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id));
  if (!validId) return null;
  return parseIncoming({ id: data.type, requestId: id, payload: data.payload }, '', ['*']);
}

/**
 * Reads a window message: the `'init'` handover (the string, or `{ type: 'init' }` /
 * `{ id: 'init' }`) when it comes from the editor origin with a port, or a request in the
 * wire form. Anything else, and anything from another origin, is null: ignore it.
 */
export function parseWindowMessage(
  data: unknown,
  origin: string,
  editorOrigin: string,
  portCount: number,
): WindowMessage | null {
  if (!isEditorOrigin(origin, editorOrigin)) return null;
  const isInit =
    data === EDITOR_MESSAGE.INIT ||
    (isRecord(data) && (data.type === EDITOR_MESSAGE.INIT || data.id === EDITOR_MESSAGE.INIT));
  if (isInit) return portCount > 0 ? { type: 'init' } : null;
  const stateAndProps = parseStateAndPropsWindowForm(data);
  if (stateAndProps) return { type: 'request', request: stateAndProps };
  const request = parseWireRequest(data);
  return request === null ? null : { type: 'request', request };
}

/**
 * The existing protocol's window message `{ type: 'GET_STATE_AND_PROPS', componentName, id }`
 * (no payload): a lookup by component name, answered under `id`.
 */
function parseStateAndPropsWindowForm(data: unknown): IncomingRequest | null {
  if (!isRecord(data) || data.type !== EDITOR_MESSAGE.GET_STATE_AND_PROPS) return null;
  if ('payload' in data) return null;
  const id = data.id;
  const validId =
    (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id));
  if (!validId) return null;
  const name = data.componentName;
  return {
    type: 'GET_STATE_AND_PROPS',
    requestId: id,
    componentName: typeof name === 'string' && name !== '' ? name : null,
    id: null,
  };
}

/** A reply in the wire form. */
export type WireReply = { readonly id: RequestId | null } & Readonly<Record<string, unknown>>;

/**
 * The successful reply to request `id`: the result's fields beside the id (`{ id, ...result }`);
 * a result that is not a plain object (a list, a string, a boolean) as `{ id, result }`;
 * nothing (`undefined`) as `{ id }`. A result field named `id` cannot replace the request id.
 */
export function wireResult(id: RequestId | null, result?: unknown): WireReply {
  if (result === undefined) return { id };
  if (isRecord(result)) return { ...result, id };
  return { id, result };
}

/** The failed reply to request `id`: `{ id, error }`. */
export function wireError(id: RequestId | null, error: string): WireReply {
  return { id, error };
}

/** A `Reply` of the `{ requestId, result | error }` form, in the wire form. */
export function toWireReply(reply: Reply): WireReply {
  return 'error' in reply
    ? wireError(reply.requestId, reply.error)
    : wireResult(reply.requestId, reply.result);
}
