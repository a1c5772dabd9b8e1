/**
 * View-only constants of the frame layer (visual-editor spec, § 9): how outlines, labels and the
 * edit button look. They moved here from editor-engine, which keeps the rules (which outline of
 * which kind, where) but not the drawing.
 */
import type { OutlineKind } from 'editor-engine';

/**
 * Stacking order: the outline layer sits above any page content, and within it the move target
 * over the primary over secondaries over children (visual-editor spec, § 9).
 */
export const OUTLINE_Z_INDEX: Readonly<Record<OutlineKind | 'layer', number>> = Object.freeze({
  child: 2000000000,
  secondary: 2000000001,
  primary: 2000000002,
  move: 2000000003,
  layer: 2000000004,
});

/** Outline colours without an AI context. */
export const OUTLINE_COLOURS = Object.freeze({
  primary: '#4597F7',
  secondary: '#4597F7',
  component: '#6183e4',
} as const);

/** Outline colours while an AI context is active. */
export const AI_CONTEXT_OUTLINE_COLOURS = Object.freeze({
  primary: '#6858f5',
  secondary: '#6858f5',
  component: '#5246C2',
} as const);

/** The colour set to draw with, depending on whether an AI context is active. */
export function outlineColours(
  aiContextActive: boolean,
): typeof OUTLINE_COLOURS | typeof AI_CONTEXT_OUTLINE_COLOURS {
  return aiContextActive ? AI_CONTEXT_OUTLINE_COLOURS : OUTLINE_COLOURS;
}

/** Height of the floating outline label. */
export const FLOATING_LABEL_HEIGHT_PX = 38;

/** Size of the 'Edit Dynamic Text' button icon. */
export const EDIT_BUTTON_ICON_PX = 22;
