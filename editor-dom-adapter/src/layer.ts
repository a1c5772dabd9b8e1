/**
 * The frame layer: turns DOM events into engine inputs, performs what the engine answers
 * (post a message, draw, apply an instant update) and serves the outer editor's requests.
 * Rules live in editor-engine; this file reads and writes the page.
 *
 * Inert until the outer editor's handshake (frame-gate.ts): before it, only the message
 * listener and passive error capture. Never replaces `window.dispatchEvent` or touches a
 * built-in prototype: it only adds listeners (capture phase on window, removed by `stop`).
 */
import {
  IDLE_DRAG_STATE,
  INSPECT_ERRORS,
  MUTATION_OBSERVER_OPTIONS,
  NAV_TREE_REBUILD_DELAY_MS,
  PAGE_HTML_DELAY_MS,
  NO_SELECTION,
  FRAME_MESSAGE,
  IDLE_HOT_RELOAD,
  InstantUpdatePlanner,
  LOADER_CHECK_INTERVAL_MS,
  SESSION_KEYS,
  TEMP_ELEMENT_CLASS,
  TEXT_EDITING_IDLE,
  NavTreeSession,
  checkInspectRequest,
  isEmptyNavTreeDiff,
  navTreeMessage,
  pageHtmlMessage,
  wholeNavTreeMessages,
  click,
  commitTextEditing,
  cancelTextEditing,
  dragReducer,
  editDynamicTextMessage,
  forceStatePlan,
  frameMessage,
  hotReloadReducer,
  hoverTarget,
  makeStateAndPropsReply,
  mergeLookups,
  multiSelectionChanged,
  outlineLookupFromSession,
  parseWireRequest,
  planOutlines,
  reconstructChange,
  remapCodebaseIds,
  selectKey,
  selectedKeysOrEmpty,
  selectionChangeMessages,
  selectionOf,
  serializeChange,
  serializeForInspection,
  shouldIgnorePointer,
  startTextEditing,
  textEditMode,
  wireError,
  wireResult,
  type CallableFunctionName,
  type Change,
  type CssRuleInfo,
  type DragEffect,
  type DragState,
  type FrameFlags,
  type FrameMessage,
  type HotReloadEvent,
  type HotReloadState,
  type IncomingRequest,
  type InstantOp,
  type MousePosition,
  type NavTreeNode,
  type NavTreeUpdate,
  type RequestId,
  type SelectionState,
  type TextEditingState,
} from 'editor-engine';
import { computedCss, cssRulesFor, ruleMatchesElement } from './css-inspection.js';
import { EditButton } from './edit-button.js';
import { ElementKeyRetry } from './element-key-retry.js';
import { ErrorStatus } from './error-status.js';
import { gateWindowMessage } from './frame-gate.js';
import { DomOps } from './instant-updates.js';
import { listenAll, type Listener } from './listen.js';
import { OutlineLayer, type OutlineFrame } from './outlines.js';
import { componentFiberOf, componentName, reactPropsOf, stateOf } from './react-inspect.js';
import { macrotask, snapshotForTextMode, snapshotPage } from './snapshot.js';

export interface FrameLayerOptions {
  /** The origin allowed to talk to the frame (EDITOR_ORIGIN). */
  editorOrigin: string;
  flags: FrameFlags;
  window?: Window;
  /** Subscribes to the dev server's "hot update applied" event (Vite: `vite:afterUpdate`). */
  onHotUpdate?: (listener: () => void) => void;
  /** Nav-tree rebuild delay after a DOM change (default 300 ms). */
  navTreeDelayMs?: number;
  /** How long after the last diff of a burst the page's outer HTML follows (default 100 ms). */
  pageHtmlDelayMs?: number;
  /** Time slice of the nav-tree walk and of sending a whole tree (default 8 ms). */
  sliceMs?: number;
  /**
   * Read every element's bounding box into the nav tree (`pageBoundingBox`); default false:
   * the boxes are null and outlines read the rects they draw themselves (a 20,000-element page
   * spends most of its walk on layout reads otherwise).
   */
  navTreeBoxes?: boolean;
  /** Check interval of the element-key retry (default ELEMENT_KEY_CLASS_CHECK_INTERVAL_MS). */
  elementKeyRetryMs?: number;
}

