/**
 * Frame → editor messages (visual-editor spec, § 7): ids, payload shapes, and the envelope
 * `{ id: FrameMessageId, ...payload }` built by `frameMessage`.
 */
import type { Breakpoint } from './constants.js';
import type { NavTreeChunk, NavTreeDiff, NavTreeNode } from './nav-tree-types.js';

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
  COMPONENT_PREVIEW_ERROR: 'COMPONENT_PREVIEW_ERROR',
} as const);

/** Id of a frame → editor message. */
export type FrameMessageId = (typeof FRAME_MESSAGE)[keyof typeof FRAME_MESSAGE];

/** The mouse drag context recorded at a press (visual-editor spec, § 3). */
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
  /**
   * Additions an old outer editor ignores: the breakpoint the rule's media names (sm…2xl),
   * whether it is a dark-mode rule, the states it needs (`hover`…), and the specificity of
   * its most specific selector that matches the element.
   */
  readonly breakpoint?: Breakpoint | null;
  readonly dark?: boolean;
  readonly states?: readonly string[];
  readonly specificity?: readonly [number, number, number];
}

/** Status values of the hydration check. */
export type HydrationStatus = 'no_error' | 'error' | 'other_error';

/** An element removed by an instant update, with its parent's key. */
export interface RemovedElementInfo {
  readonly elementKeyRemoved: string;
  readonly outerHTML: string;
}

/** What an instant update did to the page (visual-editor spec, § 3). */
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
  /**
   * A whole tree with the page's outer HTML; a diff against the last tree sent; a large whole
   * tree in chunks; or the page's outer HTML alone (after chunks, and once after a burst of
   * diffs).
   */
  NAV_TREE:
    | { readonly navTree: NavTreeNode; readonly outerHTML: string }
    | { readonly navTreeDiff: NavTreeDiff }
    /** A large whole tree in pieces of its JSON text; the page's HTML follows on its own. */
    | { readonly navTreeChunk: NavTreeChunk }
    | { readonly outerHTML: string };
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
    /** Previous → current codebase id over every remap the frame has seen (a→b, b→c: a→c). */
    readonly prevIdToNewIdMap: Readonly<Record<string, string>>;
  };
  EDIT_DYNAMIC_TEXT: { readonly elementKey: string };
  /** The answer to `captureComponentPreview`: this frame draws no images (docs/decisions.md). */
  COMPONENT_PREVIEW_ERROR: {
    readonly componentKey: string | null;
    readonly codebaseId: string | null;
    readonly storyboardId: string;
    readonly canvasId: string | null;
    readonly error: string;
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
  return { id, ...payload };
}
