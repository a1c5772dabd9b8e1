import { expect } from '@playwright/test';
import { CALLABLE_FUNCTIONS } from 'editor-engine';
import type { ProtocolEditor } from './protocol-page.ts';

// Which browser test calls which of the frame's callable functions. Each test checks that it
// called exactly its list; callable-view.e2e.ts checks that the lists together name every
// function of CALLABLE_FUNCTIONS, so a new callable function without a browser test fails.

/** Selection, inspection and view (callable-view.e2e.ts). */
export const VIEW_CALLS = [
  'initProject',
  'setSelectedElement',
  'setAiContext',
  'setZoomPerc',
  'setNewLookups',
  'updateOutlines',
  'setHoveredElement',
  'clearHoveredOutlines',
  'enableDriveMode',
  'disableDriveMode',
  'setMultiselectedElementKeys',
  'processRulesForSelectedElement',
  'setModifiersForSelectedElement',
  'getCssEvals',
  'ruleMatchesElement',
  'getElementClassList',
  'updateCodebaseIds',
  'dispatchEvent',
  'captureComponentPreview',
  'checkIfHydrationError',
] as const;

/** Drag, temporary moves, changes, the flush and navigation (callable-drag.e2e.ts). */
export const DRAG_CALLS = [
  'initProject',
  'setSelectedElement',
  'syntheticMouseOver',
  'syntheticMouseMove',
  'syntheticMouseUp',
  'triggerDragStart',
  'triggerDragCancel',
  'tempMoveElement',
  'tempAddDiv',
  'tempMoveToNewParent',
  'setIsFlushing',
  'applyChangeItemToDocument',
  'goBack',
  'goForward',
  'refresh',
] as const;

/** The test called exactly the functions of its list (each at least once). */
export async function expectCalledExactly(
  editor: ProtocolEditor,
  list: readonly string[],
): Promise<void> {
  const called = [...new Set(await editor.called())].sort();
  expect(called).toEqual([...list].sort());
}

/** The functions the browser tests call together, against the frame's own list. */
export function expectEveryFunctionCovered(): void {
  const covered = [...new Set([...VIEW_CALLS, ...DRAG_CALLS])].sort();
  expect(covered).toEqual([...CALLABLE_FUNCTIONS].sort());
}
