/**
 * The message protocol between the preview frame and the outer editor (spec § 7): message ids,
 * payload types, parsing of incoming requests, reply builders and the small rules that shape
 * replies (inspection markers, hydration status, selector checks, modifier states).
 *
 * Envelopes:
 * - frame → editor: `{ id: FrameMessageId, ...payload }` (build with `frameMessage`);
 * - editor → frame: `{ id: EditorMessageId, requestId?, payload }` (read with `parseIncoming`);
 * - replies to a request: `{ requestId, result }` or `{ requestId, error }`.
 */
import {
  isTraversal,
  parse as parseCssSelector,
  stringify as stringifyCssSelector,
} from 'css-what';
import LZString from 'lz-string';

import { FORCE_STATE_CLASS_PREFIX } from './constants.js';
import type { NavTreeDiff, NavTreeNode } from './nav-tree.js';

// ---------------------------------------------------------------------------------------------
// Frame → editor

/** Ids of the messages the frame posts to the outer editor. */
export const FRAME_MESSAGE = Object.freeze({
  HOVERED_ELEMENT_KEY: 'HOVERED_ELEMENT_KEY',
  SELECTED_ELEMENT_KEY: 'SELECTED_ELEMENT_KEY',
  MULTI_SELECTED_ELEMENT_KEYS: 'MULTI_SELECTED_ELEMENT_KEYS',
  CONTEXT_REQUESTED: 'CONTEXT_REQUESTED',
  WHEEL_EVENT: 'WHEEL_EVENT',
  NAV_TREE: 'NAV_TREE',
  PROCESSED_CSS_RULES_FOR_ELEMENT: 'PROCESSED_CSS_RULES_FOR_ELEMENT',
  CSS_EVALS_FOR_ELEMENT: 'CSS_EVALS_FOR_ELEMENT',
  ELEMENT_CLASS_LIST: 'ELEMENT_CLASS_LIST',
  KEY_DOWN_EVENT: 'KEY_DOWN_EVENT',
  KEY_UP_EVENT: 'KEY_UP_EVENT',
  MOUSE_MOVE_EVENT: 'MOUSE_MOVE_EVENT',
  DRAG_START_EVENT: 'DRAG_START_EVENT',
  DRAG_END_EVENT: 'DRAG_END_EVENT',
  DRAG_CANCEL_EVENT: 'DRAG_CANCEL_EVENT',
  LATEST_HREF: 'LATEST_HREF',
  LATEST_HYDRATION_ERROR_STATUS: 'LATEST_HYDRATION_ERROR_STATUS',
  START_EDITING_TEXT: 'START_EDITING_TEXT',
  EDITED_TEXT: 'EDITED_TEXT',
  INSTANT_UPDATE_DONE: 'INSTANT_UPDATE_DONE',
  EDIT_DYNAMIC_TEXT: 'EDIT_DYNAMIC_TEXT',
  RULE_MATCHES_ELEMENT: 'RULE_MATCHES_ELEMENT',
} as const);

/** Id of a frame → editor message. */
export type FrameMessageId = (typeof FRAME_MESSAGE)[keyof typeof FRAME_MESSAGE];

/** The mouse drag context recorded at a press (spec § 3). */
export interface DragContext {
  readonly pageX: number;
  readonly pageY: number;
  /** Pointer offset inside the pressed element. */
  readonly offsetX: number;
  readonly offsetY: number;
  readonly parentSelectedElementKey: string | null;
  /** CSS `display` of the selected element's parent. */
  readonly selectedParentDisplay: string | null;
  /** CSS `flex-direction` of the selected element's parent. */
  readonly selectedParentFlexDirection: string | null;
  readonly dragging: boolean;
}

/** A pointer position. */
export interface MousePosition {
  readonly pageX: number;
  readonly pageY: number;
  readonly clientX: number;
  readonly clientY: number;
}

/** A wheel event as forwarded to the editor (it pans and zooms the canvas). */
export interface WheelEventPayload {
  readonly deltaX: number;
  readonly deltaY: number;
  readonly wheelDelta: number;
  readonly x: number;
  readonly y: number;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly metaKey: boolean;
}

/** A key event as forwarded to the editor, with what had the focus. */
export interface KeyEventPayload {
  readonly key: string;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly activeElement: {
    readonly tagName: string;
    readonly isContentEditable: boolean;
    /** The `type` of an input element, null for anything else. */
    readonly inputType: string | null;
  } | null;
}

/** One CSS rule that applies (or could apply) to the selected element. */
export interface CssRuleInfo {
  readonly filename: string;
  readonly selector: string;
  readonly styles: Readonly<Record<string, string>>;
  readonly applied: boolean;
  readonly removable: boolean;
  readonly allowChanges: boolean;
  readonly modifiers: readonly string[];
  readonly inherited: boolean;
  readonly eligibleToApply: boolean;
  readonly cssText: string;
}

/** Status values of the hydration check. */
export type HydrationStatus = 'no_error' | 'error' | 'other_error';

