/** Rewriting the codebase ids a change refers to, after the source renamed them. */
import { ChangeType, innerChange, type Change } from './change-types.js';
import { createChange } from './changes.js';
import { ElementKey, isValidElementId } from './element-key.js';

/** Previous codebase id → new codebase id. */
export type IdMap = ReadonlyMap<string, string> | Readonly<Record<string, string>>;

const SINGLE_ID_FIELDS: Readonly<Partial<Record<ChangeType, readonly string[]>>> = {
  STYLING: ['codebaseId'],
  ADD_JSX: ['codebaseIdToAddTo', 'beforeCodebaseId', 'afterCodebaseId', 'addCodebaseId'],
  MOVE_JSX: [
    'codebaseIdToMove',
    'codebaseIdToMoveTo',
    'afterCodebaseId',
    'beforeCodebaseId',
    'expectedCurrentParentCodebaseId',
  ],
  CHANGE_PROP: ['codebaseIdToChange'],
  ADD_CLASS: ['codebaseIdToAddClass'],
  REMOVE_CLASS: ['codebaseIdToRemoveClass'],
  EDIT_TEXT: ['codebaseIdToEditText'],
  CHANGE_TAG: ['codebaseIdToChange'],
};
const ID_LIST_FIELDS: Readonly<Partial<Record<ChangeType, string>>> = {
  REMOVE_JSX: 'codebaseIdsToRemove',
  WRAP_DIV: 'codebaseIdsToWrap',
  DUPLICATE: 'codebaseIdsToDuplicate',
};

/** The pairs of either form of IdMap (`instanceof Map` alone narrows to Map<any, any>). */
export function idMapEntries(map: IdMap): [string, string][] {
  return map instanceof Map
    ? [...(map as ReadonlyMap<string, string>).entries()]
    : Object.entries(map as Readonly<Record<string, string>>);
}

function toLookup(map: IdMap): (id: string) => string {
  const entries = idMapEntries(map);
  for (const [from, to] of entries) {
    if (!isValidElementId(to)) throw new Error(`Invalid codebase id in id map: ${from} → ${to}`);
  }
  const table = new Map(entries);
  return (id) => table.get(id) ?? id;
}

function remapKey(key: string, rename: (id: string) => string): string {
  const parsed = ElementKey.parse(key);
  if (parsed.isEmpty()) return key;
  const codebaseId = rename(parsed.codebaseId);
  if (codebaseId === parsed.codebaseId) return key;
  return new ElementKey(codebaseId, parsed.storyboardId, parsed.uniquePath).toString();
}

function remap(change: Change, rename: (id: string) => string): Change {
  const fields: Record<string, unknown> = { ...change.changeFields };
  for (const name of SINGLE_ID_FIELDS[change.type] ?? []) {
    const id = fields[name];
    if (typeof id === 'string') fields[name] = rename(id);
  }
  const listField = ID_LIST_FIELDS[change.type];
  if (listField) fields[listField] = (fields[listField] as string[]).map(rename);
  const nested = innerChange(change);
  if (nested) {
    fields[change.type === ChangeType.UNDO ? 'changeToUndo' : 'changeToRedo'] = remap(
      nested,
      rename,
    );
  }
  return createChange(change.type, fields as never, {
    ...change,
    elementKeysToSelectAfterInstantUpdate: change.elementKeysToSelectAfterInstantUpdate.map((k) =>
      remapKey(k, rename),
    ),
    elementKeysToSelectAfterUndo: change.elementKeysToSelectAfterUndo.map((k) =>
      remapKey(k, rename),
    ),
  }) as Change;
}

/**
 * The change with every codebase id in its fields (nested undo/redo changes included) and in
 * its select-after element keys rewritten through `prevIdToNewIdMap`, all at once (a swap
 * A↔B is correct). Ids not in the map, the change id, the activity id and the change's own
 * `prevIdToNewIdMap` are kept. Lists stay de-duplicated.
 *
 * @throws Error `Invalid codebase id in id map: …` when a new id is not a valid id.
 */
export function remapCodebaseIds<C extends Change>(change: C, prevIdToNewIdMap: IdMap): C {
  return remap(change, toLookup(prevIdToNewIdMap)) as C;
}

/**
 * Every codebase id a change refers to, in field order, then those of its select-after keys
 * (nested undo/redo changes included; repeats kept).
 */
export function codebaseIdsOf(change: Change): string[] {
  const seen: string[] = [];
  remap(change, (id) => {
    seen.push(id);
    return id;
  });
  return seen;
}
