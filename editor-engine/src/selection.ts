/**
 * Selection and hover rules (visual-editor spec, § 4, § 5 and § 8). Everything is a pure function
 * of the current selection and of the pointer input, given as the chain of tagged element keys from
 * the node under the pointer up to the root (the adapter computes it from the DOM). Keys are
 * element keys in string form.
 */
import { ElementKey } from './element-key.js';
import { FRAME_MESSAGE, frameMessage, type FrameMessage } from './protocol.js';

/** What is selected: nothing, one element, several siblings, or a storyboard. */
export type SelectionState =
  | { readonly kind: 'none' }
  | { readonly kind: 'single'; readonly key: string }
  /** Two or more sibling keys, in the order they were added. */
  | { readonly kind: 'multi'; readonly keys: readonly string[] }
  | { readonly kind: 'storyboard'; readonly storyboardId: string };

/** Nothing selected. */
export const NO_SELECTION: SelectionState = Object.freeze({ kind: 'none' });

/** Message of the error thrown when a selection check runs with nothing selected. */
export const NOTHING_SELECTED_ERROR = 'Internal error: selection check with nothing selected';

/** The pointer over the page. */
export interface PointerInput {
  /** Tagged element keys from the node under the pointer up to the root, nearest first. */
  readonly chain: readonly string[];
  readonly shiftKey?: boolean;
  readonly metaKey?: boolean;
  readonly ctrlKey?: boolean;
}

/** The selection made of the given keys: none, single, or multi (duplicates dropped). */
export function selectionOf(keys: readonly string[] | null | undefined): SelectionState {
  const unique = [...new Set((keys ?? []).filter((key) => key !== ''))];
  if (unique.length === 0) return NO_SELECTION;
  if (unique.length === 1) return selectKey(unique[0]);
  return { kind: 'multi', keys: unique };
}

/**
 * The selection for one key as the outer editor sets it: a storyboard key selects the
 * storyboard, an empty or null key clears the selection.
 */
export function selectKey(key: string | null | undefined): SelectionState {
  if (!key) return NO_SELECTION;
  const parsed = ElementKey.parse(key);
  if (parsed.isStoryboard()) return { kind: 'storyboard', storyboardId: parsed.storyboardId };
  return { kind: 'single', key };
}

/**
 * The selected keys (the storyboard key for a storyboard selection).
 * @throws Error `NOTHING_SELECTED_ERROR` when nothing is selected (visual-editor spec, § 8).
 */
export function selectedKeys(state: SelectionState): readonly string[] {
  switch (state.kind) {
    case 'none':
      throw new Error(NOTHING_SELECTED_ERROR);
    case 'single':
      return [state.key];
    case 'multi':
      return state.keys;
    case 'storyboard':
      return [ElementKey.forStoryboard(state.storyboardId).toString()];
  }
}

/** The selected keys, or an empty list when nothing is selected. */
export function selectedKeysOrEmpty(state: SelectionState): readonly string[] {
  return state.kind === 'none' ? [] : selectedKeys(state);
}

/**
 * Whether `key` may join the selection: it is a sibling of the selected element(s).
 * @throws Error `NOTHING_SELECTED_ERROR` when nothing is selected.
 */
export function isSiblingOfSelection(state: SelectionState, key: string): boolean {
  const candidate = ElementKey.parse(key);
  return selectedKeys(state).every((selected) => candidate.isSiblingOf(ElementKey.parse(selected)));
}

/** Hover and click handling are ignored while alt is held, in drive mode, or while editing text. */
export function shouldIgnorePointer(flags: {
  readonly altHeld: boolean;
  readonly driveMode: boolean;
  readonly textEditing: boolean;
}): boolean {
  return flags.altHeld || flags.driveMode || flags.textEditing;
}

/** Whether two multi-selections differ as sets (order and duplicates do not count). */
export function multiSelectionChanged(
  a: readonly string[] | null | undefined,
  b: readonly string[] | null | undefined,
): boolean {
  const left = new Set(a ?? []);
  const right = new Set(b ?? []);
  if (left.size !== right.size) return true;
  for (const key of left) if (!right.has(key)) return true;
  return false;
}

// The parent path of `path` is a segment-wise prefix of (or equal to) `reference`; a top-level
// path (no parent) qualifies for every reference.
function parentPathCovers(path: string, reference: string): boolean {
  const at = path.lastIndexOf('-');
  if (at < 0) return true;
  const parent = path.slice(0, at);
  return reference === parent || reference.startsWith(parent + '-');
}

function referencePaths(state: SelectionState): ElementKey[] {
  if (state.kind === 'none') return [];
  // The storyboard key (path 0) stands for the root element: its level is the root's.
  return selectedKeys(state).map((key) => ElementKey.parse(key));
}

/**
 * Drill-down: the element a click would select.
 * - exact (meta or ctrl): the nearest tagged element under the pointer;
 * - nothing selected: the top-most tagged ancestor (the last key of the chain);
 * - otherwise the deepest key of the chain whose parent is the selection's parent or one of
 *   its ancestors, or the selection itself. That is the selection, a sibling, an ancestor, a
 *   sibling of an ancestor, or, for a click inside the selection, the tagged level just below
 *   it (one level per click). With a storyboard selected, the first level below the root.
 * Keys of another storyboard fall back to the top-most ancestor. Null for an empty chain.
 */
