/**
 * What the frame layer's parts share: the page, the options, and each other. Every part takes
 * the hub and reaches its neighbours through it at call time, so a test can hand one part a
 * hub of fakes (jsdom) and the layer wires the real ones (layer.ts).
 */
import type { FrameFlags, FrameMessage, LegacyHints } from 'editor-engine';
import type { EditButton } from './edit-button.js';
import type { ElementKeyRetry } from './element-key-retry.js';
import type { ErrorStatus } from './error-status.js';
import type { DomOps } from './instant-updates.js';
import type { OutlineLayer } from './outlines.js';
import type { SessionStore } from './session-store.js';

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

/** What the editor told the frame about elements (`setNewLookups`: the manifest, by id). */
export interface Lookups {
  element: Record<string, unknown>;
  scope: Record<string, unknown>;
}

/**
 * The hub's parts, each added by its own module (declaration merging), so the hub names no
 * part module and the parts' imports of it make no cycle.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LayerParts {}

export interface LayerHub extends LayerParts {
  lookups: Lookups;
  readonly win: Window;
  readonly doc: Document;
  readonly options: FrameLayerOptions;
  readonly outlines: OutlineLayer;
  readonly dom: DomOps;
  readonly editButton: EditButton;
  readonly keyRetry: ElementKeyRetry;
  readonly errors: ErrorStatus;
  readonly storage: SessionStore;
  /** Posts to the editor; `hints` complete the existing protocol's shapes (messaging.ts). */
  post(message: FrameMessage, hints?: LegacyHints): void;
  /** Takes over the page once the editor connected. */
  activate(): void;
  debug(...args: unknown[]): void;
}
