/**
 * The payload shapes outer editors written for the existing protocol expect
 * (shared/design/outer-editor-protocol.md). The frame builds its own messages (flat payloads,
 * tree diffs, chunked trees); until the outer editor opts in at `initProject` (its options
 * object carries `EXTENDED_MESSAGES_OPTION: true`), each is translated here before it is sent.
 */
import { FRAME_MESSAGE, type FrameMessage } from './protocol-frame.js';

/** The `initProject` option by which an outer editor asks for the frame's own message shapes. */
export const EXTENDED_MESSAGES_OPTION = 'tradiehubExtendedMessages';

/** Index of the options object (`{driveModeEnabled, aiContextSelection}`) in initProject's args. */
export const INIT_PROJECT_OPTIONS_ARG = 4;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether initProject's arguments opt in to the frame's own message shapes. */
export function wantsExtendedMessages(initProjectArgs: readonly unknown[]): boolean {
  const options = initProjectArgs[INIT_PROJECT_OPTIONS_ARG];
  return isRecord(options) && options[EXTENDED_MESSAGES_OPTION] === true;
}

/** What the existing shapes need that the frame's own messages do not carry. */
export interface LegacyHints {
  /** The selection answers the editor's own request: echoed with `doNotSetElementKey(s)`. */
  readonly fromEditor?: boolean;
  /** DRAG_START_EVENT: the dragged element's outer HTML. */
  readonly outerHTML?: string | null;
}

/** A message in the existing protocol's shape. */
export type LegacyMessage = { readonly id: string } & Readonly<Record<string, unknown>>;

/** Fields with a null value left out (the existing protocol omits what it does not have). */
function present(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));
}

const NO_MULTI_SELECTION: LegacyMessage = {
  id: FRAME_MESSAGE.MULTI_SELECTED_ELEMENT_KEYS,
  elementKeys: [],
  outerHTMLs: [],
};

/**
 * The messages an editor of the existing protocol gets for one of the frame's messages (none
 * for a tree diff, a tree chunk or the page's HTML alone: such an editor gets whole trees).
 */
export function toLegacyMessages(message: FrameMessage, hints: LegacyHints = {}): LegacyMessage[] {
  const { id } = message;
  switch (message.id) {
    case FRAME_MESSAGE.SELECTED_ELEMENT_KEY:
      if (hints.fromEditor) return [{ id, doNotSetElementKey: true, outerHTML: message.outerHTML }];
      // A plain single selection clears the multi-selection first.
      return [
        NO_MULTI_SELECTION,
        { id, elementKey: message.elementKey, outerHTML: message.outerHTML },
      ];
    case FRAME_MESSAGE.MULTI_SELECTED_ELEMENT_KEYS:
      return hints.fromEditor
        ? [{ id, doNotSetElementKeys: true, outerHTMLs: message.outerHTMLs }]
        : [{ id, elementKeys: message.elementKeys, outerHTMLs: message.outerHTMLs }];
    case FRAME_MESSAGE.CONTEXT_REQUESTED:
      return [{ id, event: { clientX: message.clientX, clientY: message.clientY } }];
    case FRAME_MESSAGE.WHEEL_EVENT:
    case FRAME_MESSAGE.MOUSE_MOVE_EVENT: {
      const { id: _id, ...event } = message;
      return [{ id, event }];
    }
    case FRAME_MESSAGE.KEY_DOWN_EVENT:
    case FRAME_MESSAGE.KEY_UP_EVENT: {
      const { key, metaKey, shiftKey, ctrlKey, activeElement: active } = message;
      const activeElement = active && {
        tagName: active.tagName,
        isContentEditable: active.isContentEditable,
        elementType: active.inputType,
      };
      return [{ id, event: { key, metaKey, shiftKey, ctrlKey, activeElement } }];
    }
    case FRAME_MESSAGE.NAV_TREE:
      return 'navTree' in message
        ? [{ id, navTree: message.navTree, outerHtml: message.outerHTML }]
        : [];
    case FRAME_MESSAGE.PROCESSED_CSS_RULES_FOR_ELEMENT:
      return [{ id, processedCssRules: message.cssRules }];
    case FRAME_MESSAGE.CSS_EVALS_FOR_ELEMENT: {
      const parent = {
        display: message.parentCssEvals.display,
        'flex-direction': message.parentCssEvals['flex-direction'],
        darkEnabledInParent: message.darkEnabledInParent,
      };
      return [{ id, cssEvals: { ...message.cssEvals, parent } }];
    }
    case FRAME_MESSAGE.ELEMENT_CLASS_LIST:
      return [{ id, classList: message.classList }];
    case FRAME_MESSAGE.DRAG_START_EVENT:
      return [{ id, event: message.dragContext, outerHTML: hints.outerHTML ?? null }];
    case FRAME_MESSAGE.DRAG_END_EVENT:
    case FRAME_MESSAGE.DRAG_CANCEL_EVENT:
      return [{ id, event: {} }];
    case FRAME_MESSAGE.LATEST_HYDRATION_ERROR_STATUS: {
      const { status, errorDescr, errorLabel, errorBody } = message;
      return [{ id, status, ...present({ errorDescr, errorLabel, errorBody }) }];
    }
    case FRAME_MESSAGE.START_EDITING_TEXT:
      return [{ id, data: { key: message.elementKey, oldText: message.oldText } }];
    case FRAME_MESSAGE.EDITED_TEXT: {
      const { elementKey: key, newText, oldText } = message;
      return [{ id, data: { key, newText, oldText } }];
    }
    case FRAME_MESSAGE.HOVERED_ELEMENT_KEY:
    case FRAME_MESSAGE.LATEST_HREF:
    case FRAME_MESSAGE.INSTANT_UPDATE_DONE:
    case FRAME_MESSAGE.EDIT_DYNAMIC_TEXT:
    case FRAME_MESSAGE.COMPONENT_PREVIEW_ERROR:
      return [message];
  }
}