export function resolveTarget(
  state: SelectionState,
  chain: readonly string[],
  exact = false,
): string | null {
  if (chain.length === 0) return null;
  if (exact) return chain[0];
  const references = referencePaths(state);
  if (references.length > 0) {
    for (const key of chain) {
      const candidate = ElementKey.parse(key);
      if (candidate.isEmpty()) continue;
      for (const reference of references) {
        if (
          reference.storyboardId === candidate.storyboardId &&
          parentPathCovers(candidate.uniquePath, reference.uniquePath) &&
          // the storyboard key has the root's path but stands above the root
          !(reference.isStoryboard() && candidate.uniquePath === reference.uniquePath)
        ) {
          return key;
        }
      }
    }
  }
  return chain[chain.length - 1];
}

/** The element the pointer hovers: what a click would select; null when nothing matches. */
export function hoverTarget(state: SelectionState, input: PointerInput): string | null {
  return resolveTarget(state, input.chain, input.metaKey === true || input.ctrlKey === true);
}

/** Result of a click. */
export interface ClickResult {
  readonly state: SelectionState;
  /** The key to start editing text on (the click hit the selected editable-text element). */
  readonly startTextEditing: string | null;
  /** Whether the selection differs from before. */
  readonly changed: boolean;
}

function sameSelection(a: SelectionState, b: SelectionState): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'none':
      return true;
    case 'single':
      return a.key === (b as typeof a).key;
    case 'storyboard':
      return a.storyboardId === (b as typeof a).storyboardId;
    case 'multi': {
      const other = (b as typeof a).keys;
      return a.keys.length === other.length && a.keys.every((key, i) => key === other[i]);
    }
  }
}

function shiftClick(state: SelectionState, chain: readonly string[]): SelectionState {
  if (state.kind === 'storyboard') return state;
  const selected = selectedKeys(state);
  for (const key of chain) {
    if (selected.includes(key)) return selectionOf(selected.filter((k) => k !== key));
    if (isSiblingOfSelection(state, key)) return selectionOf([...selected, key]);
  }
  return state; // nothing in reach is a sibling: ignored
}

/**
 * A click (the adapter has already applied `shouldIgnorePointer`).
 * - meta / ctrl: selects the exact element under the pointer;
 * - shift with a selection: toggles the nearest key of the chain that is selected or a sibling
 *   of the selection; anything else is ignored; one key left makes it a single selection;
 * - otherwise the drill-down target of `resolveTarget` (shift with nothing selected too).
 * Clicking the selected element again, when `isEditableText` says it is editable text, starts
 * text editing and keeps the selection. An empty chain leaves the selection as it is.
 */
export function click(
  state: SelectionState,
  input: PointerInput,
  isEditableText: (key: string) => boolean = () => false,
): ClickResult {
  const exact = input.metaKey === true || input.ctrlKey === true;
  let next: SelectionState;
  if (input.shiftKey === true && !exact && state.kind !== 'none') {
    next = shiftClick(state, input.chain);
  } else {
    const target = resolveTarget(state, input.chain, exact);
    if (target === null) return { state, startTextEditing: null, changed: false };
    if (state.kind === 'single' && state.key === target && isEditableText(target)) {
      return { state, startTextEditing: target, changed: false };
    }
    next = selectKey(target);
  }
  const changed = !sameSelection(state, next);
  return { state: changed ? next : state, startTextEditing: null, changed };
}

/**
 * The messages a selection change posts to the outer editor: SELECTED_ELEMENT_KEY with the
 * outer HTML of a new single (or storyboard) selection, nulls when cleared;
 * MULTI_SELECTED_ELEMENT_KEYS when the multi-selection set actually differs. `outerHTMLOf`
 * reads the page (adapter side).
 */
export function selectionChangeMessages(
  prev: SelectionState,
  next: SelectionState,
  outerHTMLOf: (key: string) => string | null,
): FrameMessage<'SELECTED_ELEMENT_KEY' | 'MULTI_SELECTED_ELEMENT_KEYS'>[] {
  if (sameSelection(prev, next)) return [];
  if (next.kind === 'multi') {
    if (prev.kind === 'multi' && !multiSelectionChanged(prev.keys, next.keys)) return [];
    return [
      frameMessage(FRAME_MESSAGE.MULTI_SELECTED_ELEMENT_KEYS, {
        elementKeys: next.keys,
        outerHTMLs: next.keys.map((key) => outerHTMLOf(key) ?? ''),
      }),
    ];
  }
  if (next.kind === 'none') {
    return [
      frameMessage(FRAME_MESSAGE.SELECTED_ELEMENT_KEY, { elementKey: null, outerHTML: null }),
    ];
  }
  const key = selectedKeys(next)[0];
  return [
    frameMessage(FRAME_MESSAGE.SELECTED_ELEMENT_KEY, {
      elementKey: key,
      outerHTML: outerHTMLOf(key),
    }),
  ];
}
