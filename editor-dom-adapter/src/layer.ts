/**
 * The frame layer: turns DOM events into engine inputs, performs what the engine answers
 * (post a message, draw, apply an instant update) and serves the outer editor's requests.
 * Rules live in editor-engine; the parts here read and write the page, one concern each
 * (messaging, nav tree, selection view, pointer, drag, text, instant changes, inspection),
 * wired through the hub this class is.
 *
 * Inert until the outer editor's handshake (frame-gate.ts): before it, only the message
 * listener and passive error capture. Never replaces `window.dispatchEvent` or touches a
 * built-in prototype: it only adds listeners (capture phase on window, removed by `stop`).
 */
import {
  editDynamicTextMessage,
  selectedKeysOrEmpty,
  selectionOf,
  type CallableFunctionName,
  type FrameMessage,
  type IncomingRequest,
  type LegacyHints,
  type NavTreeNode,
  type SelectionState,
} from 'editor-engine';
import { callableFunctions, type CallableFunctions } from './callable-functions.js';
import { DragControl } from './drag.js';
import { EditButton } from './edit-button.js';
import { ElementKeyRetry } from './element-key-retry.js';
import { ErrorStatus } from './error-status.js';
import { Inspection } from './inspection.js';
import { InstantChanges } from './instant-changes.js';
import { DomOps } from './instant-updates.js';
import type { FrameLayerOptions, LayerHub, Lookups } from './layer-hub.js';
import { listenAll } from './listen.js';
import { Messaging, type FramePort } from './messaging.js';
import { NavTreeSync } from './nav-tree-sync.js';
import { OutlineLayer } from './outlines.js';
import { PointerInput } from './pointer.js';
import { SelectionView } from './selection-view.js';
import { SessionStore } from './session-store.js';
import { TextEditing } from './text-editing.js';

export type { FrameLayerOptions } from './layer-hub.js';

export class FrameLayer implements LayerHub {
  readonly win: Window;
  readonly doc: Document;
  readonly outlines: OutlineLayer;
  /** Performs the engine's instant-update operations on the page. */
  readonly dom: DomOps;
  readonly editButton: EditButton;
  /** Looks again for selected keys the page does not show yet. */
  readonly keyRetry: ElementKeyRetry;
  /** The page's error status (uncaught errors, the Vite overlay). */
  readonly errors: ErrorStatus;
  readonly storage: SessionStore;
  readonly messaging: Messaging;
  readonly tree: NavTreeSync;
  readonly view: SelectionView;
  readonly pointer: PointerInput;
  readonly drag: DragControl;
  readonly text: TextEditing;
  readonly changes: InstantChanges;
  readonly inspection: Inspection;
  readonly functions: CallableFunctions;
  lookups: Lookups = { element: {}, scope: {} };
  /** The editor completed the handshake: the layer listens to the page. */
  private active = false;
  private unlisten: () => void = () => undefined;

  constructor(readonly options: FrameLayerOptions) {
    this.win = options.window ?? window;
    this.doc = this.win.document;
    this.storage = new SessionStore(this.win);
    this.messaging = new Messaging(this, (request) => this.handleRequest(request));
    this.tree = new NavTreeSync(this);
    this.view = new SelectionView(this);
    this.pointer = new PointerInput(this);
    this.drag = new DragControl(this);
    this.text = new TextEditing(this);
    this.changes = new InstantChanges(this);
    this.inspection = new Inspection(this);
    this.outlines = new OutlineLayer(this.doc);
    this.outlines.setPlanSource(() => this.view.outlineFrame());
    this.dom = new DomOps(this.doc, {
      keyOf: (el) => this.tree.keyOf(el),
      elementOf: (key) => this.tree.elementOf(key),
    });
    this.editButton = new EditButton(this.doc, () => {
      const { selection } = this.view;
      if (selection.kind === 'single') this.post(editDynamicTextMessage(selection.key));
    });
    this.keyRetry = new ElementKeyRetry(
      {
        check: async (keys) => {
          await this.tree.rebuild();
          return keys.filter((key) => !this.tree.elementOf(key));
        },
        found: () => this.view.announceAgain(),
        gaveUp: (missing) =>
          this.view.setSelection(
            selectionOf(
              selectedKeysOrEmpty(this.view.selection).filter((k) => !missing.includes(k)),
            ),
          ),
      },
      options.elementKeyRetryMs,
    );
    this.errors = new ErrorStatus(this.win, options.flags.framework === 'VITE', (message) =>
      this.post(message),
    );
    this.functions = callableFunctions(this);
  }

