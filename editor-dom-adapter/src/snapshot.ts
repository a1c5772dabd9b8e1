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

export function macrotask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function skipped(element: Element): boolean {
  const tag = element.tagName;
  if (tag === 'SCRIPT' || tag === 'NOSCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE') return true;
  return element.classList.contains(OUTLINE_CLASS) || element.hasAttribute(SKIP_NAV_TREE_ATTRIBUTE);
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

/** The class list as an array: from the class attribute's text (cheaper than the DOMTokenList). */
function classesOf(element: Element): string[] {
  const text = element.getAttribute('class');
  if (!text) return [];
  return text.split(/\s+/).filter((name) => name !== '');
}

/** Reads one element's own fields (not its children). */
export function snapshotElement(element: Element, options: SnapshotOptions = {}): SnapshotNode {
  const node: MutableSnapshotNode = {
    handle: element,
    tagName: lowerTag(element.tagName),
    id: element.id || null,
    classes: classesOf(element),
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
    if (!skipped(child)) {
      node.children.push(
        snapshotElement(child, { boxes: false, react: false }) as MutableSnapshotNode,
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
  options = { ...options, scrollX: window.scrollX, scrollY: window.scrollY };
  const rootNode = snapshotElement(root, options) as MutableSnapshotNode;
  // Explicit stack (no recursion); each element's children are read when it is popped.
  const stack: MutableSnapshotNode[] = [rootNode];
  let sliceStart = now();
  while (stack.length > 0) {
    const node = stack.pop()!;
    const element = node.handle;
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
      if (skipped(child)) continue;
      const childNode = snapshotElement(child, options) as MutableSnapshotNode;
      node.children.push(childNode);
      stack.push(childNode);
    }
    if (now() - sliceStart > sliceMs) {
      await yieldFn();
      sliceStart = now();
    }
  }
  return rootNode;
}
