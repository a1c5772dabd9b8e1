/**
 * Editor → frame requests (visual-editor spec, § 7): message ids, the callable functions,
 * parsing of incoming requests (origin check, argument decompression) and the replies
 * correlated by request id.
 *
 * Envelopes: `{ id: EditorMessageId, requestId?, payload }` in; `{ requestId, result }` or
 * `{ requestId, error }` out.
 */
import LZString from 'lz-string';

/** Ids of the messages the outer editor sends to the frame. */
export const EDITOR_MESSAGE = Object.freeze({
  /** Supplies the message port (in the event's `ports`). */
  INIT: 'init',
  INSPECT_ELEMENT: 'inspectElement',
  EXECUTE_FUNCTION: 'executeFunction',
  GET_STATE_AND_PROPS: 'GET_STATE_AND_PROPS',
} as const);

/** Id of an editor → frame message. */
export type EditorMessageId = (typeof EDITOR_MESSAGE)[keyof typeof EDITOR_MESSAGE];

/** The functions the outer editor may call in the frame (visual-editor spec, § 7). */
export const CALLABLE_FUNCTIONS = [
  'initProject',
  'setNewLookups',
  'updateCodebaseIds',
  'enableDriveMode',
  'disableDriveMode',
  'setHoveredElement',
  'setSelectedElement',
  'setMultiselectedElementKeys',
  'processRulesForSelectedElement',
  'setModifiersForSelectedElement',
  'getCssEvals',
  'ruleMatchesElement',
  'getElementClassList',
  'applyChangeItemToDocument',
  'dispatchEvent',
  'updateOutlines',
  'clearHoveredOutlines',
  'setZoomPerc',
  'setAiContext',
  'goBack',
  'goForward',
  'refresh',
  'syntheticMouseOver',
  'syntheticMouseMove',
  'syntheticMouseUp',
  'tempMoveElement',
  'tempAddDiv',
  'tempMoveToNewParent',
  'checkIfHydrationError',
  'triggerDragStart',
  'triggerDragCancel',
  'setIsFlushing',
  'captureComponentPreview',
] as const;

/** Name of a function the outer editor may call. */
export type CallableFunctionName = (typeof CALLABLE_FUNCTIONS)[number];

const CALLABLE_FUNCTION_SET: ReadonlySet<string> = new Set(CALLABLE_FUNCTIONS);

/** True for a name in `CALLABLE_FUNCTIONS`. */
export function isCallableFunctionName(name: unknown): name is CallableFunctionName {
  return typeof name === 'string' && CALLABLE_FUNCTION_SET.has(name);
}

/** Correlates a reply with its request. */
export type RequestId = string | number;

/** Payload of `inspectElement`. */
export interface InspectElementPayload {
  readonly componentName?: string;
  readonly isComponent?: boolean;
  readonly tempoElementID?: string;
  readonly componentElementId?: string;
}

/** Payload of `executeFunction`: `args`, or `compressedArgs` (see `compressArgs`). */
export interface ExecuteFunctionPayload {
  readonly functionName: string;
  readonly args?: readonly unknown[];
  readonly compressedArgs?: string;
}

/** Payload of `GET_STATE_AND_PROPS`. */
export interface GetStateAndPropsPayload {
  readonly componentName?: string;
  readonly id?: string;
}

/** An editor → frame message as sent. */
export type EditorMessage =
  | { readonly id: 'init'; readonly requestId?: RequestId; readonly payload: object }
  | {
      readonly id: 'inspectElement';
      readonly requestId?: RequestId;
      readonly payload: InspectElementPayload;
    }
  | {
      readonly id: 'executeFunction';
      readonly requestId?: RequestId;
      readonly payload: ExecuteFunctionPayload;
    }
  | {
      readonly id: 'GET_STATE_AND_PROPS';
      readonly requestId?: RequestId;
      readonly payload: GetStateAndPropsPayload;
    };

/** A parsed, typed request from the outer editor. */
export type IncomingRequest =
  | { readonly type: 'init'; readonly requestId: RequestId | null }
  | {
      readonly type: 'inspectElement';
      readonly requestId: RequestId | null;
      readonly componentName: string | null;
      readonly isComponent: boolean;
      readonly tempoElementID: string | null;
      readonly componentElementId: string | null;
    }
  | {
      readonly type: 'executeFunction';
      readonly requestId: RequestId | null;
      readonly functionName: CallableFunctionName;
      readonly args: readonly unknown[];
      /** For `initProject`: its first argument, when that is a string; null otherwise. */
      readonly storyboardId: string | null;
    }
  | {
      /** `executeFunction` naming a function the frame does not have: log it, reply nothing. */
      readonly type: 'unknownFunction';
      readonly requestId: RequestId | null;
      readonly functionName: string;
    }
  | {
      readonly type: 'GET_STATE_AND_PROPS';
      readonly requestId: RequestId | null;
      readonly componentName: string | null;
      readonly id: string | null;
    };

