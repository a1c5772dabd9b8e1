/**
 * Reads the page into the engine's plain `SnapshotNode`s, time-sliced so a 20,000-element page
 * never blocks the frame for long. Each node carries its element as `handle`: the engine's
 * NavTreeSession maps handles to element keys and back.
 */
import { OUTLINE_CLASS, SKIP_NAV_TREE_ATTRIBUTE, type SnapshotNode } from 'editor-engine';
import { componentNameOf, reactPropsOf } from './react-inspect.js';

export interface SnapshotOptions {
  /** Time budget per slice in ms before yielding to the page. */
  sliceMs?: number;
  /** Yields between slices (a macrotask by default). */
  yieldFn?: () => Promise<void>;
  /** Whether to read bounding boxes (outlines need them only lazily). */
  boxes?: boolean;
  /** Whether to read React props and component names. */
  react?: boolean;
  now?: () => number;
  /** The page scroll, read once per walk rather than per element. */
  scrollX?: number;
  scrollY?: number;
}

interface MutableSnapshotNode {
  /** The element itself: the engine's NavTreeSession maps it to its key. */
  handle: Element;
  tagName: string;
  id: string | null;
  classes: string[];
  children: MutableSnapshotNode[];
  text?: string;
  boundingBox?: { pageX: number; pageY: number; width: number; height: number } | null;
  componentName?: string;
  isComponent?: boolean;
  props?: Record<string, unknown>;
  dynamicText?: boolean;
  displayType?: string;
  positionType?: string;
  flexDirection?: string;
  floatVal?: string;
}

// One channel for every yield (a walk of a large page yields dozens of times): each posted
// message resolves the oldest waiting yield.
let yieldChannel: MessageChannel | null = null;
const waitingYields: (() => void)[] = [];

/** Resolves in a new task (a message to ourselves: no timer clamping). */
export function macrotask(): Promise<void> {
  return new Promise((resolve) => {
    if (yieldChannel === null) {
      yieldChannel = new MessageChannel();
      yieldChannel.port1.onmessage = () => waitingYields.shift()?.();
      // Node's ports (jsdom specs) would keep the process alive; a browser's have no unref.
      (yieldChannel.port1 as { unref?: () => void }).unref?.();
    }
    waitingYields.push(resolve);
    yieldChannel.port2.postMessage(null);
  });
}

/** Left out of the snapshot with its subtree: scripts, styles, the layer's own elements. */
function skipped(element: Element, classes: readonly string[]): boolean {
  const tag = element.tagName;
  if (tag === 'SCRIPT' || tag === 'NOSCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE') return true;
  return classes.includes(OUTLINE_CLASS) || element.hasAttribute(SKIP_NAV_TREE_ATTRIBUTE);
}

function ownText(element: Element): string | undefined {
  let text: string | undefined;
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) text = (text ?? '') + (child.nodeValue ?? '');
  }
  return text;
}

/** Lower-case tag names, once per tag (a page has a few dozen; the walk meets thousands). */
const lowerTags = new Map<string, string>();
function lowerTag(tag: string): string {
  let lower = lowerTags.get(tag);
  if (lower === undefined) lowerTags.set(tag, (lower = tag.toLowerCase()));
  return lower;
}

// Whitespace other than a plain space: a class attribute with none (what frameworks write)
// splits on ' ' alone, without a regular-expression split and a filtered copy.
const NON_SPACE_WHITESPACE = /[^\S ]/;

/** The class list as an array: from the class attribute's text (cheaper than the DOMTokenList). */
function classesOf(element: Element): string[] {
  const text = element.getAttribute('class');
  if (!text) return [];
  if (!NON_SPACE_WHITESPACE.test(text)) {
    const names = text.split(' ');
    if (!names.includes('')) return names;
  }
  return text.split(/\s+/).filter((name) => name !== '');
}

/** Reads one element's own fields (not its children). */
export function snapshotElement(
  element: Element,
  options: SnapshotOptions = {},
  classes: string[] = classesOf(element),
): SnapshotNode {
  const node: MutableSnapshotNode = {
    handle: element,
    tagName: lowerTag(element.tagName),
    id: element.id || null,
    classes,
    children: [],
  };
  const text = ownText(element);
  if (text !== undefined) node.text = text;
  if (options.boxes !== false) {
    const rect = element.getBoundingClientRect();
    node.boundingBox = {
      pageX: rect.left + (options.scrollX ?? window.scrollX),
      pageY: rect.top + (options.scrollY ?? window.scrollY),
      width: rect.width,
      height: rect.height,
    };
  }
  if (options.react !== false) {
    const props = reactPropsOf(element);
    if (props) {
      // With `children`: the engine reads it for the text mode and leaves it out of the tree.
      node.props = props;
      const children = props.children;
      if (text !== undefined && text.trim() !== '' && element.childElementCount === 0) {
        node.dynamicText = typeof children !== 'string' && typeof children !== 'number';
      }
    }
    const componentName = componentNameOf(element);
    if (componentName) {
      node.componentName = componentName;
      node.isComponent = true;
    }
  }
  return node;
}

/** One element with its element children (shallow): enough for the engine's text mode. */
export function snapshotForTextMode(element: Element): SnapshotNode {
  const node = snapshotElement(element, { boxes: false }) as MutableSnapshotNode;
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
    const classes = classesOf(child);
    if (!skipped(child, classes)) {
      node.children.push(
        snapshotElement(child, { boxes: false, react: false }, classes) as MutableSnapshotNode,
      );
    }
  }
  return node;
}

/** Snapshot of `root` and its subtree, yielding between slices. */
export async function snapshotPage(
  root: Element,
  options: SnapshotOptions = {},
): Promise<SnapshotNode> {
  const sliceMs = options.sliceMs ?? 8;
  const yieldFn = options.yieldFn ?? macrotask;
  const now = options.now ?? (() => performance.now());
  // Reading the scroll makes the browser lay out a changed page first: only for boxes.
  if (options.boxes !== false) {
    options = { ...options, scrollX: window.scrollX, scrollY: window.scrollY };
  }
  const rootNode = snapshotElement(root, options) as MutableSnapshotNode;
  // Explicit stack (no recursion); each element's children are read when it is popped.
  const stack: MutableSnapshotNode[] = [rootNode];
  let sliceStart = now();
  let sinceCheck = 0;
  while (stack.length > 0) {
    const node = stack.pop()!;
    const element = node.handle;
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
      const classes = classesOf(child);
      if (skipped(child, classes)) continue;
      const childNode = snapshotElement(child, options, classes) as MutableSnapshotNode;
      node.children.push(childNode);
      stack.push(childNode);
    }
    // The clock is read every 32 elements: reading it for each one costs as much as a field.
    if (++sinceCheck < 32) continue;
    sinceCheck = 0;
    if (now() - sliceStart > sliceMs) {
      await yieldFn();
      sliceStart = now();
    }
  }
  return rootNode;
}