/** An element removed by an instant update, with its parent's key. */
export interface RemovedElementInfo {
  readonly elementKeyRemoved: string;
  readonly outerHTML: string;
}

/** What an instant update did to the page (spec § 3). */
export interface InstantUpdateData {
  readonly newAddedIds?: readonly string[];
  /** Parent element key → the elements removed from it. */
  readonly parentToElementKeysRemoved?: Readonly<Record<string, readonly RemovedElementInfo[]>>;
  readonly addedClass?: string;
  readonly codebaseAddedClass?: string;
}

/** Payload of each frame → editor message, by id. */
export interface FrameMessagePayloads {
  HOVERED_ELEMENT_KEY: { readonly elementKey: string | null };
  /** A cleared selection posts nulls. */
  SELECTED_ELEMENT_KEY: { readonly elementKey: string | null; readonly outerHTML: string | null };
  MULTI_SELECTED_ELEMENT_KEYS: {
    readonly elementKeys: readonly string[];
    readonly outerHTMLs: readonly string[];
  };
  CONTEXT_REQUESTED: MousePosition;
  WHEEL_EVENT: WheelEventPayload;
  /** A whole tree, or a diff against the last tree sent; always with the page's outer HTML. */
  NAV_TREE:
    | { readonly navTree: NavTreeNode; readonly outerHTML: string }
    | { readonly navTreeDiff: NavTreeDiff; readonly outerHTML: string };
  PROCESSED_CSS_RULES_FOR_ELEMENT: {
    readonly elementKey: string;
    readonly cssRules: readonly CssRuleInfo[];
  };
  CSS_EVALS_FOR_ELEMENT: {
    readonly elementKey: string;
    readonly cssEvals: Readonly<Record<string, string>>;
    readonly parentCssEvals: Readonly<Record<string, string>>;
    /** True when the element sits inside a dark-themed ancestor. */
    readonly darkEnabledInParent: boolean;
    readonly classList: readonly string[];
  };
  ELEMENT_CLASS_LIST: { readonly elementKey: string; readonly classList: readonly string[] };
  KEY_DOWN_EVENT: KeyEventPayload;
  KEY_UP_EVENT: KeyEventPayload;
  MOUSE_MOVE_EVENT: MousePosition;
  /** `dragContext` is the context as recorded at the press, before it is moved off-screen. */
  DRAG_START_EVENT: { readonly event: MousePosition | null; readonly dragContext: DragContext };
  DRAG_END_EVENT: { readonly event: MousePosition | null };
  DRAG_CANCEL_EVENT: { readonly event: MousePosition | null };
  LATEST_HREF: { readonly href: string };
  LATEST_HYDRATION_ERROR_STATUS: {
    readonly status: HydrationStatus;
    readonly errorDescr: string | null;
    readonly errorLabel: string | null;
    readonly errorBody: string | null;
  };
  START_EDITING_TEXT: { readonly elementKey: string; readonly oldText: string };
  EDITED_TEXT: { readonly elementKey: string; readonly newText: string; readonly oldText: string };
  INSTANT_UPDATE_DONE: {
    /** The change item in its serialised (JSON) form. */
    readonly changeItem: unknown;
    readonly instantUpdateData: InstantUpdateData;
    readonly instantUpdateSuccessful: boolean;
  };
  EDIT_DYNAMIC_TEXT: { readonly elementKey: string };
  /** The answer to `ruleMatchesElement`. */
  RULE_MATCHES_ELEMENT: {
    readonly selector: string;
    readonly elementKey: string;
    readonly matches: boolean;
  };
}

/** A frame → editor message: its id and its payload fields side by side. */
export type FrameMessage<K extends FrameMessageId = FrameMessageId> = {
  [I in K]: { readonly id: I } & FrameMessagePayloads[I];
}[K];

/** Builds a frame → editor message. */
export function frameMessage<K extends FrameMessageId>(
  id: K,
  payload: FrameMessagePayloads[K],
): FrameMessage<K> {
  return { id, ...payload } as FrameMessage<K>;
}

// ---------------------------------------------------------------------------------------------
// Editor → frame

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

/** The functions the outer editor may call in the frame (spec § 7). */
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
 * with lz-string's `compressToBase64` (plain ASCII, so it survives any transport and log).
 * The outer editor must use this helper so both sides agree on the variant.
 */
export function compressArgs(args: readonly unknown[]): string {
  return LZString.compressToBase64(JSON.stringify(args));
}