/**
 * Compresses function arguments for `executeFunction.compressedArgs`: JSON text compressed
 * with lz-string's `compress` (not the base64 or URI variants), as existing outer editors
 * send it. The text is UTF-16 that only structured cloning (postMessage) carries intact.
 */
export function compressArgs(args: readonly unknown[]): string {
  return LZString.compress(JSON.stringify(args));
}

/** Reverses `compressArgs`; null when the text does not decode to a JSON array. */
export function decompressArgs(compressed: string): unknown[] | null {
  try {
    const json = LZString.decompress(compressed);
    if (!json) return null;
    const args: unknown = JSON.parse(json);
    return Array.isArray(args) ? args : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readRequestId(value: unknown): RequestId | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return null;
}

/**
 * Reads a message from the outer editor. Returns null (the message is ignored) when the origin
 * is not in `allowedOrigins` (`'*'` in the list allows any), when the message has no `id` or
 * no `payload` object, when the id is unknown, or when the arguments are malformed
 * (`args` not an array, `compressedArgs` not decodable). `compressedArgs` takes precedence
 * over `args` and needs no `args` beside it.
 */
export function parseIncoming(
  data: unknown,
  origin: string,
  allowedOrigins: readonly string[],
): IncomingRequest | null {
  if (!allowedOrigins.includes(origin) && !allowedOrigins.includes('*')) return null;
  if (!isRecord(data) || typeof data.id !== 'string' || !isRecord(data.payload)) return null;
  const payload = data.payload;
  const requestId = readRequestId(data.requestId);
  switch (data.id) {
    case EDITOR_MESSAGE.INIT:
      return { type: 'init', requestId };
    case EDITOR_MESSAGE.INSPECT_ELEMENT:
      return {
        type: 'inspectElement',
        requestId,
        componentName: optionalString(payload.componentName),
        isComponent: payload.isComponent === true,
        tempoElementID: optionalString(payload.tempoElementID),
        componentElementId: optionalString(payload.componentElementId),
      };
    case EDITOR_MESSAGE.GET_STATE_AND_PROPS:
      return {
        type: 'GET_STATE_AND_PROPS',
        requestId,
        componentName: optionalString(payload.componentName),
        id: optionalString(payload.id),
      };
    case EDITOR_MESSAGE.EXECUTE_FUNCTION:
      return parseExecuteFunction(payload, requestId);
    default:
      return null;
  }
}

function parseExecuteFunction(
  payload: Record<string, unknown>,
  requestId: RequestId | null,
): IncomingRequest | null {
  const functionName = payload.functionName;
  if (typeof functionName !== 'string' || functionName === '') return null;
  let args: readonly unknown[];
  if (payload.compressedArgs !== undefined) {
    if (typeof payload.compressedArgs !== 'string') return null;
    const decoded = decompressArgs(payload.compressedArgs);
    if (decoded === null) return null;
    args = decoded;
  } else if (payload.args === undefined) {
    args = [];
  } else if (Array.isArray(payload.args)) {
    args = payload.args;
  } else {
    return null;
  }
  if (!isCallableFunctionName(functionName)) {
    return { type: 'unknownFunction', requestId, functionName };
  }
  const storyboardId =
    functionName === 'initProject' && typeof args[0] === 'string' && args[0] !== ''
      ? args[0]
      : null;
  return { type: 'executeFunction', requestId, functionName, args, storyboardId };
}

/** A reply to a request, correlated by its request id. */
export type Reply =
  | { readonly requestId: RequestId | null; readonly result: unknown }
  | { readonly requestId: RequestId | null; readonly error: string };

/** The successful reply to a request. */
export function makeResult(requestId: RequestId | null, result: unknown): Reply {
  return { requestId, result };
}

/** The failed reply to a request. */
export function makeError(requestId: RequestId | null, error: string): Reply {
  return { requestId, error };
}

/** Error replies to `inspectElement` (visual-editor spec, § 8). */
export const INSPECT_ERRORS = Object.freeze({
  NO_COMPONENT_NAME: 'No component name',
  ELEMENT_NOT_FOUND: 'Could not find element',
  COMPONENT_NOT_FOUND: 'Could not find component',
  NO_COMPONENT_FOUND: 'No component found',
} as const);

/** One of the `inspectElement` error replies. */
export type InspectError = (typeof INSPECT_ERRORS)[keyof typeof INSPECT_ERRORS];

/**
 * The error to reply before any lookup: a component needs a component name, anything else an
 * element id. Null when the request can go ahead.
 */
export function checkInspectRequest(
  request: Extract<IncomingRequest, { type: 'inspectElement' }>,
): InspectError | null {
  if (request.isComponent) return request.componentName ? null : INSPECT_ERRORS.NO_COMPONENT_NAME;
  return request.tempoElementID ? null : INSPECT_ERRORS.ELEMENT_NOT_FOUND;
}

/** The error reply to an `inspectElement` request. */
export function makeInspectError(requestId: RequestId | null, error: InspectError): Reply {
  return makeError(requestId, error);
}
