// fast-check arbitraries for change values, shared by the specs (not part of the build).
import fc from 'fast-check';
import {
  ChangeType,
  StylingFramework,
  type Change,
  type ChangeOf,
  type ChangeType as Type,
} from './change-types.js';
import { createChange } from './changes.js';
import { ElementKey } from './element-key.js';

/** A small pool of codebase ids, so that id maps and lists often hit the same ids. */
export const codebaseIdArb = fc.oneof(
  fc.constantFrom('a', 'b', 'c_d', '__next', 'root', 'body', 'tempo-wrap-in-div-placeholder'),
  fc.uuid({ version: 4 }).map((uuid) => `tempo-${uuid}`),
  fc.nat({ max: 5 }).map((n) => `tempo-duplicate-placeholder-${n}`),
);

const idListArb = fc.array(codebaseIdArb, { maxLength: 5 });
const optIdArb = fc.option(codebaseIdArb, { nil: undefined });
const textArb = fc.string({ maxLength: 12 });
const optTextArb = fc.option(textArb, { nil: undefined });
const nonEmptyTextArb = fc.string({ minLength: 1, maxLength: 12 });
const styleMapArb = fc.dictionary(
  fc.constantFrom('color', 'backgroundColor', '--gap', 'WebkitTransform', 'margin'),
  textArb,
  { maxKeys: 4 },
);
const modifiersArb = fc.array(fc.constantFrom('hover', 'focus', 'md', 'dark', 'disabled'), {
  maxLength: 3,
});
const jsonObjectArb = fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), {
  maxKeys: 3,
});

export const elementKeyStringArb = fc
  .tuple(
    codebaseIdArb,
    fc.constantFrom('sb', 'story_Z_1', 'a1b2c3d4-e5f6-4a7b-9c8d-0e1f2a3b4c5d'),
    fc.array(fc.nat({ max: 9 }), { minLength: 1, maxLength: 4 }),
  )
  .map(([cb, sb, path]) => new ElementKey(cb, sb, path.join('-')).toString());

const metaArb = fc.record(
  {
    id: fc.uuid({ version: 4 }),
    activityId: fc.uuid({ version: 4 }),
    changeName: nonEmptyTextArb,
    cssEquivalent: textArb,
    temporaryOnly: fc.boolean(),
    prevIdToNewIdMap: fc.dictionary(codebaseIdArb, codebaseIdArb, { maxKeys: 3 }),
    matchingActivityFlushed: fc.boolean(),
    elementKeysToSelectAfterInstantUpdate: fc.array(elementKeyStringArb, { maxLength: 3 }),
    elementKeysToSelectAfterUndo: fc.array(elementKeyStringArb, { maxLength: 3 }),
  },
  { requiredKeys: ['id'] },
);

const fieldArbs: { readonly [T in Exclude<Type, 'UNDO' | 'REDO'>]: fc.Arbitrary<object> } = {
  STYLING: fc.record({
    codebaseId: codebaseIdArb,
    stylingChanges: styleMapArb,
    stylingFramework: fc.constantFrom(...Object.values(StylingFramework)),
    modifiers: modifiersArb,
    customProperties: styleMapArb,
  }),
  ADD_JSX: fc.record(
    {
      codebaseIdToAddTo: codebaseIdArb,
      beforeCodebaseId: optIdArb,
      afterCodebaseId: optIdArb,
      addCodebaseId: optIdArb,
      addNativeTag: fc.option(fc.constantFrom('div', 'span', 'button'), { nil: undefined }),
      fileContentsToSourceFrom: optTextArb,
      fileContentsSourceFilename: optTextArb,
      propsToSet: fc.option(jsonObjectArb, { nil: undefined }),
      deletedStoryboardId: optTextArb,
      htmlForInstantUpdate: optTextArb,
    },
    { requiredKeys: ['codebaseIdToAddTo'] },
  ),
  MOVE_JSX: fc.record(
    {
      codebaseIdToMove: codebaseIdArb,
      codebaseIdToMoveTo: codebaseIdArb,
      afterCodebaseId: codebaseIdArb,
      beforeCodebaseId: codebaseIdArb,
      expectedCurrentParentCodebaseId: codebaseIdArb,
    },
    { requiredKeys: ['codebaseIdToMove', 'codebaseIdToMoveTo'] },
  ),
  REMOVE_JSX: fc.record({ codebaseIdsToRemove: idListArb }),
  CHANGE_PROP: fc.record({
    codebaseIdToChange: codebaseIdArb,
    propName: nonEmptyTextArb,
    propValue: fc.jsonValue({ maxDepth: 2 }),
  }),
  ADD_CLASS: fc.record({
    codebaseIdToAddClass: codebaseIdArb,
    className: nonEmptyTextArb,
    addingTailwindClass: fc.boolean(),
    modifiers: modifiersArb,
    customProperties: styleMapArb,
  }),
  REMOVE_CLASS: fc.record({ codebaseIdToRemoveClass: codebaseIdArb, className: nonEmptyTextArb }),
  EDIT_TEXT: fc.record({ codebaseIdToEditText: codebaseIdArb, newText: textArb, oldText: textArb }),
  WRAP_DIV: fc.record({ codebaseIdsToWrap: idListArb }),
  CHANGE_TAG: fc.record({ codebaseIdToChange: codebaseIdArb, newTagName: nonEmptyTextArb }),
  DUPLICATE: fc.record({ codebaseIdsToDuplicate: idListArb }),
  UNKNOWN: jsonObjectArb,
};

