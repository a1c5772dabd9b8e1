/** The functions the outer editor may call in the frame, each to the part it asks. */
import {
  ElementKey,
  FRAME_MESSAGE,
  INIT_PROJECT_OPTIONS_ARG,
  frameMessage,
  mergeLookups,
  multiSelectionChanged,
  selectKey,
  selectedKeysOrEmpty,
  selectionOf,
  wantsExtendedMessages,
  type CallableFunctionName,
} from 'editor-engine';
import type { LayerHub } from './layer-hub.js';

export type CallableFunctions = Record<CallableFunctionName, (...args: unknown[]) => unknown>;

/** A string argument from the editor (anything else is an empty string). */
function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function keyArg(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A new session, as `initProject(port, sb, treeElementLookup, scopeLookup,
 * storyboardComponentElement?, options?, …)` is called: the lookups and the options' drive
 * mode and AI context are taken, and an editor that opts in gets the frame's own message
 * shapes (the whole tree, then diffs) from here on.
 */
async function initProject(hub: LayerHub, args: readonly unknown[]): Promise<boolean> {
  const [storyboardId, element, scope] = args;
  const options = args[INIT_PROJECT_OPTIONS_ARG];
  hub.messaging.extended = wantsExtendedMessages(args);
  if (isRecord(element) || isRecord(scope)) {
    hub.lookups = {
      element: isRecord(element) ? { ...element } : hub.lookups.element,
      scope: isRecord(scope) ? { ...scope } : hub.lookups.scope,
    };
  }
  if (isRecord(options)) {
    if (typeof options.driveModeEnabled === 'boolean') {
      hub.view.setDriveMode(options.driveModeEnabled);
    }
    if (typeof options.aiContextSelection === 'boolean') {
      hub.view.setAiContext(options.aiContextSelection);
    }
  }
  hub.tree.newSession(keyArg(storyboardId));
  await hub.tree.rebuild();
  hub.post(frameMessage(FRAME_MESSAGE.LATEST_HREF, { href: hub.win.location.href }));
  hub.errors.check();
  return true;
}

/** A rule as the editor names it: its selector text (or a rule object's `selector`). */
function selectorOf(rule: unknown): string {
  return isRecord(rule) ? text(rule.selector) : text(rule);
}

export function callableFunctions(hub: LayerHub): CallableFunctions {
  const { view, drag, inspection, changes, win, doc } = hub;
  return {
    initProject: (...args) => initProject(hub, args),
    setNewLookups: (element, scope) => {
      const { lookups } = hub;
      hub.lookups = {
        element: mergeLookups(lookups.element, (element ?? {}) as Record<string, unknown>),
        scope: mergeLookups(lookups.scope, (scope ?? {}) as Record<string, unknown>),
      };
      return true;
    },
    updateCodebaseIds: () => {
      hub.tree.scheduleRebuild(0, true);
      return true;
    },
    enableDriveMode: () => view.setDriveMode(true),
    disableDriveMode: () => view.setDriveMode(false),
    setHoveredElement: (key) => view.setHovered(keyArg(key), false),
    setSelectedElement: (key) => view.selectFromEditor(selectKey(keyArg(key))),
    setMultiselectedElementKeys: (keys) => {
      const next = selectionOf(strings(keys));
      const prev = selectedKeysOrEmpty(view.selection);
      if (!multiSelectionChanged(prev, selectedKeysOrEmpty(next))) return false;
      return view.selectFromEditor(next);
    },
    processRulesForSelectedElement: () => inspection.processRules(),
    setModifiersForSelectedElement: (modifiers) => inspection.setModifiers(strings(modifiers)),
    getCssEvals: (key) => inspection.cssEvals(keyArg(key)),
    ruleMatchesElement: (messageId, rule, key) =>
      inspection.ruleMatches(messageId, selectorOf(rule), keyArg(key)),
    getElementClassList: (key) => inspection.classList(keyArg(key)),
    applyChangeItemToDocument: (change) => changes.apply(change),
    dispatchEvent: (name, detail) => {
      if (typeof name !== 'string' || name === '') return false;
      const event = detail === undefined ? new Event(name) : new CustomEvent(name, { detail });
      // The app's own window.dispatchEvent, untouched.
      return win.dispatchEvent(event);
    },
    updateOutlines: () => hub.outlines.drawNow(),
    clearHoveredOutlines: () => view.setHovered(null, false),
    setZoomPerc: (perc) => view.setZoomPerc(perc),
    setAiContext: (active) => view.setAiContext(active),
    goBack: () => {
      if (!doc.referrer && win.history.length <= 1) return false;
      win.history.back();
      return true;
    },
    goForward: () => {
      win.history.forward();
      return true;
    },
    refresh: () => {
      win.location.reload();
      return true;
    },
    syntheticMouseOver: (pos) => drag.synthetic(pos, 'over'),
    syntheticMouseMove: (pos) => drag.synthetic(pos, 'move'),
    syntheticMouseUp: (pos) => drag.synthetic(pos, 'up'),
    tempMoveElement: (key, index) => drag.tempMove(text(key), Number(index)),
    tempAddDiv: (parentKey, index) => drag.tempAddDiv(text(parentKey), Number(index)),
    tempMoveToNewParent: (key, parentKey, index) =>
      drag.tempMoveToParent(text(key), text(parentKey), Number(index)),
    checkIfHydrationError: () => hub.errors.check(),
    triggerDragStart: () => drag.step({ type: 'forceStart', position: null }),
    triggerDragCancel: () => drag.step({ type: 'forceCancel', position: null }),
    setIsFlushing: (flushing, idMap, options) => changes.setFlushing(flushing, idMap, options),
    // No image: drawing the page needs a renderer the frame does not ship (docs/decisions.md).
    // The editor hears at once that none comes, for the component it asked about.
    captureComponentPreview: (key, canvasId) => {
      const componentKey = keyArg(key);
      const parsed = componentKey ? ElementKey.parse(componentKey) : null;
      hub.post(
        frameMessage(FRAME_MESSAGE.COMPONENT_PREVIEW_ERROR, {
          componentKey,
          codebaseId: parsed && !parsed.isEmpty() ? parsed.codebaseId : null,
          storyboardId: hub.tree.storyboardId,
          canvasId: keyArg(canvasId),
          error: 'This frame does not capture component previews',
        }),
      );
      return false;
    },
  };
}
