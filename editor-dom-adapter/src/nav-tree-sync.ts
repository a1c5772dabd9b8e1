/**
 * The nav tree kept true to the page: mutations mark where the page changed, one rebuild per
 * burst walks only the changed subtrees (or the whole page) and posts a diff, or the whole
 * tree in chunks the first time (an editor of the existing protocol gets each changed tree
 * whole, in one message). Element ↔ key lookups are the engine's session.
 */
import {
  FRAME_MESSAGE,
  LOADER_CHECK_INTERVAL_MS,
  MUTATION_OBSERVER_OPTIONS,
  NAV_TREE_REBUILD_DELAY_MS,
  NavTreeSession,
  PAGE_HTML_DELAY_MS,
  frameMessage,
  isEmptyNavTreeDiff,
  navTreeMessage,
  pageHtmlMessage,
  selectedKeysOrEmpty,
  wholeNavTreeMessages,
  type NavTreeNode,
  type NavTreeUpdate,
} from 'editor-engine';
import type { LayerHub } from './layer-hub.js';
import { macrotask, snapshotPage } from './snapshot.js';

export class NavTreeSync {
  storyboardId = 'storyboard';
  /** The nav tree across rebuilds, with element ↔ key lookups (the engine's). */
  private session = new NavTreeSession<Element>({
    storyboardId: 'storyboard',
    liftContainers: true,
  });
  private rebuildTimer: ReturnType<typeof setTimeout> | null = null;
  /** A rebuild queued as a microtask (no delay), and whether this task already had one. */
  private rebuildQueued = false;
  private rebuiltThisTask = false;
  private pageHtmlTimer: ReturnType<typeof setTimeout> | null = null;
  private rebuilding: Promise<void> | null = null;
  private rebuildAgain = false;
  /** Whole trees sent so far (names each tree's chunks). */
  private treeCount = 0;
  /** Elements changed since the last tree update, or the whole page. */
  private readonly dirty = new Set<Element>();
  private dirtyAll = false;
  /** The tree changed in this rebuild (an editor of the existing protocol gets it whole once). */
  private changedForLegacy = false;
  private hrefTimer: ReturnType<typeof setInterval> | null = null;
  private lastHref = '';
  private readonly observer: MutationObserver;

  constructor(private readonly hub: LayerHub) {
    this.observer = new MutationObserver((records) => this.onMutations(records));
  }

  /** The frame root (visual-editor spec, § 2): #root, else #__next, else the body. */
  root(): Element {
    const doc = this.hub.doc;
    return (
      doc.getElementById('root') ??
      doc.getElementById('__next') ??
      doc.body.querySelector('[data-reactroot]') ??
      doc.body
    );
  }

  /** Watches the page for changes and for navigation. */
  observe(): void {
    this.observer.observe(this.hub.doc.body, {
      ...MUTATION_OBSERVER_OPTIONS,
      characterData: true,
    });
    this.lastHref = this.hub.win.location.href;
    this.hrefTimer = setInterval(() => this.checkHref(), LOADER_CHECK_INTERVAL_MS);
  }

  stop(observing: boolean): void {
    if (observing) this.observer.disconnect();
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
    this.rebuildQueued = false;
    if (this.pageHtmlTimer) clearTimeout(this.pageHtmlTimer);
    if (this.hrefTimer) clearInterval(this.hrefTimer);
  }

  /** A new session: the whole tree is sent again, then diffs. */
  newSession(storyboardId: string | null): void {
    if (storyboardId) this.storyboardId = storyboardId;
    this.session = new NavTreeSession<Element>({
      storyboardId: this.storyboardId,
      liftContainers: true,
    });
  }

  get navTree(): NavTreeNode | null {
    return this.session.tree;
  }

  node(key: string): NavTreeNode | undefined {
    return this.session.node(key);
  }

  elementOf(key: string): Element | null {
    return this.session.handleOf(key) ?? null;
  }

  keyOf(element: Element): string | null {
    return this.session.keyOf(element) ?? null;
  }

  /** The keys of the element and its keyed ancestors, innermost first. */
  chainFrom(target: EventTarget | null): string[] {
    const chain: string[] = [];
    let el = target instanceof Element ? target : null;
    while (el) {
      const key = this.session.keyOf(el);
      if (key) chain.push(key);
      el = el.parentElement;
    }
    return chain;
  }

  /** The key of the element or its nearest keyed ancestor. */
  keyedAncestorOf(el: Element | null): string | null {
    for (let node = el; node; node = node.parentElement) {
      const key = this.session.keyOf(node);
      if (key) return key;
    }
    return null;
  }

  /** The outline plan's lookups (the engine's, over this session). */
  get sessionForOutlines(): NavTreeSession<Element> {
    return this.session;
  }

  readonly onPopState = () => this.checkHref();

  private checkHref(): void {
    const href = this.hub.win.location.href;
    if (href === this.lastHref) return;
    this.lastHref = href;
    this.hub.post(frameMessage(FRAME_MESSAGE.LATEST_HREF, { href }));
    this.scheduleRebuild(undefined, true);
  }