/** Any non-undo/redo change of the given types. */
export function plainChangeArb(
  types: readonly Exclude<Type, 'UNDO' | 'REDO'>[] = Object.keys(fieldArbs) as never,
): fc.Arbitrary<Change> {
  return fc
    .constantFrom(...types)
    .chain((type) => fc.tuple(fc.constant(type), fieldArbs[type], metaArb))
    .map(([type, fields, meta]) => createChange(type, fields as never, meta) as Change);
}

/** Any change, with UNDO and REDO nested up to `depth` levels (of any type, UNDO/REDO too). */
export function changeArb(depth = 3): fc.Arbitrary<Change> {
  if (depth <= 0) return plainChangeArb();
  return fc.oneof(
    { weight: 3, arbitrary: plainChangeArb() },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(ChangeType.UNDO, ChangeType.REDO), changeArb(depth - 1), metaArb)
        .map(([type, inner, meta]) =>
          type === ChangeType.UNDO
            ? createChange(type, { changeToUndo: inner }, meta)
            : createChange(type, { changeToRedo: inner }, meta),
        ),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Fixed examples

export const A = 'tempo-aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const B = 'tempo-bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const C = 'tempo-cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const sampleKey = (cb: string, path = '0-1'): string =>
  new ElementKey(cb, 'sb', path).toString();

/** One example change per type, with every codebase-id field set to A, B or C. */
export function examples(): { [T in Type]: ChangeOf<T> } {
  const styling = createChange(
    ChangeType.STYLING,
    {
      codebaseId: A,
      stylingChanges: { backgroundColor: 'red' },
      stylingFramework: 'Tailwind',
      modifiers: ['hover'],
      customProperties: { '--gap': '4px' },
    },
    {
      id: 'styling-1',
      elementKeysToSelectAfterInstantUpdate: [sampleKey(A)],
      elementKeysToSelectAfterUndo: [sampleKey(B)],
    },
  );
  return {
    STYLING: styling,
    ADD_JSX: createChange(
      ChangeType.ADD_JSX,
      {
        codebaseIdToAddTo: A,
        beforeCodebaseId: B,
        afterCodebaseId: C,
        addCodebaseId: B,
        fileContentsToSourceFrom: 'export const X = 1;',
        fileContentsSourceFilename: 'x.tsx',
        deletedStoryboardId: 'sb-old',
      },
      { id: 'add-1' },
    ),
    MOVE_JSX: createChange(
      ChangeType.MOVE_JSX,
      {
        codebaseIdToMove: A,
        codebaseIdToMoveTo: B,
        afterCodebaseId: C,
        beforeCodebaseId: A,
        expectedCurrentParentCodebaseId: B,
      },
      { id: 'move-1' },
    ),
    REMOVE_JSX: createChange(
      ChangeType.REMOVE_JSX,
      { codebaseIdsToRemove: [A, B, A, C, B] },
      { id: 'remove-1' },
    ),
    CHANGE_PROP: createChange(
      ChangeType.CHANGE_PROP,
      { codebaseIdToChange: A, propName: 'title', propValue: { text: 'Hi', n: [1, 2] } },
      { id: 'prop-1' },
    ),
    ADD_CLASS: createChange(
      ChangeType.ADD_CLASS,
      { codebaseIdToAddClass: A, className: 'p-4', addingTailwindClass: true, modifiers: ['md'] },
      { id: 'add-class-1' },
    ),
    REMOVE_CLASS: createChange(
      ChangeType.REMOVE_CLASS,
      { codebaseIdToRemoveClass: B, className: 'p-4' },
      { id: 'remove-class-1' },
    ),
    EDIT_TEXT: createChange(
      ChangeType.EDIT_TEXT,
      { codebaseIdToEditText: C, newText: 'New', oldText: 'Old' },
      { id: 'text-1' },
    ),
    WRAP_DIV: createChange(ChangeType.WRAP_DIV, { codebaseIdsToWrap: [B, A, B] }, { id: 'wrap-1' }),
    CHANGE_TAG: createChange(
      ChangeType.CHANGE_TAG,
      { codebaseIdToChange: A, newTagName: 'section' },
      { id: 'tag-1' },
    ),
    DUPLICATE: createChange(
      ChangeType.DUPLICATE,
      { codebaseIdsToDuplicate: [C, C, A] },
      { id: 'dup-1' },
    ),
    UNDO: createChange(
      ChangeType.UNDO,
      { changeToUndo: styling },
      { id: 'undo-1', activityId: 'act-undo' },
    ),
    REDO: createChange(
      ChangeType.REDO,
      {
        changeToRedo: createChange(ChangeType.UNDO, { changeToUndo: styling }, { id: 'undo-0' }),
      },
      { id: 'redo-1' },
    ),
    UNKNOWN: createChange(ChangeType.UNKNOWN, { whatever: [1, 'x'] }, { id: 'unknown-1' }),
  };
}
