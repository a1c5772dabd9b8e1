/**
 * Business constants and limits of the visual editing layer (visual-editor spec, § 9), plus the
 * pure helpers that read the frame's URL flags and decide whether the layer is active.
 */

/**
 * The kinds of outline the adapter draws. Their look (z-indexes, colours, label and icon
 * sizes) is view-only and lives in `editor-dom-adapter/src/view-constants.ts`.
 */
export type OutlineKind = 'primary' | 'secondary' | 'child' | 'move';

/** Drag threshold in pixels at zoom 1; the effective threshold is this divided by the zoom. */
export const DRAG_THRESHOLD_BASE_PX = 20;

/** Off-screen coordinate a drag context is moved to when a drag starts. */
export const OFF_SCREEN_COORDINATE = -10000;

/** An element-key class is retried at most this many times... */
export const ELEMENT_KEY_CLASS_MAX_RETRIES = 5;
/** ...checking once per this many milliseconds. */
export const ELEMENT_KEY_CLASS_CHECK_INTERVAL_MS = 1000;

/**
 * CSS properties an element inherits from its ancestors: a rule matching an ancestor that sets
 * one of them is reported for the element too, as an inherited rule with just these.
 */
export const INHERITABLE_CSS_PROPERTIES: readonly string[] = Object.freeze([
  'color',
  'cursor',
  'direction',
  'font-family',
  'font-size',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-weight',
  'letter-spacing',
  'line-height',
  'list-style-image',
  'list-style-position',
  'list-style-type',
  'text-align',
  'text-indent',
  'text-shadow',
  'text-transform',
  'visibility',
  'white-space',
  'word-break',
  'word-spacing',
  'overflow-wrap',
  'border-collapse',
  'border-spacing',
  'caption-side',
  'empty-cells',
  'quotes',
]);

/** Delay before the navigation tree is rebuilt after a DOM change (or a hot reload). */
export const NAV_TREE_REBUILD_DELAY_MS = 300;
/** The page's outer HTML follows a burst of nav-tree diffs after this quiet time. */
export const PAGE_HTML_DELAY_MS = 100;

/** Interval of the loader change check. */
export const LOADER_CHECK_INTERVAL_MS = 1000;

/** Minimum time between two outline updates. */
export const OUTLINE_UPDATE_THROTTLE_MS = 15;

/** Responsive breakpoints recognised in class names, smallest first. */
export const BREAKPOINTS = ['sm', 'md', 'lg', 'xl', '2xl'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/** Dark-mode rules start from an ancestor carrying this class. */
export const DARK_MODE_CLASS = 'dark';

/**
 * Options for the adapter's MutationObserver (a plain object: the engine has no DOM types).
 */
export const MUTATION_OBSERVER_OPTIONS = Object.freeze({
  childList: true,
  subtree: true,
  attributes: true,
});

/**
 * Class carried by every element the layer draws itself (outlines, labels, the edit button).
 * Such elements are left out of the navigation tree.
 */
export const OUTLINE_CLASS = 'arb89-outline';

/** Marks elements a removal hid until the source refreshes (or an undo shows them again). */
export const HIDDEN_CLASS = 'arb89-hidden';
/** Marks temporary elements queued at flush start for removal after the reload. */
export const DELETE_AFTER_RELOAD_CLASS = 'arb89-delete-after-reload';

/**
 * Attribute that marks an element (and its subtree) to be left out of the navigation tree.
 * Its presence counts, whatever its value.
 */
export const SKIP_NAV_TREE_ATTRIBUTE = 'data-arb89-skip';

/** Prefix of the class that forces a pseudo-state modifier on the selected element. */
export const FORCE_STATE_CLASS_PREFIX = 'arb89-force-';

/** Prefix shared by the per-use session storage keys. */
export const SESSION_KEY_PREFIX = 'arb89-session-';

/**
 * Session storage keys. Drive mode uses the fixed `driveModeEnabled`; every other key is the
 * shared prefix followed by its use.
 */
export const SESSION_KEYS = {
  driveModeEnabled: 'driveModeEnabled',
  selectedElementKey: `${SESSION_KEY_PREFIX}selected-element-key`,
  hoveredElementKey: `${SESSION_KEY_PREFIX}hovered-element-key`,
  multiSelectedElementKeys: `${SESSION_KEY_PREFIX}multi-selected-element-keys`,
  zoomPerc: `${SESSION_KEY_PREFIX}zoom-perc`,
  aiContext: `${SESSION_KEY_PREFIX}ai-context`,
  pointerLocked: `${SESSION_KEY_PREFIX}pointer-locked`,
} as const;

/** What the frame reads from its URL query string (visual-editor spec, § 2). */
export interface FrameFlags {
  /** `storyboard=true`: the root container fills the full viewport. */
  readonly storyboard: boolean;
  /** `type=STORY` or `type=COMPONENT`, otherwise null. */
  readonly type: 'STORY' | 'COMPONENT' | null;
  /** `framework=VITE`, otherwise null. */
  readonly framework: 'VITE' | null;
  /** `debugLog=true` turns debug logging on; off otherwise. */
  readonly debugLog: boolean;
  /** The root container fills the viewport (storyboard, story or component). */
  readonly fillViewport: boolean;
  /** Page background transparent and overflow hidden (story or component). */
  readonly transparentBackground: boolean;
}

function decodeQueryComponent(raw: string): string {
  const spaced = raw.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * Parses the frame's URL query string (with or without the leading `?`). Parsed by hand:
 * `URLSearchParams` is not part of the ES2023 library the engine compiles against. The first
 * occurrence of a flag wins; values are compared case-sensitively (`true`, `STORY`, `VITE`).
 */
export function parseFrameFlags(search: string): FrameFlags {
  const values = new Map<string, string>();
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = decodeQueryComponent(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? '' : decodeQueryComponent(part.slice(eq + 1));
    if (!values.has(name)) values.set(name, value);
  }
  const rawType = values.get('type');
  const type = rawType === 'STORY' || rawType === 'COMPONENT' ? rawType : null;
  const storyboard = values.get('storyboard') === 'true';
  return {
    storyboard,
    type,
    framework: values.get('framework') === 'VITE' ? 'VITE' : null,
    debugLog: values.get('debugLog') === 'true',
    fillViewport: storyboard || type !== null,
    transparentBackground: type !== null,
  };
}

/** Default development domain suffix on which the layer initialises. */
export const DEFAULT_DEV_DOMAIN = '.localhost';

/**
 * Whether the editing layer initialises on this hostname: only when it ends with the
 * development domain and not with the staging domain (when one is given). Case-insensitive,
 * as hostnames are.
 */
export function isEditingLayerActive(
  hostname: string,
  devDomain: string = DEFAULT_DEV_DOMAIN,
  stagingDomain?: string,
): boolean {
  const host = hostname.toLowerCase();
  if (devDomain === '' || !host.endsWith(devDomain.toLowerCase())) return false;
  if (stagingDomain && host.endsWith(stagingDomain.toLowerCase())) return false;
  return true;
}
