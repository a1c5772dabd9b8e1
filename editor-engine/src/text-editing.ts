/**
 * In-place text editing (visual-editor spec, § 4 and § 5): which elements may be edited as
 * static text, and the start / commit / cancel transitions with the messages they post.
 */
import type { SnapshotNode } from './nav-tree.js';
import { FRAME_MESSAGE, frameMessage, type FrameMessage } from './protocol.js';

/**
 * How an element's text can be edited:
 * - `static`: text only, no element children, and the text is a literal of the source;
 * - `dynamic`: text only, but computed (show the 'Edit Dynamic Text' button instead);
 * - `none`: element children, or no text at all.
 */
export type TextEditMode = 'static' | 'dynamic' | 'none';

function isLiteral(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number';
}

/**
 * The text edit mode of a snapshot node. The text is dynamic when the adapter says so
 * (`dynamicText: true`), or when the node's props are known and their `children` is not one
 * literal (a string or number): an array such as `['Hello ', name]`, or no children prop
 * while text is shown. Whitespace-only text counts as no text.
 */
export function textEditMode(node: SnapshotNode): TextEditMode {
  if (node.children.length > 0) return 'none';
  const text = node.text;
  if (text === undefined || text.trim() === '') return 'none';
  if (node.dynamicText === true) return 'dynamic';
  if (node.props !== undefined && !isLiteral(node.props.children)) return 'dynamic';
  return 'static';
}

/** Static text content: a text-only node without element children whose text is a literal. */
export function canEditTextStatically(node: SnapshotNode): boolean {
  return textEditMode(node) === 'static';
}

/** Whether the 'Edit Dynamic Text' button is shown for this node. */
export function showsEditDynamicTextButton(node: SnapshotNode): boolean {
  return textEditMode(node) === 'dynamic';
}

/** The message the 'Edit Dynamic Text' button posts. */
export function editDynamicTextMessage(elementKey: string): FrameMessage<'EDIT_DYNAMIC_TEXT'> {
  return frameMessage(FRAME_MESSAGE.EDIT_DYNAMIC_TEXT, { elementKey });
}

/** Whether a text editing session is active, and on what. */
export type TextEditingState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'editing'; readonly elementKey: string; readonly oldText: string };

/** No editing session. */
export const TEXT_EDITING_IDLE: TextEditingState = Object.freeze({ kind: 'idle' });

/** Result of a text editing transition: the next state and the messages to post, in order. */
export interface TextEditingStep {
  readonly state: TextEditingState;
  readonly messages: readonly FrameMessage<'START_EDITING_TEXT' | 'EDITED_TEXT'>[];
}

/**
 * Starts editing `elementKey` (the adapter makes it editable as plain text only) and posts
 * START_EDITING_TEXT with the key and the old text. Ignored while a session is active: the
 * current session must be committed or cancelled first.
 */
export function startTextEditing(
  state: TextEditingState,
  elementKey: string,
  oldText: string,
): TextEditingStep {
  if (state.kind === 'editing') return { state, messages: [] };
  return {
    state: { kind: 'editing', elementKey, oldText },
    messages: [frameMessage(FRAME_MESSAGE.START_EDITING_TEXT, { elementKey, oldText })],
  };
}

/**
 * Commits the session (on blur, or a click elsewhere): posts EDITED_TEXT with the key, the
 * new text and the old text, and editing ends. The message is posted even when the text did
 * not change; the outer editor decides whether that is a change. Ignored when idle.
 */
export function commitTextEditing(state: TextEditingState, newText: string): TextEditingStep {
  if (state.kind === 'idle') return { state, messages: [] };
  const { elementKey, oldText } = state;
  return {
    state: TEXT_EDITING_IDLE,
    messages: [frameMessage(FRAME_MESSAGE.EDITED_TEXT, { elementKey, newText, oldText })],
  };
}

/**
 * Abandons the session without posting anything; `restoreText` is the text the adapter puts
 * back (null when idle).
 */
export function cancelTextEditing(
  state: TextEditingState,
): TextEditingStep & { readonly restoreText: string | null } {
  if (state.kind === 'idle') return { state, messages: [], restoreText: null };
  return { state: TEXT_EDITING_IDLE, messages: [], restoreText: state.oldText };
}
