// The eleven change types the write-back server writes (styling, add, move, remove, prop,
// wrap, duplicate, tag, add class, remove class, text), drawn by fast-check as "which element
// and what", and made concrete against the fixture page as the frame shows it.
//
// The page stays valid HTML, so that a browser parses a fresh load's markup as React built the
// frame: elements go only into containers (never into a paragraph, heading or link), and a
// tag change keeps an element a container or a leaf.
import fc from 'fast-check';
import type { ShownElement } from './random-page.ts';

const CONTAINERS = new Set(['main', 'section', 'div', 'article', 'aside', 'ul']);
const CONTAINER_TAGS = ['section', 'div', 'article', 'aside'];
const LEAF_TAGS = ['p', 'span', 'strong', 'h2'];
const CLASSES = ['italic', 'underline', 'uppercase', 'tracking-wide', 'text-lg'];
const TEXTS = ['Local tradies, fast', 'Find a tradie today', 'Tradies near you', ''];
const PROPS = ['title', 'data-note', 'aria-label', 'id'];
const PROP_VALUES = ['first', 'Second value', 'x'];
const STYLES: Record<string, string>[] = [
  { color: '#0f172a' },
  { padding: '4px 8px' },
  { fontSize: '2rem', color: '#c2410c' },
];
/** Past this many elements, nothing adds more (sequences stay small pages). */
const MAX_ELEMENTS = 24;

const pick = fc.nat(1000);

export type ChangeStep =
  | { type: 'STYLING'; pick: number; style: number }
  | { type: 'ADD_JSX'; pick: number; tag: string }
  | { type: 'MOVE_JSX'; pick: number; to: number }
  | { type: 'REMOVE_JSX'; pick: number }
  | { type: 'CHANGE_PROP'; pick: number; prop: string; value: string }
  | { type: 'WRAP_DIV'; pick: number }
  | { type: 'DUPLICATE'; pick: number }
  | { type: 'CHANGE_TAG'; pick: number; tag: number }
  | { type: 'ADD_CLASS'; pick: number; className: string }
  | { type: 'REMOVE_CLASS'; pick: number; which: number }
  | { type: 'EDIT_TEXT'; pick: number; text: string };

export const changeStepArbitrary: fc.Arbitrary<ChangeStep> = fc.oneof(
  fc.record({
    type: fc.constant('STYLING' as const),
    pick,
    style: fc.nat(STYLES.length - 1),
  }),
  fc.record({
    type: fc.constant('ADD_JSX' as const),
    pick,
    tag: fc.constantFrom('div', 'section', 'span', 'p'),
  }),
  fc.record({ type: fc.constant('MOVE_JSX' as const), pick, to: pick }),
  fc.record({ type: fc.constant('REMOVE_JSX' as const), pick }),
  fc.record({
    type: fc.constant('CHANGE_PROP' as const),
    pick,
    prop: fc.constantFrom(...PROPS),
    value: fc.constantFrom(...PROP_VALUES),
  }),
  fc.record({ type: fc.constant('WRAP_DIV' as const), pick }),
  fc.record({ type: fc.constant('DUPLICATE' as const), pick }),
  fc.record({ type: fc.constant('CHANGE_TAG' as const), pick, tag: fc.nat(100) }),
  fc.record({
    type: fc.constant('ADD_CLASS' as const),
    pick,
    className: fc.constantFrom(...CLASSES),
  }),
  fc.record({ type: fc.constant('REMOVE_CLASS' as const), pick, which: fc.nat(20) }),
  fc.record({
    type: fc.constant('EDIT_TEXT' as const),
    pick,
    text: fc.constantFrom(...TEXTS),
  }),
);

const isContainer = (el: ShownElement) => CONTAINERS.has(el.tag);
const nth = <T>(list: readonly T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];

/** The change's type and fields on the page as shown, or null when no element fits it. */
export function changeFor(
  step: ChangeStep,
  shown: readonly ShownElement[],
): [string, object] | null {
  const [root, ...inner] = shown;
  if (!root) return null;
  const room = shown.length < MAX_ELEMENTS;
  switch (step.type) {
    case 'STYLING': {
      const el = nth(shown, step.pick);
      return el ? ['STYLING', { codebaseId: el.id, stylingChanges: STYLES[step.style] }] : null;
    }
    case 'ADD_JSX': {
      const into = nth(shown.filter(isContainer), step.pick);
      if (!into || !room) return null;
      return [
        'ADD_JSX',
        {
          codebaseIdToAddTo: into.id,
          addNativeTag: step.tag,
          htmlForInstantUpdate: `<${step.tag}></${step.tag}>`,
        },
      ];
    }
    case 'MOVE_JSX': {
      const el = nth(inner, step.pick);
      if (!el) return null;
      // Also to the end of its own parent where it already is: the server writes nothing and
      // the frame takes its moved copy back.
      const to = nth(
        shown.filter((c) => isContainer(c) && c.id !== el.id && !el.descendants.includes(c.id)),
        step.to,
      );
      return to ? ['MOVE_JSX', { codebaseIdToMove: el.id, codebaseIdToMoveTo: to.id }] : null;
    }
    case 'REMOVE_JSX': {
      const el = nth(inner, step.pick);
      return el && shown.length > 4 ? ['REMOVE_JSX', { codebaseIdsToRemove: [el.id] }] : null;
    }
    case 'CHANGE_PROP': {
      const el = nth(shown, step.pick);
      return el
        ? ['CHANGE_PROP', { codebaseIdToChange: el.id, propName: step.prop, propValue: step.value }]
        : null;
    }
    case 'WRAP_DIV': {
      const el = nth(inner, step.pick);
      return el && room ? ['WRAP_DIV', { codebaseIdsToWrap: [el.id] }] : null;
    }
    case 'DUPLICATE': {
      const el = nth(inner, step.pick);
      return el && room ? ['DUPLICATE', { codebaseIdsToDuplicate: [el.id] }] : null;
    }
    case 'CHANGE_TAG': {
      const el = nth(inner, step.pick);
      if (!el || el.tag === 'ul' || el.tag === 'li') return null;
      const tags = (isContainer(el) ? CONTAINER_TAGS : LEAF_TAGS).filter((t) => t !== el.tag);
      return ['CHANGE_TAG', { codebaseIdToChange: el.id, newTagName: nth(tags, step.tag) }];
    }
    case 'ADD_CLASS': {
      const el = nth(shown, step.pick);
      return el && !el.classes.includes(step.className)
        ? ['ADD_CLASS', { codebaseIdToAddClass: el.id, className: step.className }]
        : null;
    }
    case 'REMOVE_CLASS': {
      const el = nth(
        shown.filter((e) => e.classes.length > 0),
        step.pick,
      );
      const className = el && nth(el.classes, step.which);
      return el && className
        ? ['REMOVE_CLASS', { codebaseIdToRemoveClass: el.id, className }]
        : null;
    }
    case 'EDIT_TEXT': {
      const el = nth(
        shown.filter((e) => e.text !== null && e.text.trim() !== '' && !isContainer(e)),
        step.pick,
      );
      return el && el.text !== step.text
        ? ['EDIT_TEXT', { codebaseIdToEditText: el.id, newText: step.text, oldText: el.text }]
        : null;
    }
  }
}