  private onMutations(records: MutationRecord[]): void {
    if (!this.noteMutations(records)) return;
    // Instant updates survive re-renders until the source refreshes (the engine's records).
    this.hub.changes.reassert();
    this.hub.outlines.schedule();
    this.scheduleRebuild();
  }

  /** Records where the page changed (the layer's own nodes aside); true when anything did. */
  private noteMutations(records: MutationRecord[]): boolean {
    const layer = this.hub.outlines.layer;
    const button = this.hub.editButton;
    let relevant = false;
    for (const record of records) {
      const target = record.target;
      if (layer.contains(target) || button.contains(target)) continue;
      if (record.type === 'childList' && record.target === this.hub.doc.body) {
        const ours = [...record.addedNodes, ...record.removedNodes].every(
          (n) => n === layer || button.contains(n),
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

  /**
   * One rebuild per burst: the first change starts the timer, later ones join it. Without a
   * delay the rebuild runs as a microtask, right after the task's mutations are delivered and
   * before the page renders: on a 20,000-element page the browser's own style, layout and paint
   * update (~30 ms) would otherwise sit between the change and the tree update. Once per task:
   * if a rebuild changes the page itself, the next one waits for a timer instead of looping.
   */
  scheduleRebuild(
    delay = this.hub.options.navTreeDelayMs ?? NAV_TREE_REBUILD_DELAY_MS,
    whole = false,
  ): void {
    if (whole) this.dirtyAll = true;
    if (this.rebuildTimer !== null || this.rebuildQueued) return;
    if (delay <= 0 && !this.rebuiltThisTask) {
      this.rebuiltThisTask = true;
      this.rebuildQueued = true;
      setTimeout(() => (this.rebuiltThisTask = false), 0);
      queueMicrotask(() => {
        if (!this.rebuildQueued) return; // stopped meanwhile
        this.rebuildQueued = false;
        void this.rebuild();
      });
      return;
    }
    this.rebuildTimer = setTimeout(() => {
      this.rebuildTimer = null;
      void this.rebuild();
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
  async rebuild(): Promise<void> {
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
    const { options } = this.hub;
    return { sliceMs: options.sliceMs ?? 8, boxes: options.navTreeBoxes === true };
  }

  private outerHtml = () => this.hub.doc.documentElement.outerHTML;

  /**
   * A diff as NAV_TREE (the engine's message) at once; the page's outer HTML, costly on a large
   * page, follows once the burst of diffs is over.
   */
  private postDiff(update: NavTreeUpdate<Element>): void {
    if (update.diff === null || isEmptyNavTreeDiff(update.diff)) return;
    if (!this.hub.messaging.extended) {
      this.changedForLegacy = true;
      return;
    }
    const message = navTreeMessage(update, this.outerHtml);
    if (!message) return;
    this.hub.post(message);
    if (this.pageHtmlTimer) clearTimeout(this.pageHtmlTimer);
    this.pageHtmlTimer = setTimeout(() => {
      this.pageHtmlTimer = null;
      this.hub.post(pageHtmlMessage(this.outerHtml()));
    }, this.hub.options.pageHtmlDelayMs ?? PAGE_HTML_DELAY_MS);
  }

  /** The existing protocol: one NAV_TREE with the whole tree and the page, per change. */
  private postWholeForLegacy(): void {
    const tree = this.session.tree;
    if (!this.changedForLegacy || !tree) return;
    this.changedForLegacy = false;
    this.hub.post(
      frameMessage(FRAME_MESSAGE.NAV_TREE, { navTree: tree, outerHTML: this.outerHtml() }),
    );
  }

  private async rebuildWhole(): Promise<void> {
    const snapshot = await snapshotPage(this.root(), this.snapshotOptions());
    // A session's first build in steps, the page running between slices.
    const sliceMs = this.hub.options.sliceMs ?? 8;
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
    if (!this.hub.messaging.extended) {
      this.changedForLegacy = true;
      return;
    }
    // The whole tree: large ones in chunks of JSON rows, yielding to the page between them.
    const messages = wholeNavTreeMessages(
      update.tree,
      update.nodeCount,
      this.outerHtml,
      `${this.storyboardId}-${++this.treeCount}`,
    );
    // One message per task: each is a chunk of rows, then the page's outer HTML.
    for (const message of messages) {
      if (!('navTree' in message)) await macrotask();
      this.hub.post(message);
    }
  }

  private async rebuildOnce(): Promise<void> {
    const { view } = this.hub;
    const selectedBefore = selectedKeysOrEmpty(view.selection).map(
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
    this.postWholeForLegacy();
    view.afterRebuild(selectedBefore);
    this.hub.inspection.afterRebuild();
    this.hub.outlines.schedule();
  }
}

declare module './layer-hub.js' {
  interface LayerParts {
    readonly tree: NavTreeSync;
  }
}