/** Reverses `compressArgs`; null when the text does not decode to a JSON array. */
export function decompressArgs(compressed: string): unknown[] | null {
  try {
    const json = LZString.decompressFromBase64(compressed);
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

/** Error replies to `inspectElement` (spec § 8). */
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

// ---------------------------------------------------------------------------------------------
// Inspection, hydration, selectors, modifiers

/** Marker that replaces an object value in a state-and-props reply. */
export const TEMPO_OBJECT_TYPE = 'TEMPO_OBJECT_TYPE';
/** Marker that replaces a function value in a state-and-props reply. */
export const TEMPO_FUNCTION_TYPE = 'TEMPO_FUNCTION_TYPE';

function inspectionLeaf(value: unknown): unknown {
  if (typeof value === 'function') return TEMPO_FUNCTION_TYPE;
  if (typeof value === 'object' && value !== null) return TEMPO_OBJECT_TYPE;
  if (typeof value === 'symbol' || typeof value === 'bigint') return String(value);
  return value;
}

/**
 * Makes props or state safe to post: a record or array keeps its entries, but each entry that
 * is an object (arrays included) becomes `TEMPO_OBJECT_TYPE` and each function
 * `TEMPO_FUNCTION_TYPE`. A top-level function becomes the function marker; primitives are
 * kept (symbols and bigints as their text, which messages cannot carry otherwise).
 */
export function serializeForInspection(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inspectionLeaf);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(value)) out[name] = inspectionLeaf(entry);
    return out;
  }
  return inspectionLeaf(value);
}

/** The state-and-props reply, with values made safe by `serializeForInspection`. */
export function makeStateAndPropsReply(
  requestId: RequestId | null,
  reply: { readonly id: string; readonly props: unknown; readonly state: unknown },
): Reply {
  return makeResult(requestId, {
    id: reply.id,
    props: serializeForInspection(reply.props),
    state: serializeForInspection(reply.state),
  });
}

/**
 * Hydration status from an error description: `error` if it contains 'Hydration failed',
 * `other_error` for any other description, `no_error` when there is none (or it is blank).
 */
export function classifyHydrationError(description: string | null | undefined): HydrationStatus {
  if (description == null || description.trim() === '') return 'no_error';
  return description.includes('Hydration failed') ? 'error' : 'other_error';
}

/** The LATEST_HYDRATION_ERROR_STATUS message for an error description (or none). */
export function hydrationStatusMessage(
  description: string | null | undefined,
  label: string | null = null,
  body: string | null = null,
): FrameMessage<'LATEST_HYDRATION_ERROR_STATUS'> {
  const status = classifyHydrationError(description);
  return frameMessage(FRAME_MESSAGE.LATEST_HYDRATION_ERROR_STATUS, {
    status,
    errorDescr: status === 'no_error' ? null : (description ?? null),
    errorLabel: status === 'no_error' ? null : label,
    errorBody: status === 'no_error' ? null : body,
  });
}

function parseSelectorList(selector: string): ReturnType<typeof parseCssSelector> | null {
  if (typeof selector !== 'string' || selector.trim() === '') return null;
  try {
    const list = parseCssSelector(selector);
    // css-what tolerates a dangling combinator ('div >', '> a'); a browser does not.
    const complete = (tokens: (typeof list)[number]): boolean =>
      tokens.length > 0 && !isTraversal(tokens[0]) && !isTraversal(tokens[tokens.length - 1]);
    return list.length > 0 && list.every(complete) ? list : null;
  } catch {
    return null;
  }
}

/**
 * Syntax check of a CSS selector with the css-what parser, plus the rule that a selector may
 * not start or end with a combinator. The adapter also asks the browser (spec § 5: valid only
 * if both accept it); this is the DOM-free half. A parse failure gives false, never an
 * exception.
 */
export function isValidSelector(selector: string): boolean {
  return parseSelectorList(selector) !== null;
}

/**
 * Whether two selectors are the same selector once normalised by the parser (whitespace,
 * quoting). Any selector that contains a comma is rejected (false), as are invalid ones.
 */
export function selectorsMatchForComparison(a: string, b: string): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  if (a.includes(',') || b.includes(',')) return false;
  const left = parseSelectorList(a);
  const right = parseSelectorList(b);
  if (left === null || right === null) return false;
  return stringifyCssSelector(left) === stringifyCssSelector(right);
}

/** Modifier states a styling rule may target directly (spec § 5). */
export const MODIFIER_STATES = [
  'hover',
  'required',
  'focus',
  'active',
  'invalid',
  'disabled',
] as const;

/** One of `MODIFIER_STATES`. */
export type ModifierState = (typeof MODIFIER_STATES)[number];

/** True for one of `MODIFIER_STATES`. */
export function isModifierState(value: unknown): value is ModifierState {
  return typeof value === 'string' && (MODIFIER_STATES as readonly string[]).includes(value);
}

/**
 * The class that forces a pseudo-state modifier on the selected element:
 * `arb89-force-{modifier}`, with characters other than letters, digits, `_` and `-` (and a
 * leading colon) turned into hyphens so the result is always one class name.
 */
export function forceStateClass(modifier: string): string {
  let name = '';
  const bare = modifier.replace(/^:+/, '');
  for (const ch of bare) name += /[A-Za-z0-9_-]/.test(ch) ? ch : '-';
  return FORCE_STATE_CLASS_PREFIX + name;
}