/** A string argument from the editor (anything else is an empty string). */
function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export class FrameLayer {
  private readonly win: Window;
  private readonly doc: Document;
  private port: Pick<MessagePort, 'postMessage' | 'close' | 'onmessage'> | null = null;
  private storyboardId = 'storyboard';
  private selection: SelectionState = NO_SELECTION;
  private hovered: string | null = null;
  private drag: DragState = IDLE_DRAG_STATE;
  private textEditing: TextEditingState = TEXT_EDITING_IDLE;
  private editingElement: HTMLElement | null = null;
  private driveMode = false;
  private altHeld = false;
  private aiContext = false;
  private zoom = 1;
  private flushing = false;
  /** The editor completed the handshake: the layer listens to the page. */
  private active = false;
  private unlisten: () => void = () => undefined;
  /** A drag started since the last press: the release is not a click. */
  private draggedSincePress = false;
  /** The nav tree across rebuilds, with element ↔ key lookups (the engine's). */
  private session = new NavTreeSession<Element>({
    storyboardId: 'storyboard',
    liftContainers: true,
  });
  private lookups: { element: Record<string, unknown>; scope: Record<string, unknown> } = {
    element: {},
    scope: {},
  };
  private rebuildTimer: ReturnType<typeof setTimeout> | null = null;
  private pageHtmlTimer: ReturnType<typeof setTimeout> | null = null;
  private rebuilding: Promise<void> | null = null;
  private rebuildAgain = false;
  /** Whole trees sent so far (names each tree's chunks). */
  private treeCount = 0;
  /** Elements changed since the last tree update, or the whole page. */
  private readonly dirty = new Set<Element>();
  private dirtyAll = false;
  private hrefTimer: ReturnType<typeof setInterval> | null = null;
  private lastHref = '';
  private pendingCssRules = false;
  private readonly observer: MutationObserver;
  readonly outlines: OutlineLayer;
  /** Performs the engine's instant-update operations on the page. */
  readonly dom: DomOps;
  /** The engine's instant-update plans, their undo and the accumulated id map. */
  private readonly planner = new InstantUpdatePlanner();
  /** The engine's hot-reload cycle (records to re-apply, flush and reload steps). */
  private reload: HotReloadState = IDLE_HOT_RELOAD;
  /** The force-state classes set on the selected element (spec § 4 "Other states"). */
  private forced: { key: string; classes: readonly string[] } | null = null;
  private readonly editButton: EditButton;
  /** Looks again for selected keys the page does not show yet. */
  private readonly keyRetry: ElementKeyRetry;
  /** The page's error status (uncaught errors, the Vite overlay). */
  private readonly errors: ErrorStatus;
  /** Every message posted, for tests and debugging (bounded). */
  readonly posted: FrameMessage[] = [];

  constructor(private readonly options: FrameLayerOptions) {
    this.win = options.window ?? window;
    this.doc = this.win.document;
    this.outlines = new OutlineLayer(this.doc);
    this.outlines.setPlanSource(() => this.outlineFrame());
    this.dom = new DomOps(this.doc, {
      keyOf: (el) => this.session.keyOf(el) ?? null,
      elementOf: (key) => this.session.handleOf(key) ?? null,
    });
    this.observer = new MutationObserver((records) => this.onMutations(records));
    this.editButton = new EditButton(this.doc, () => {
      if (this.selection.kind === 'single') this.post(editDynamicTextMessage(this.selection.key));
    });
    this.keyRetry = new ElementKeyRetry(
      {
        check: async (keys) => {
          await this.rebuildNavTree();
          return keys.filter((key) => !this.elementOf(key));
        },
        found: () => {
          // Posted again, now with the element's outer HTML; outlined.
          for (const message of selectionChangeMessages(
            NO_SELECTION,
            this.selection,
            this.outerHTMLOf,
          )) {
            this.post(message);
          }
          this.outlines.schedule();
        },
        gaveUp: (missing) =>
          this.setSelection(
            selectionOf(selectedKeysOrEmpty(this.selection).filter((k) => !missing.includes(k))),
          ),
      },
      options.elementKeyRetryMs,
    );
    this.errors = new ErrorStatus(this.win, options.flags.framework === 'VITE', (message) =>
      this.post(message),
    );
  }

  /** The frame root (spec § 2): #root, else #__next, else the body. */
  root(): Element {
    return (
      this.doc.getElementById('root') ??
      this.doc.getElementById('__next') ??
      this.doc.body.querySelector('[data-reactroot]') ??
      this.doc.body
    );
  }

  /**
   * Listens for the editor's handshake only (and notes uncaught errors, passively): the page
   * works as without the layer until a framing editor connects (see frame-gate.ts).
   */
  start(): void {
    this.win.addEventListener('message', this.onWindowMessage);
    this.errors.listen();
  }

  /** Takes over the page: pointer and keyboard capture, outlines, the tree. Once. */
  private activate(): void {
    if (this.active) return;
    this.active = true;
    this.unlisten = listenAll(this.win, this.pageListeners());
    this.dom.install();
    this.outlines.attach();
    this.applyFlags();
    this.restoreSession();
    this.observer.observe(this.doc.body, { ...MUTATION_OBSERVER_OPTIONS, characterData: true });
    this.options.onHotUpdate?.(() => {
      if (this.active) this.afterHotUpdate();
    });
    this.lastHref = this.win.location.href;
    this.hrefTimer = setInterval(() => this.checkHref(), LOADER_CHECK_INTERVAL_MS);
  }

  /** The capture-phase listeners that make the page an editing surface. */
  private pageListeners(): Listener[] {
    const capture = { capture: true };
    return [
      ['mousemove', this.onMouseMove, capture],
      ['mousedown', this.onMouseDown, capture],
      ['mouseup', this.onMouseUp, capture],
      ['click', this.onClick, capture],
      ['dblclick', this.onBlockedPointer, capture],
      ['auxclick', this.onBlockedPointer, capture],
      ['contextmenu', this.onContextMenu, capture],
      ['wheel', this.onWheel, { capture: true, passive: true }],
      ['keydown', this.onKeyDown, capture],
      ['keyup', this.onKeyUp, capture],
      ['blur', this.onWindowBlur, {}],
      ['popstate', this.onPopState, {}],
    ] as Listener[];
  }

  stop(): void {
    this.win.removeEventListener('message', this.onWindowMessage);
    this.errors.stop();
    this.keyRetry.cancel();
    this.unlisten();
    this.unlisten = () => undefined;
    if (this.active) {
      this.observer.disconnect();
      this.outlines.detach();
    }
    this.active = false;
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
    if (this.pageHtmlTimer) clearTimeout(this.pageHtmlTimer);
    if (this.hrefTimer) clearInterval(this.hrefTimer);
    this.port?.close();
    this.port = null;
  }

  // ------------------------------------------------------------------------------------------
  // Messaging

  private post(message: FrameMessage): void {
    this.posted.push(message);
    if (this.posted.length > 500) this.posted.splice(0, 100);
    this.port?.postMessage(message);
  }

  private readonly onWindowMessage = (event: MessageEvent) => {
    const message = gateWindowMessage(
      event,
      this.win,
      this.options.editorOrigin,
      this.port !== null,
    );
    if (!message) return;
    if (message.type === 'init') this.connect(message.port);
    else void this.handleRequest(message.request);
  };

  /**
   * Takes the port the editor handed over (requests arrive on it in the wire form) and starts
   * editing the page.
   */
  connect(port: Pick<MessagePort, 'postMessage' | 'close' | 'onmessage'>): void {
    this.port?.close();
    this.port = port;
    port.onmessage = (e: MessageEvent) => {
      const request = parseWireRequest(e.data);
      if (request) void this.handleRequest(request);
    };
    this.activate();
  }

  private reply(
    requestId: RequestId | null,
    outcome: { result: unknown } | { error: string },
  ): void {
    if (requestId === null) return;
    this.port?.postMessage(
      'error' in outcome
        ? wireError(requestId, outcome.error)
        : wireResult(requestId, outcome.result),
    );
  }

  /** Handles one request from the outer editor. */
  async handleRequest(request: IncomingRequest): Promise<void> {
    switch (request.type) {
      case 'init':
        return;
      case 'unknownFunction':
        console.error(`No function to execute named ${request.functionName}`);
        this.reply(request.requestId, { error: `Unknown function ${request.functionName}` });
        return;
      case 'executeFunction': {
        try {
          const result = await this.execute(request.functionName, request.args);
          this.reply(request.requestId, { result });
        } catch (error) {
          this.reply(request.requestId, {
            error: error instanceof Error ? error.message : String(error),
          });
        }
        return;
      }
      case 'inspectElement':
        this.inspect(request);
        return;
      case 'GET_STATE_AND_PROPS':
        this.stateAndProps(request);
        return;
    }
  }

  // ------------------------------------------------------------------------------------------
  // Callable functions (spec § 7)

  readonly functions: Record<CallableFunctionName, (...args: unknown[]) => unknown> = {
    initProject: (storyboardId) =>
      this.initProject(typeof storyboardId === 'string' ? storyboardId : null),
    setNewLookups: (element, scope) => {
      this.lookups = {
        element: mergeLookups(this.lookups.element, (element ?? {}) as Record<string, unknown>),
        scope: mergeLookups(this.lookups.scope, (scope ?? {}) as Record<string, unknown>),
      };
      return true;
    },
    updateCodebaseIds: () => {
      this.scheduleRebuild(0, true);
      return true;
    },
    enableDriveMode: () => this.setDriveMode(true),
    disableDriveMode: () => this.setDriveMode(false),
    setHoveredElement: (key) => this.setHovered(typeof key === 'string' ? key : null, false),
    setSelectedElement: (key) =>
      this.selectFromEditor(selectKey(typeof key === 'string' ? key : null)),
    setMultiselectedElementKeys: (keys) => {
      const next = selectionOf(
        Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [],
      );
      const prev = selectedKeysOrEmpty(this.selection);
      if (!multiSelectionChanged(prev, selectedKeysOrEmpty(next))) return false;
      return this.selectFromEditor(next);
    },
    processRulesForSelectedElement: () => this.processRules(),
    setModifiersForSelectedElement: (modifiers) =>
      this.setModifiers(
        Array.isArray(modifiers) ? modifiers.filter((m): m is string => typeof m === 'string') : [],
      ),
    getCssEvals: (key) => this.cssEvals(typeof key === 'string' ? key : null),
    ruleMatchesElement: (selector, key) =>
      this.ruleMatches(text(selector), typeof key === 'string' ? key : null),
    getElementClassList: (key) => this.classList(typeof key === 'string' ? key : null),
    applyChangeItemToDocument: (change) => this.applyChange(change),
    dispatchEvent: (name, detail) => {
      if (typeof name !== 'string' || name === '') return false;
      const event = detail === undefined ? new Event(name) : new CustomEvent(name, { detail });
      // The app's own window.dispatchEvent, untouched.
      return this.win.dispatchEvent(event);
    },
    updateOutlines: () => this.outlines.drawNow(),
    clearHoveredOutlines: () => this.setHovered(null, false),
    setZoomPerc: (perc) => {
      const value = Number(perc);
      if (!Number.isFinite(value) || value <= 0) return false;
      this.zoom = value / 100;
      this.store(SESSION_KEYS.zoomPerc, String(value));
      this.outlines.schedule();
      return true;
    },
    setAiContext: (active) => {
      this.aiContext = active === true;
      this.store(SESSION_KEYS.aiContext, this.aiContext ? 'true' : null);
      this.outlines.schedule();
      return true;
    },
    goBack: () => {
      if (!this.doc.referrer && this.win.history.length <= 1) return false;
      this.win.history.back();
      return true;
    },
    goForward: () => {
      this.win.history.forward();
      return true;
    },
    refresh: () => {
      this.win.location.reload();
      return true;
    },
    syntheticMouseOver: (pos) => this.syntheticPointer(pos, 'over'),
    syntheticMouseMove: (pos) => this.syntheticPointer(pos, 'move'),
    syntheticMouseUp: (pos) => this.syntheticPointer(pos, 'up'),
    tempMoveElement: (key, index) => this.tempMove(text(key), Number(index)),
    tempAddDiv: (parentKey, index) => this.tempAddDiv(text(parentKey), Number(index)),
    tempMoveToNewParent: (key, parentKey, index) =>
      this.tempMoveToParent(text(key), text(parentKey), Number(index)),
    checkIfHydrationError: () => this.errors.check(),
    triggerDragStart: () => this.dragStep({ type: 'forceStart', position: null }),
    triggerDragCancel: () => this.dragStep({ type: 'forceCancel', position: null }),
    setIsFlushing: (flushing) => {
      this.flushing = flushing === true;
      this.hotReload({ type: this.flushing ? 'flushStart' : 'flushEnd' });
      return true;
    },
  };

  /** Runs a callable function; its result may be a promise (the reply waits for it). */
  execute(name: CallableFunctionName, args: readonly unknown[]): Promise<unknown> {
    return Promise.resolve(this.functions[name](...args));
  }

  private async initProject(storyboardId: string | null): Promise<boolean> {
    if (storyboardId) this.storyboardId = storyboardId;
    // A new session: the whole tree is sent again, then diffs.
    this.session = new NavTreeSession<Element>({
      storyboardId: this.storyboardId,
      liftContainers: true,
    });
    await this.rebuildNavTree();
    this.post(frameMessage(FRAME_MESSAGE.LATEST_HREF, { href: this.win.location.href }));
    this.errors.check();
    return true;
  }

  // ------------------------------------------------------------------------------------------
  // Nav tree

  private onMutations(records: MutationRecord[]): void {
    if (!this.noteMutations(records)) return;
    // Instant updates survive re-renders until the source refreshes (the engine's records).
    this.dom.reassert(this.reload.records.flatMap((record) => record.reapply));
    this.outlines.schedule();
    this.scheduleRebuild();
  }

  /** Records where the page changed (the layer's own nodes aside); true when anything did. */
  private noteMutations(records: MutationRecord[]): boolean {
    const layer = this.outlines.layer;
    let relevant = false;
    for (const record of records) {
      const target = record.target;
      if (layer.contains(target) || this.editButton.contains(target)) {
        continue;
      }
      if (record.type === 'childList' && record.target === this.doc.body) {
        const ours = [...record.addedNodes, ...record.removedNodes].every(
          (n) => n === layer || this.editButton.contains(n),
        );
        if (ours) continue;
      }
      const element = target instanceof Element ? target : target.parentElement;
      if (element) this.dirty.add(element);
      else this.dirtyAll = true;
      relevant = true;
    }
    return relevant;
  }

  /** One rebuild per burst: the first change starts the timer, later ones join it. */
  private scheduleRebuild(
    delay = this.options.navTreeDelayMs ?? NAV_TREE_REBUILD_DELAY_MS,
    whole = false,
  ): void {
    if (whole) this.dirtyAll = true;
    if (this.rebuildTimer !== null) return;
    this.rebuildTimer = setTimeout(() => {
      this.rebuildTimer = null;
      void this.rebuildNavTree();
    }, delay);
  }

  /**
   * The keyed elements whose subtrees hold every change since the last update (top-most only),
   * or null when the whole tree must be rebuilt.
   */
  private changedSubtrees(): string[] | null {
    const dirty = [...this.dirty];
    const whole = this.dirtyAll || this.session.tree === null;
    this.dirty.clear();
    this.dirtyAll = false;
    if (whole) return null;
    const keys = new Set<string>();
    for (const element of dirty) {
      if (!element.isConnected) continue; // its removal shows as a change of its parent
      let node: Element | null = element;
      let key: string | undefined;
      while (node && !(key = this.session.keyOf(node))) node = node.parentElement;
      if (!key) return null;
      keys.add(key);
    }
    const paths = [...keys].map((key) => ({ key, path: key.slice(key.lastIndexOf('_') + 1) }));
    const tops = paths.filter(
      ({ path }) => !paths.some((other) => path.startsWith(`${other.path}-`)),
    );
    return tops.length > 32 ? null : tops.map(({ key }) => key);
  }

  /** Rebuilds the tree and posts it (whole the first time, then as a diff). */
  async rebuildNavTree(): Promise<void> {
    if (this.rebuilding) {
      this.rebuildAgain = true;
      return this.rebuilding;
    }
    this.rebuilding = (async () => {
      try {
        do {
          this.rebuildAgain = false;
          await this.rebuildOnce();
        } while (this.rebuildAgain);
      } catch (error) {
        console.error('Failed to rebuild the navigation tree', error);
      } finally {
        this.rebuilding = null;
      }
    })();
    return this.rebuilding;
  }

  private snapshotOptions() {
    return { sliceMs: this.options.sliceMs ?? 8, boxes: this.options.navTreeBoxes === true };
  }

  /**
   * A diff as NAV_TREE (the engine's message) at once; the page's outer HTML, costly on a large
   * page, follows once the burst of diffs is over.
   */
  private postDiff(update: NavTreeUpdate<Element>): void {
    if (update.diff === null || isEmptyNavTreeDiff(update.diff)) return;
    const message = navTreeMessage(update, () => this.doc.documentElement.outerHTML);
    if (!message) return;
    this.post(message);
    if (this.pageHtmlTimer) clearTimeout(this.pageHtmlTimer);
    this.pageHtmlTimer = setTimeout(() => {
      this.pageHtmlTimer = null;
      this.post(pageHtmlMessage(this.doc.documentElement.outerHTML));
    }, this.options.pageHtmlDelayMs ?? PAGE_HTML_DELAY_MS);
  }

  private async rebuildWhole(): Promise<void> {
    const snapshot = await snapshotPage(this.root(), this.snapshotOptions());
    // A session's first build in steps, the page running between slices.
    const sliceMs = this.options.sliceMs ?? 8;
    let sliceStart = performance.now();
    const steps = this.session.rebuildSteps(snapshot, 500);
    let step = steps.next();
    while (step.done !== true) {
      if (performance.now() - sliceStart > sliceMs) {
        await macrotask();
        sliceStart = performance.now();
      }
      step = steps.next();
    }
    const update = step.value;
    if (update.diff !== null) {
      this.postDiff(update);
      return;
    }
    // The whole tree: large ones in chunks of JSON rows, yielding to the page between them.
    const messages = wholeNavTreeMessages(
      update.tree,
      update.nodeCount,
      () => this.doc.documentElement.outerHTML,
      `${this.storyboardId}-${++this.treeCount}`,
    );
    // One message per task: each is a chunk of rows, then the page's outer HTML.
    for (const message of messages) {
      if (!('navTree' in message)) await macrotask();
      this.post(message);
    }
  }

  private async rebuildOnce(): Promise<void> {
    const selectedBefore = selectedKeysOrEmpty(this.selection).map(
      (key) => [key, this.elementOf(key)] as const,
    );
    this.noteMutations(this.observer.takeRecords());
    const subtrees = this.changedSubtrees();
    let updated = subtrees !== null;
    // Only the changed subtrees: O(changed part), the rest of the tree is shared.
    for (const key of subtrees ?? []) {
      const element = this.session.handleOf(key);
      const update =
        element && element.isConnected
          ? this.session.updateSubtree(key, await snapshotPage(element, this.snapshotOptions()))
          : null;
      if (!update) {
        updated = false;
        break;
      }
      this.postDiff(update);
    }
    if (!updated) await this.rebuildWhole();
    if (this.selection.kind !== 'storyboard') this.keepSelectionTrue(selectedBefore);
    if (this.hovered && !this.session.node(this.hovered)) this.hovered = null;
    if (this.pendingCssRules) {
      this.pendingCssRules = false;
      this.processRules();
    }
    this.outlines.schedule();
  }

  /**
   * Keys are stable across rebuilds (the engine matches nodes). A selected element a temporary
   * copy now stands in for (moved, wrapped, retagged) passes the selection to the copy; keys
   * that left the page are dropped, unless the element-key retry still waits for them.
   */
  private keepSelectionTrue(before: readonly (readonly [string, Element | null])[]): void {
    const elements = new Map(before);
    const current = selectedKeysOrEmpty(this.selection);
    const keys = current.map((key) => {
      if (this.session.node(key)) return key;
      const element = elements.get(key);
      const copy = element && this.dom.replacementOf(element);
      return (copy && this.keyOf(copy)) ?? key;
    });
    const kept = keys.filter((key) => !!this.session.node(key) || this.keyRetry.waitsFor(key));
    const same = kept.length === current.length && kept.every((key, i) => key === current[i]);
    if (!same) this.setSelection(selectionOf(kept));
  }

  /** The current nav tree (the editor's view once diffs are applied). */
  get navTree(): NavTreeNode | null {
    return this.session.tree;
  }

  elementOf(key: string): Element | null {
    return this.session.handleOf(key) ?? null;
  }

  keyOf(element: Element): string | null {
    return this.session.keyOf(element) ?? null;
  }

  // ------------------------------------------------------------------------------------------
  // Selection, hover, outlines

  private chainFrom(target: EventTarget | null): string[] {
    const chain: string[] = [];
    let el = target instanceof Element ? target : null;
    while (el) {
      const key = this.session.keyOf(el);
      if (key) chain.push(key);
      el = el.parentElement;
    }
    return chain;
  }

  private ignorePointer(): boolean {
    return shouldIgnorePointer({
      altHeld: this.altHeld,
      driveMode: this.driveMode,
      textEditing: this.textEditing.kind === 'editing',
    });
  }

  private setHovered(key: string | null, post = true): boolean {
    if (this.hovered === key) return false;
    this.hovered = key;
    this.store(SESSION_KEYS.hoveredElementKey, key);
    if (post) this.post(frameMessage(FRAME_MESSAGE.HOVERED_ELEMENT_KEY, { elementKey: key }));
    this.outlines.schedule();
    return true;
  }

  private outerHTMLOf = (key: string): string | null => {
    if (this.selection.kind === 'storyboard' && key.includes(this.storyboardId)) {
      const tree = this.session.tree;
      const root = tree ? this.elementOf(tree.tempoElement) : null;
      if (root) return root.outerHTML;
    }
    return this.elementOf(key)?.outerHTML ?? null;
  };

  /** A selection the editor asked for: keys not in the page yet are looked for again. */
  private selectFromEditor(next: SelectionState): boolean {
    this.setSelection(next);
    const keys = next.kind === 'storyboard' ? [] : selectedKeysOrEmpty(next);
    this.keyRetry.wait(keys.filter((key) => !this.elementOf(key)));
    return true;
  }

  private setSelection(next: SelectionState): boolean {
    this.keyRetry.cancel();
    const prev = this.selection;
    for (const message of selectionChangeMessages(prev, next, this.outerHTMLOf)) this.post(message);
    this.selection = next;
    const keys = selectedKeysOrEmpty(next);
    this.store(SESSION_KEYS.selectedElementKey, next.kind === 'single' ? next.key : null);
    this.store(
      SESSION_KEYS.multiSelectedElementKeys,
      next.kind === 'multi' ? JSON.stringify(keys) : null,
    );
    this.outlines.schedule();
    return true;
  }

  get selectionState(): SelectionState {
    return this.selection;
  }

  /** The engine's outline plan for the current state; boxes read from the page now. */
  private outlineFrame(): OutlineFrame {
    const elements: Element[] = [];
    const lookup = outlineLookupFromSession(this.session, (element) => {
      if (!element.isConnected) return null;
      elements.push(element);
      return element.getBoundingClientRect();
    });
    const selectedKey = this.selection.kind === 'single' ? this.selection.key : null;
    const dragged = this.drag.context?.dragging && selectedKey ? lookup.box(selectedKey) : null;
    const plan = planOutlines(
      {
        selection: this.selection,
        hoveredKey: this.hovered,
        zoom: this.zoom,
        driveMode: this.driveMode,
        aiContext: this.aiContext,
        moveBox: dragged,
      },
      lookup,
    );
    this.placeEditButton();
    return { plan, elements };
  }

  /** The 'Edit Dynamic Text' button beside a selected element whose text is computed. */
  private placeEditButton(): void {
    const key = this.selection.kind === 'single' ? this.selection.key : null;
    const el = key ? this.elementOf(key) : null;
    const show =
      el !== null &&
      !this.driveMode &&
      this.textEditing.kind === 'idle' &&
      textEditMode(snapshotForTextMode(el)) === 'dynamic';
    if (show) this.editButton.showAt(el.getBoundingClientRect());
    else this.editButton.hide();
  }

  private setDriveMode(enabled: boolean): boolean {
    this.driveMode = enabled;
    this.store(SESSION_KEYS.driveModeEnabled, enabled ? 'true' : null);
    this.outlines.setHidden(enabled);
    this.doc.body.style.cursor = enabled ? '' : 'default';
    if (enabled) this.editButton.hide();
    return true;
  }

  // ------------------------------------------------------------------------------------------
  // Pointer and keyboard

  private position(event: MouseEvent): MousePosition {
    return {
      pageX: event.pageX,
      pageY: event.pageY,
      clientX: event.clientX,
      clientY: event.clientY,
    };
  }

  private isOwnUi(target: EventTarget | null): boolean {
    return target instanceof Node && this.editButton.contains(target);
  }

  private readonly onMouseMove = (event: MouseEvent) => {
    this.post(frameMessage(FRAME_MESSAGE.MOUSE_MOVE_EVENT, this.position(event)));
    this.dragStep({
      type: 'move',
      position: this.position(event),
      buttonHeld: (event.buttons & 1) === 1,
      zoom: this.zoom,
      aiContextActive: this.aiContext,
    });
    if (this.ignorePointer() || this.drag.context?.dragging) return;
    const chain = this.chainFrom(event.target);
    const target = hoverTarget(this.selection, {
      chain,
      metaKey: event.metaKey,
      ctrlKey: event.ctrlKey,
    });
    this.setHovered(target);
  };

  private readonly onMouseDown = (event: MouseEvent) => {
    if (this.isOwnUi(event.target)) return;
    if (this.textEditing.kind === 'editing') {
      if (this.editingElement?.contains(event.target as Node)) return;
      this.commitText();
    }
    if (this.driveMode || this.altHeld) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.button !== 0) return;
    this.draggedSincePress = false;
    const chain = this.chainFrom(event.target);
    const pressed = chain[0] ? this.elementOf(chain[0]) : null;
    const rect = pressed?.getBoundingClientRect();
    const selectedKey = this.selection.kind === 'single' ? this.selection.key : null;
    const selectedEl = selectedKey ? this.elementOf(selectedKey) : null;
    const parent = selectedEl?.parentElement ?? null;
    const parentStyle = parent ? this.win.getComputedStyle(parent) : null;
    this.dragStep({
      type: 'press',
      pageX: event.pageX,
      pageY: event.pageY,
      offsetX: rect ? event.clientX - rect.left : 0,
      offsetY: rect ? event.clientY - rect.top : 0,
      parentSelectedElementKey: parent ? this.parentKeyOf(parent) : null,
      selectedParentDisplay: parentStyle?.display ?? null,
      selectedParentFlexDirection: parentStyle?.flexDirection ?? null,
    });
  };

  private parentKeyOf(el: Element | null): string | null {
    for (let node = el; node; node = node.parentElement) {
      const key = this.session.keyOf(node);
      if (key) return key;
    }
    return null;
  }

  private readonly onMouseUp = (event: MouseEvent) => {
    if (this.isOwnUi(event.target)) return;
    if (this.textEditing.kind === 'editing' && this.editingElement?.contains(event.target as Node))
      return;
    this.dragStep({ type: 'up', position: this.position(event) });
    if (!this.driveMode && !this.altHeld) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  private readonly onClick = (event: MouseEvent) => {
    if (this.isOwnUi(event.target)) return;
    if (this.textEditing.kind === 'editing' && this.editingElement?.contains(event.target as Node))
      return;
    if (this.driveMode || this.altHeld) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (this.draggedSincePress) {
      this.draggedSincePress = false;
      return;
    }
    if (this.ignorePointer()) return;
    const chain = this.chainFrom(event.target);
    const result = click(
      this.selection,
      { chain, shiftKey: event.shiftKey, metaKey: event.metaKey, ctrlKey: event.ctrlKey },
      (key) => this.isEditableText(key),
    );
    if (result.startTextEditing) {
      this.beginTextEditing(result.startTextEditing);
      return;
    }
    if (result.changed) this.setSelection(result.state);
    this.setHovered(null);
  };

  private readonly onBlockedPointer = (event: MouseEvent) => {
    if (this.isOwnUi(event.target) || this.driveMode || this.altHeld) return;
    if (this.textEditing.kind === 'editing' && this.editingElement?.contains(event.target as Node))
      return;
    event.preventDefault();
    event.stopPropagation();
  };

  private readonly onContextMenu = (event: MouseEvent) => {
    if (this.driveMode) return;
    event.preventDefault();
    event.stopPropagation();
    this.post(frameMessage(FRAME_MESSAGE.CONTEXT_REQUESTED, this.position(event)));
  };

  private readonly onWheel = (event: WheelEvent) => {
    this.post(
      frameMessage(FRAME_MESSAGE.WHEEL_EVENT, {
        deltaX: event.deltaX,
        deltaY: event.deltaY,
        wheelDelta: -event.deltaY,
        x: event.clientX,
        y: event.clientY,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        metaKey: event.metaKey,
      }),
    );
  };

  private keyPayload(event: KeyboardEvent) {
    const active = this.doc.activeElement as HTMLElement | null;
    return {
      key: event.key,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      activeElement: active
        ? {
            tagName: active.tagName,
            isContentEditable: active.isContentEditable,
            inputType: active instanceof HTMLInputElement ? active.type : null,
          }
        : null,
    };
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Alt') {
      this.altHeld = true;
      this.setHovered(null);
    }
    if (this.textEditing.kind === 'editing') {
      if (event.key === 'Escape') {
        event.preventDefault();
        this.cancelText();
        return;
      }
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        this.commitText();
        return;
      }
    }
    this.post(frameMessage(FRAME_MESSAGE.KEY_DOWN_EVENT, this.keyPayload(event)));
  };

  private readonly onKeyUp = (event: KeyboardEvent) => {
    if (event.key === 'Alt') this.altHeld = false;
    this.post(frameMessage(FRAME_MESSAGE.KEY_UP_EVENT, this.keyPayload(event)));
  };

  private readonly onWindowBlur = () => {
    this.altHeld = false;
  };

  private dragStep(event: Parameters<typeof dragReducer>[1]): boolean {
    const before = this.drag;
    const step = dragReducer(this.drag, event);
    this.drag = step.state;
    for (const effect of step.effects) {
      if (effect.type === 'requestPointerLock') this.draggedSincePress = true;
      this.performDragEffect(effect);
    }
    if (before.context?.dragging !== this.drag.context?.dragging) this.outlines.schedule();
    return step.effects.length > 0;
  }

  private performDragEffect(effect: DragEffect): void {
    if (effect.type === 'post') {
      this.post(effect.message);
    } else if (effect.type === 'requestPointerLock') {
      this.store(SESSION_KEYS.pointerLocked, 'true');
      try {
        const request = this.doc.body.requestPointerLock?.() as unknown;
        if (request instanceof Promise) request.catch(() => undefined);
      } catch {
        // No pointer lock (headless, no user gesture): the drag works without it.
      }
    } else {
      // The engine emits the release only when a lock was requested; storage may be
      // unavailable in a third-party frame, so the flag there is informational.
      this.store(SESSION_KEYS.pointerLocked, null);
      if (this.doc.pointerLockElement) this.doc.exitPointerLock();
    }
  }

  private syntheticPointer(pos: unknown, kind: 'over' | 'move' | 'up'): boolean {
    const p = (pos ?? {}) as Partial<MousePosition>;
    const clientX = Number(p.clientX ?? 0);
    const clientY = Number(p.clientY ?? 0);
    const position: MousePosition = {
      clientX,
      clientY,
      pageX: Number(p.pageX ?? clientX + this.win.scrollX),
      pageY: Number(p.pageY ?? clientY + this.win.scrollY),
    };
    if (kind === 'up') return this.dragStep({ type: 'up', position });
    if (kind === 'move') {
      this.dragStep({
        type: 'move',
        position,
        buttonHeld: true,
        zoom: this.zoom,
        aiContextActive: this.aiContext,
      });
    }
    const target = this.doc.elementFromPoint(clientX, clientY);
    this.setHovered(hoverTarget(this.selection, { chain: this.chainFrom(target) }));
    return true;
  }

  // ------------------------------------------------------------------------------------------
  // Text editing

  private isEditableText(key: string): boolean {
    const el = this.elementOf(key);
    return el !== null && textEditMode(snapshotForTextMode(el)) === 'static';
  }

  private beginTextEditing(key: string): void {
    const el = this.elementOf(key) as HTMLElement | null;
    if (!el) return;
    const oldText = el.textContent ?? '';
    const step = startTextEditing(this.textEditing, key, oldText);
    this.textEditing = step.state;
    for (const message of step.messages) this.post(message);
    this.editingElement = el;
    el.setAttribute('contenteditable', 'plaintext-only');
    el.addEventListener('blur', this.onEditBlur);
    el.focus();
    const range = this.doc.createRange();
    range.selectNodeContents(el);
    const sel = this.win.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
    this.setHovered(null);
    this.outlines.schedule();
  }

  private readonly onEditBlur = () => this.commitText();

  private endEditing(): void {
    const el = this.editingElement;
    this.editingElement = null;
    if (!el) return;
    el.removeEventListener('blur', this.onEditBlur);
    el.removeAttribute('contenteditable');
    this.win.getSelection()?.removeAllRanges();
    this.outlines.schedule();
  }

  private commitText(): void {
    const el = this.editingElement;
    if (!el || this.textEditing.kind !== 'editing') return;
    const step = commitTextEditing(this.textEditing, el.textContent ?? '');
    this.textEditing = step.state;
    this.endEditing();
    for (const message of step.messages) this.post(message);
  }

  private cancelText(): void {
    const el = this.editingElement;
    const step = cancelTextEditing(this.textEditing);
    this.textEditing = step.state;
    if (el && step.restoreText !== null) el.textContent = step.restoreText;
    this.endEditing();
  }

  // ------------------------------------------------------------------------------------------
  // Changes

  private applyChange(serialized: unknown): { successful: boolean } {
    let change: Change | undefined;
    try {
      change = reconstructChange(serialized);
    } catch (error) {
      console.error(error);
      return { successful: false };
    }
    if (!change) return { successful: false };
    // Codebase ids renamed since the change was made: the engine accumulates them.
    const renamed = change.prevIdToNewIdMap;
    if (renamed && Object.keys(renamed).length > 0) {
      this.planner.remapIds(renamed);
      this.hotReload({ type: 'remapIds', map: renamed });
      if (change.type !== 'UNDO' && change.type !== 'REDO') {
        change = remapCodebaseIds(change, renamed);
      }
    }
    if (change.matchingActivityFlushed === true) {
      this.hotReload({ type: 'activityFlushed', activityIds: [change.activityId] });
    }
    const plan = this.planner.plan(change, this.flushing);
    if ('refused' in plan) {
      this.debug('No instant update:', plan.refused);
      this.post(
        frameMessage(FRAME_MESSAGE.INSTANT_UPDATE_DONE, {
          changeItem: serializeChange(change),
          instantUpdateData: {},
          instantUpdateSuccessful: false,
          prevIdToNewIdMap: { ...this.planner.accumulatedIdMap },
        }),
      );
      return { successful: false };
    }
    const result = this.dom.perform(plan.ops, true);
    this.post(this.planner.done(plan, result));
    if (result.success) {
      this.hotReload({ type: 'applied', plan });
      if (plan.selectAfter.length > 0) this.setSelection(selectionOf(plan.selectAfter));
    }
    this.outlines.schedule();
    return { successful: result.success };
  }

  /** One step of the engine's hot-reload cycle: its operations performed, its rebuild timed. */
  private hotReload(event: HotReloadEvent): void {
    const step = hotReloadReducer(this.reload, event);
    this.reload = step.state;
    if (step.ops.length > 0) this.dom.perform(step.ops);
    if (step.rebuildNavTreeAfterMs !== null) this.scheduleRebuild(step.rebuildNavTreeAfterMs, true);
    if (step.matchingActivityFlushed.length > 0) {
      this.debug('Shown by the source now:', step.matchingActivityFlushed);
    }
  }

  /** Instant updates the page does not show from its source yet (the engine's records). */
  get pendingInstantUpdates(): number {
    return this.reload.records.length;
  }

  private afterHotUpdate(): void {
    // The protocol names no flushed activity (spec § 7 has only setIsFlushing): the updates
    // recorded when the flush started are the ones the flush wrote to the source.
    const flushed = this.reload.records.filter((r) => r.beforeFlush).map((r) => r.activityId);
    if (flushed.length > 0) this.hotReload({ type: 'activityFlushed', activityIds: flushed });
    this.hotReload({ type: 'reloaded' });
    this.errors.recovered();
    this.errors.check();
  }

  // ------------------------------------------------------------------------------------------
  // CSS

  private selectedElement(): Element | null {
    const keys = selectedKeysOrEmpty(this.selection);
    return keys[0] ? this.elementOf(keys[0]) : null;
  }

  private processRules(): CssRuleInfo[] | null {
    const el = this.selectedElement();
    const key = selectedKeysOrEmpty(this.selection)[0];
    if (!el || !key) {
      // Not in the page yet: processed once the tree is rebuilt.
      this.pendingCssRules = key !== undefined;
      return null;
    }
    const rules = cssRulesFor(this.doc, el);
    this.post(
      frameMessage(FRAME_MESSAGE.PROCESSED_CSS_RULES_FOR_ELEMENT, {
        elementKey: key,
        cssRules: rules,
      }),
    );
    return rules;
  }

  private setModifiers(modifiers: string[]): boolean {
    const key = selectedKeysOrEmpty(this.selection)[0];
    if (!key || !this.elementOf(key)) return false;
    const previous = this.forced?.key === key ? this.forced.classes : [];
    const { ops, forced } = forceStatePlan(key, previous, modifiers);
    if (this.forced && this.forced.key !== key) this.clearForced();
    this.dom.perform(ops);
    this.forced = { key, classes: forced };
    return true;
  }

  private clearForced(): void {
    if (!this.forced) return;
    const { key, classes } = this.forced;
    const ops: InstantOp[] = classes.map((className) => ({
      op: 'removeClass',
      target: { key },
      className,
    }));
    this.dom.perform(ops);
    this.forced = null;
  }

  private cssEvals(keyArg: string | null) {
    const key = keyArg ?? selectedKeysOrEmpty(this.selection)[0] ?? null;
    const el = key ? this.elementOf(key) : null;
    if (!key || !el) return null;
    const payload = {
      elementKey: key,
      cssEvals: computedCss(this.win, el),
      parentCssEvals: computedCss(this.win, el.parentElement),
      darkEnabledInParent: el.parentElement?.closest('.dark') != null,
      classList: Array.from(el.classList),
    };
    this.post(frameMessage(FRAME_MESSAGE.CSS_EVALS_FOR_ELEMENT, payload));
    return payload;
  }

  private ruleMatches(selector: string, keyArg: string | null): boolean {
    const key = keyArg ?? selectedKeysOrEmpty(this.selection)[0] ?? null;
    const el = key ? this.elementOf(key) : null;
    let matches = false;
    if (el && key) matches = ruleMatchesElement(el, selector);
    if (key)
      this.post(
        frameMessage(FRAME_MESSAGE.RULE_MATCHES_ELEMENT, { selector, elementKey: key, matches }),
      );
    return matches;
  }

  private classList(keyArg: string | null): string[] | null {
    const key = keyArg ?? selectedKeysOrEmpty(this.selection)[0] ?? null;
    const el = key ? this.elementOf(key) : null;
    if (!key || !el) return null;
    const classList = Array.from(el.classList);
    this.post(frameMessage(FRAME_MESSAGE.ELEMENT_CLASS_LIST, { elementKey: key, classList }));
    return classList;
  }

  // ------------------------------------------------------------------------------------------
  // Temporary structure moves (spec § 4 "Temporary move")

  private async tempMove(key: string, index: number): Promise<string | null> {
    const el = this.elementOf(key);
    const parent = el?.parentElement;
    if (!el || !parent || !Number.isInteger(index)) return null;
    const siblings = Array.from(parent.children).filter((c) => c !== el);
    parent.insertBefore(el, siblings[index] ?? null);
    await this.rebuildNavTree();
    const newKey = this.keyOf(el);
    if (newKey) this.setSelection(selectKey(newKey));
    return newKey;
  }

  private async tempAddDiv(parentKey: string, index: number): Promise<boolean> {
    const parent = this.elementOf(parentKey);
    if (!parent) return false;
    const div = this.doc.createElement('div');
    div.className = `${TEMP_ELEMENT_CLASS} tempo-add-jsx-placeholder-temp`;
    div.style.minHeight = '20px';
    parent.insertBefore(
      div,
      parent.children[Number.isInteger(index) ? index : parent.children.length] ?? null,
    );
    await this.rebuildNavTree();
    return true;
  }

  private async tempMoveToParent(
    key: string,
    parentKey: string,
    index: number,
  ): Promise<string | null> {
    const el = this.elementOf(key);
    const parent = this.elementOf(parentKey);
    if (!el || !parent) return null;
    parent.insertBefore(
      el,
      parent.children[Number.isInteger(index) ? index : parent.children.length] ?? null,
    );
    await this.rebuildNavTree();
    const newKey = this.keyOf(el);
    if (newKey) this.setSelection(selectKey(newKey));
    return newKey;
  }

  // ------------------------------------------------------------------------------------------
  // Inspection (React 19) and errors

  private inspect(request: Extract<IncomingRequest, { type: 'inspectElement' }>): void {
    const refusal = checkInspectRequest(request);
    if (refusal) {
      this.reply(request.requestId, { error: refusal });
      return;
    }
    const id = request.isComponent
      ? (request.componentElementId ?? request.tempoElementID)
      : request.tempoElementID;
    const elements = id ? this.findElements(id) : [];
    if (elements.length === 0) {
      this.reply(request.requestId, {
        error: request.isComponent
          ? INSPECT_ERRORS.COMPONENT_NOT_FOUND
          : INSPECT_ERRORS.ELEMENT_NOT_FOUND,
      });
      return;
    }
    if (elements.length > 1) console.warn(`Several elements match ${id}; inspecting the first`);
    const element = elements[0];
    if (request.isComponent) {
      const fiber = componentFiberOf(element, request.componentName);
      if (!fiber) {
        this.reply(request.requestId, { error: INSPECT_ERRORS.NO_COMPONENT_FOUND });
        return;
      }
      this.reply(request.requestId, {
        result: {
          componentName: componentName(fiber.type),
          props: serializeForInspection(fiber.memoizedProps ?? {}),
          elementKey: this.keyOf(element),
        },
      });
      return;
    }
    this.reply(request.requestId, {
      result: {
        elementKey: this.keyOf(element),
        tagName: element.tagName.toLowerCase(),
        classList: Array.from(element.classList),
        props: serializeForInspection(reactPropsOf(element) ?? {}),
      },
    });
  }

  private findElements(id: string): Element[] {
    const byKey = this.elementOf(id);
    if (byKey) return [byKey];
    try {
      return Array.from(this.doc.getElementsByClassName(id));
    } catch {
      return [];
    }
  }

  private stateAndProps(request: Extract<IncomingRequest, { type: 'GET_STATE_AND_PROPS' }>): void {
    if (!request.id) {
      this.reply(request.requestId, { error: INSPECT_ERRORS.ELEMENT_NOT_FOUND });
      return;
    }
    const element = this.findElements(request.id)[0];
    if (!element) {
      this.reply(request.requestId, { error: INSPECT_ERRORS.ELEMENT_NOT_FOUND });
      return;
    }
    const fiber = componentFiberOf(element, request.componentName);
    if (!fiber) {
      this.reply(request.requestId, { error: INSPECT_ERRORS.NO_COMPONENT_FOUND });
      return;
    }
    const reply = makeStateAndPropsReply(request.requestId, {
      id: request.id,
      props: fiber.memoizedProps ?? {},
      state: stateOf(fiber),
    });
    this.reply(
      request.requestId,
      'error' in reply ? { error: reply.error } : { result: reply.result },
    );
  }

  private readonly onPopState = () => this.checkHref();

  private checkHref(): void {
    const href = this.win.location.href;
    if (href === this.lastHref) return;
    this.lastHref = href;
    this.post(frameMessage(FRAME_MESSAGE.LATEST_HREF, { href }));
    this.scheduleRebuild(undefined, true);
  }

  // ------------------------------------------------------------------------------------------
  // Flags and session

  private applyFlags(): void {
    const { flags } = this.options;
    if (flags.fillViewport) {
      const root = this.root() as HTMLElement;
      root.style.minHeight = '100vh';
      root.style.width = '100%';
    }
    if (flags.transparentBackground) {
      this.doc.body.style.background = 'transparent';
      this.doc.body.style.overflow = 'hidden';
    }
  }

  private restoreSession(): void {
    if (this.stored(SESSION_KEYS.driveModeEnabled) === 'true') this.setDriveMode(true);
    const zoom = Number(this.stored(SESSION_KEYS.zoomPerc));
    if (zoom > 0) this.zoom = zoom / 100;
    this.aiContext = this.stored(SESSION_KEYS.aiContext) === 'true';
    this.outlines.schedule();
  }

  private store(key: string, value: string | null): void {
    try {
      if (value === null) this.win.sessionStorage.removeItem(key);
      else this.win.sessionStorage.setItem(key, value);
    } catch {
      // Storage may be unavailable (privacy settings); state stays in memory.
    }
  }

  private stored(key: string): string | null {
    try {
      return this.win.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  }

  /** Debug logging only with `debugLog=true`. */
  debug(...args: unknown[]): void {
    if (this.options.flags.debugLog) console.warn('[editing layer]', ...args);
  }
}