  /** The frame root (visual-editor spec, § 2): #root, else #__next, else the body. */
  root(): Element {
    return this.tree.root();
  }

  /**
   * Listens for the editor's handshake only (and notes uncaught errors, passively): the page
   * works as without the layer until a framing editor connects (see frame-gate.ts).
   */
  start(): void {
    this.win.addEventListener('message', this.messaging.onWindowMessage);
    this.errors.listen();
  }

  /** Takes over the page: pointer and keyboard capture, outlines, the tree. Once. */
  activate(): void {
    if (this.active) return;
    this.active = true;
    this.unlisten = listenAll(this.win, this.pointer.listeners());
    this.dom.install();
    this.outlines.attach();
    this.applyFlags();
    this.view.restore();
    this.tree.observe();
    this.options.onHotUpdate?.(() => {
      if (this.active) this.changes.afterHotUpdate();
    });
  }

  stop(): void {
    this.win.removeEventListener('message', this.messaging.onWindowMessage);
    this.errors.stop();
    this.keyRetry.cancel();
    this.unlisten();
    this.unlisten = () => undefined;
    if (this.active) this.outlines.detach();
    this.tree.stop(this.active);
    this.active = false;
    this.messaging.close();
  }

  post(message: FrameMessage, hints?: LegacyHints): void {
    this.messaging.post(message, hints);
  }

  /** Every message posted, for tests and debugging (bounded). */
  get posted(): FrameMessage[] {
    return this.messaging.posted;
  }

  /** Takes the port the editor handed over and starts editing the page. */
  connect(port: FramePort): void {
    this.messaging.connect(port);
  }

  /** Handles one request from the outer editor. */
  async handleRequest(request: IncomingRequest): Promise<void> {
    const { messaging } = this;
    switch (request.type) {
      case 'init':
        return;
      case 'unknownFunction':
        console.error(`No function to execute named ${request.functionName}`);
        // The existing protocol answers nothing; an editor that opted in gets an error.
        if (messaging.extended) {
          messaging.reply(request.requestId, {
            error: `Unknown function ${request.functionName}`,
          });
        }
        return;
      case 'executeFunction': {
        try {
          const result = await this.execute(request.functionName, request.args);
          messaging.reply(request.requestId, { result });
        } catch (error) {
          messaging.reply(request.requestId, {
            error: error instanceof Error ? error.message : String(error),
          });
        }
        return;
      }
      case 'inspectElement':
        this.inspection.inspect(request);
        return;
      case 'GET_STATE_AND_PROPS':
        this.inspection.stateAndProps(request);
        return;
    }
  }

  /** Runs a callable function; its result may be a promise (the reply waits for it). */
  execute(name: CallableFunctionName, args: readonly unknown[]): Promise<unknown> {
    return Promise.resolve(this.functions[name](...args));
  }

  /** Rebuilds the tree and posts it (whole the first time, then as a diff). */
  rebuildNavTree(): Promise<void> {
    return this.tree.rebuild();
  }

  /** The current nav tree (the editor's view once diffs are applied). */
  get navTree(): NavTreeNode | null {
    return this.tree.navTree;
  }

  elementOf(key: string): Element | null {
    return this.tree.elementOf(key);
  }

  keyOf(element: Element): string | null {
    return this.tree.keyOf(element);
  }

  get selectionState(): SelectionState {
    return this.view.selection;
  }

  /** Instant updates the page does not show from its source yet (the engine's records). */
  get pendingInstantUpdates(): number {
    return this.changes.pending;
  }

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

  /** Debug logging only with `debugLog=true`. */
  debug(...args: unknown[]): void {
    if (this.options.flags.debugLog) console.warn('[editing layer]', ...args);
  }
}
