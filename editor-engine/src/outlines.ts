/**
 * Outline plans (visual-editor spec, § 2 and § 9): which outlines the adapter draws for the hover,
 * the selection (single or multi), the other instances of the selected element, its children and a
 * move target; their labels (`W x H` and the name, `N Elements`), the union box of a
 * multi-selection and the zoom scaling. Colours, z-indexes and sizes are the adapter's
 * (view-constants); the plan names a colour role and an outline kind.
 */
import type { OutlineKind } from './constants.js';
import type { NavTreeSession } from './nav-tree-session.js';
import { selectedKeysOrEmpty, type SelectionState } from './selection.js';
import { ElementKey } from './element-key.js';

/** A rectangle in the adapter's coordinates (what `getBoundingClientRect` gives). */
export interface OutlineBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Which colour of the current set an outline takes (`primary`, `secondary`, `component`). */
export type OutlineColourRole = 'primary' | 'secondary' | 'component';

/** One outline to draw. */
export interface Outline {
  readonly kind: OutlineKind;
  /** The element outlined; null for the union box of a multi-selection and a move target. */
  readonly key: string | null;
  readonly box: OutlineBox;
  readonly colour: OutlineColourRole;
  /** The label: `W x H` and the name for the primary outline, `N Elements` for the union. */
  readonly label: { readonly size: string | null; readonly name: string } | null;
}

/** What the adapter knows about the page, asked per key. */
export interface OutlineLookup {
  /** The element's current box, null when it is not in the page (no outline then). */
  box(key: string): OutlineBox | null;
  /** The element or component name for the label. */
  name(key: string): string;
  isComponent(key: string): boolean;
  /** Other rendered instances of the same codebase id. */
  otherInstances(key: string): readonly string[];
  /** The element's children keys. */
  children(key: string): readonly string[];
  /** The key the storyboard selection stands for (the tree root), null when none. */
  rootKey(): string | null;
}

/** The state the outlines follow. */
export interface OutlineState {
  readonly selection: SelectionState;
  readonly hoveredKey: string | null;
  /** Zoom factor of the canvas (1 = 100 %; from the stored zoom percentage / 100). */
  readonly zoom: number;
  readonly driveMode: boolean;
  readonly aiContext: boolean;
  /** Where a dragged element would land, while dragging. */
  readonly moveBox?: OutlineBox | null;
  /** Draw the children of a single selection (default true). */
  readonly showChildren?: boolean;
  /** Draw the other instances of a single selection (default true). */
  readonly showOtherInstances?: boolean;
}

/** The outlines to draw, in drawing order, and how to scale strokes and labels. */
export interface OutlinePlan {
  readonly outlines: readonly Outline[];
  /**
   * Strokes and labels are multiplied by this (1 / zoom), so they keep their on-screen size
   * when the canvas is zoomed.
   */
  readonly scale: number;
  /** The colour set: the AI-context colours when true. */
  readonly aiContext: boolean;
}

/** `120 x 40`: the label size text of a box (rounded to whole pixels). */
export function sizeLabel(box: OutlineBox): string {
  return `${Math.round(box.width)} x ${Math.round(box.height)}`;
}

/** `3 Elements`. */
export function countLabel(count: number): string {
  return `${count} ${count === 1 ? 'Element' : 'Elements'}`;
}

/** The smallest box holding every box; null for none. */
export function unionBox(boxes: readonly OutlineBox[]): OutlineBox | null {
  if (boxes.length === 0) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.left);
    top = Math.min(top, box.top);
    right = Math.max(right, box.left + box.width);
    bottom = Math.max(bottom, box.top + box.height);
  }
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The outlines for the current state. Drive mode draws none. A single selection gets a
 * labelled primary outline, secondary outlines on its other instances and child outlines on
 * its children; a multi-selection a primary outline per element plus the labelled union box;
 * the hovered element (when not selected) a secondary outline; a move target a move outline.
 * Elements without a box are skipped.
 */
export function planOutlines(state: OutlineState, lookup: OutlineLookup): OutlinePlan {
  const zoom = state.zoom > 0 && Number.isFinite(state.zoom) ? state.zoom : 1;
  const plan = (outlines: Outline[]): OutlinePlan => ({
    outlines,
    scale: 1 / zoom,
    aiContext: state.aiContext,
  });
  if (state.driveMode) return plan([]);
  const outlines: Outline[] = [];
  const colourOf = (key: string): OutlineColourRole =>
    lookup.isComponent(key) ? 'component' : 'primary';
  const add = (kind: OutlineKind, key: string, colour: OutlineColourRole, label: boolean) => {
    const box = lookup.box(key);
    if (box === null) return;
    outlines.push({
      kind,
      key,
      box,
      colour,
      label: label ? { size: sizeLabel(box), name: lookup.name(key) } : null,
    });
  };

  let selected = [...selectedKeysOrEmpty(state.selection)];
  if (state.selection.kind === 'storyboard') {
    const root = lookup.rootKey();
    selected = root === null ? [] : [root];
  }
  const selectedSet = new Set(selected);

  if (state.hoveredKey !== null && !selectedSet.has(state.hoveredKey)) {
    add('secondary', state.hoveredKey, 'secondary', false);
  }
  if (selected.length === 1) {
    const key = selected[0];
    if (state.showChildren !== false) {
      for (const child of lookup.children(key)) add('child', child, 'secondary', false);
    }
    if (state.showOtherInstances !== false) {
      for (const other of lookup.otherInstances(key)) {
        if (other !== key && !selectedSet.has(other)) add('secondary', other, 'secondary', false);
      }
    }
    add('primary', key, colourOf(key), true);
  } else if (selected.length > 1) {
    const boxes: OutlineBox[] = [];
    for (const key of selected) {
      const before = outlines.length;
      add('primary', key, colourOf(key), false);
      if (outlines.length > before) boxes.push(outlines[outlines.length - 1].box);
    }
    const union = unionBox(boxes);
    if (union !== null) {
      outlines.push({
        kind: 'primary',
        key: null,
        box: union,
        colour: 'primary',
        label: { size: null, name: countLabel(selected.length) },
      });
    }
  }
  if (state.moveBox) {
    outlines.push({ kind: 'move', key: null, box: state.moveBox, colour: 'primary', label: null });
  }
  return plan(outlines);
}

/**
 * An `OutlineLookup` over a `NavTreeSession`: names, components, children and other
 * instances (same codebase id) from the tree; boxes from the adapter's `boxOf(handle)`.
 */
export function outlineLookupFromSession<H>(
  session: NavTreeSession<H>,
  boxOf: (handle: H) => OutlineBox | null,
): OutlineLookup {
  return {
    box: (key) => {
      const handle = session.handleOf(key);
      return handle === undefined ? null : boxOf(handle);
    },
    name: (key) => session.node(key)?.name ?? '',
    isComponent: (key) => session.node(key)?.isComponent === true,
    children: (key) => session.node(key)?.children.map((child) => child.tempoElement) ?? [],
    otherInstances: (key) => session.instancesOf(ElementKey.parse(key).codebaseId),
    rootKey: () => session.tree?.tempoElement ?? null,
  };
}
