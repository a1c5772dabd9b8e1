import { ElementKey, isValidElementId } from './element-key.js';
import {
  CHANGE_NAMES,
  ChangeType,
  StylingFramework,
  isChangeType,
  isStylingFramework,
  newChangeId,
  type AddJsxFields,
  type Change,
  type ChangeFieldsByType,
  type ChangeFieldsInputByType,
  type ChangeMeta,
  type ChangeOf,
  type ChangeOptions,
  type JsonObject,
  type JsonValue,
  type MoveJsxFields,
} from './change-types.js';

// ---------------------------------------------------------------------------------------------
// Field normalisation: one reader per type checks and copies what it is given, so a change made
// from untrusted JSON (a message) has the same guarantees as one made in code.

type Raw = Readonly<Record<string, unknown>>;

function fail(type: ChangeType, detail: string): never {
  throw new Error(`Invalid ${type} change: ${detail}`);
}

function isPlainObject(value: unknown): value is Raw {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function reqString(type: ChangeType, raw: Raw, name: string): string {
  const value = raw[name];
  if (typeof value !== 'string' || value === '') fail(type, `${name} must be a non-empty string`);
  return value;
}

function reqText(type: ChangeType, raw: Raw, name: string): string {
  const value = raw[name];
  if (typeof value !== 'string') fail(type, `${name} must be a string`);
  return value;
}

function optString(type: ChangeType, raw: Raw, name: string): string | undefined {
  const value = raw[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') fail(type, `${name} must be a string`);
  return value;
}

function stringList(type: ChangeType, raw: Raw, name: string, dedupe: boolean): string[] {
  const value = raw[name] ?? [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item === '')) {
    fail(type, `${name} must be a list of non-empty strings`);
  }
  return dedupe ? [...new Set(value as string[])] : [...(value as string[])];
}

function styleMap(type: ChangeType, raw: Raw, name: string): Record<string, string> {
  const value = raw[name] ?? {};
  if (!isPlainObject(value) || Object.values(value).some((v) => typeof v !== 'string')) {
    fail(type, `${name} must map names to strings`);
  }
  return { ...(value as Record<string, string>) };
}

function jsonCopy(type: ChangeType, value: unknown, path: string): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(type, `${path} must be a finite number`);
    return value === 0 ? 0 : value; // -0 does not survive JSON
  }
  if (Array.isArray(value)) return value.map((item, i) => jsonCopy(type, item, `${path}[${i}]`));
  if (isPlainObject(value)) {
    const out: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) defineData(out, key, jsonCopy(type, item, `${path}.${key}`));
    }
    return out;
  }
  return fail(type, `${path} must be JSON data`);
}

/** Sets an own data property even for the key `__proto__` (which `=` would treat specially). */
function defineData(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function jsonObject(type: ChangeType, value: unknown, path: string): JsonObject {
  if (!isPlainObject(value)) fail(type, `${path} must be an object`);
  return jsonCopy(type, value, path) as JsonObject;
}

/** Puts only defined optional fields on `target`, so values compare and serialise cleanly. */
function withOptional<T extends object>(target: T, optional: Record<string, unknown>): T {
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
  return target;
}

function asChange(type: ChangeType, value: unknown, name: string): Change {
  // A value made by createChange is kept; anything else is rebuilt (and so checked) as JSON.
  const change = isCreated(value) ? value : reconstructChange(value);
  if (!isPlainObject(change) || !isChangeType(change.type) || typeof change.id !== 'string') {
    fail(type, `${name} must be a change`);
  }
  return change as unknown as Change;
}

const FIELD_READERS: { readonly [T in ChangeType]: (raw: Raw) => ChangeFieldsByType[T] } = {
  STYLING: (raw) => {
    const t = ChangeType.STYLING;
    const framework = raw.stylingFramework ?? StylingFramework.Inline;
    if (!isStylingFramework(framework)) {
      fail(t, `unknown styling framework ${String(framework)}`);
    }
    return {
      codebaseId: reqString(t, raw, 'codebaseId'),
      stylingChanges: styleMap(t, raw, 'stylingChanges'),
      stylingFramework: framework,
      modifiers: stringList(t, raw, 'modifiers', false),
      customProperties: styleMap(t, raw, 'customProperties'),
    };
  },
  ADD_JSX: (raw) => {
    const t = ChangeType.ADD_JSX;
    return withOptional<AddJsxFields>(
      { codebaseIdToAddTo: reqString(t, raw, 'codebaseIdToAddTo') },
      {
        beforeCodebaseId: optString(t, raw, 'beforeCodebaseId'),
        afterCodebaseId: optString(t, raw, 'afterCodebaseId'),
        addCodebaseId: optString(t, raw, 'addCodebaseId'),
        addNativeTag: optString(t, raw, 'addNativeTag'),
        fileContentsToSourceFrom: optString(t, raw, 'fileContentsToSourceFrom'),
        fileContentsSourceFilename: optString(t, raw, 'fileContentsSourceFilename'),
        propsToSet:
          raw.propsToSet == null ? undefined : jsonObject(t, raw.propsToSet, 'propsToSet'),
        deletedStoryboardId: optString(t, raw, 'deletedStoryboardId'),
        htmlForInstantUpdate: optString(t, raw, 'htmlForInstantUpdate'),
      },
    );
  },
  MOVE_JSX: (raw) => {
    const t = ChangeType.MOVE_JSX;
    return withOptional<MoveJsxFields>(
      {
        codebaseIdToMove: reqString(t, raw, 'codebaseIdToMove'),
        codebaseIdToMoveTo: reqString(t, raw, 'codebaseIdToMoveTo'),
      },
      {
        afterCodebaseId: optString(t, raw, 'afterCodebaseId'),
        beforeCodebaseId: optString(t, raw, 'beforeCodebaseId'),
        expectedCurrentParentCodebaseId: optString(t, raw, 'expectedCurrentParentCodebaseId'),
      },
    );
  },
  REMOVE_JSX: (raw) => ({
    codebaseIdsToRemove: stringList(ChangeType.REMOVE_JSX, raw, 'codebaseIdsToRemove', true),
  }),
  CHANGE_PROP: (raw) => {
    const t = ChangeType.CHANGE_PROP;
    return {
      codebaseIdToChange: reqString(t, raw, 'codebaseIdToChange'),
      propName: reqString(t, raw, 'propName'),
      propValue: jsonCopy(t, raw.propValue ?? null, 'propValue'),
    };
  },
  ADD_CLASS: (raw) => {
    const t = ChangeType.ADD_CLASS;
    const tailwind = raw.addingTailwindClass ?? false;
    if (typeof tailwind !== 'boolean') fail(t, 'addingTailwindClass must be a boolean');
    return {
      codebaseIdToAddClass: reqString(t, raw, 'codebaseIdToAddClass'),
      className: reqString(t, raw, 'className'),
      addingTailwindClass: tailwind,
      modifiers: stringList(t, raw, 'modifiers', false),
      customProperties: styleMap(t, raw, 'customProperties'),
    };
  },
  REMOVE_CLASS: (raw) => {
    const t = ChangeType.REMOVE_CLASS;
    return {
      codebaseIdToRemoveClass: reqString(t, raw, 'codebaseIdToRemoveClass'),
      className: reqString(t, raw, 'className'),
    };
  },
  EDIT_TEXT: (raw) => {
    const t = ChangeType.EDIT_TEXT;
    return {
      codebaseIdToEditText: reqString(t, raw, 'codebaseIdToEditText'),
      newText: reqText(t, raw, 'newText'),
      oldText: reqText(t, raw, 'oldText'),
    };
  },
  WRAP_DIV: (raw) => ({
    codebaseIdsToWrap: stringList(ChangeType.WRAP_DIV, raw, 'codebaseIdsToWrap', true),
  }),
  CHANGE_TAG: (raw) => {
    const t = ChangeType.CHANGE_TAG;
    return {
      codebaseIdToChange: reqString(t, raw, 'codebaseIdToChange'),
      newTagName: reqString(t, raw, 'newTagName'),
    };
  },
  DUPLICATE: (raw) => ({
    codebaseIdsToDuplicate: stringList(ChangeType.DUPLICATE, raw, 'codebaseIdsToDuplicate', true),
  }),
  UNDO: (raw) => ({ changeToUndo: asChange(ChangeType.UNDO, raw.changeToUndo, 'changeToUndo') }),
  REDO: (raw) => ({ changeToRedo: asChange(ChangeType.REDO, raw.changeToRedo, 'changeToRedo') }),
  UNKNOWN: (raw) => jsonObject(ChangeType.UNKNOWN, raw, 'changeFields'),
};

// Values made by createChange: nested changes among them need no second check.
const created = new WeakSet<object>();

function isCreated(value: unknown): value is Change {
  return typeof value === 'object' && value !== null && created.has(value);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function readMeta(type: ChangeType, id: string, options: ChangeOptions): ChangeMeta {
  const idMap = options.prevIdToNewIdMap;
  if (idMap !== undefined && (!isPlainObject(idMap) || !Object.values(idMap).every(isString))) {
    fail(type, 'prevIdToNewIdMap must map ids to ids');
  }
  for (const text of ['activityId', 'cssEquivalent'] as const) {
    const value = options[text];
    if (value !== undefined && typeof value !== 'string') fail(type, `${text} must be a string`);
  }
  for (const flag of ['temporaryOnly', 'matchingActivityFlushed'] as const) {
    const value = options[flag];
    if (value !== undefined && typeof value !== 'boolean') fail(type, `${flag} must be a boolean`);
  }
  return withOptional<ChangeMeta>(
    {
      activityId: options.activityId ?? id,
      elementKeysToSelectAfterInstantUpdate: keyList(
        type,
        options.elementKeysToSelectAfterInstantUpdate,
        'elementKeysToSelectAfterInstantUpdate',
      ),
      elementKeysToSelectAfterUndo: keyList(
        type,
        options.elementKeysToSelectAfterUndo,
        'elementKeysToSelectAfterUndo',
      ),
    },
    {
      cssEquivalent: options.cssEquivalent ?? undefined,
      temporaryOnly: options.temporaryOnly ?? undefined,
      prevIdToNewIdMap: idMap ? { ...idMap } : undefined,
      matchingActivityFlushed: options.matchingActivityFlushed ?? undefined,
    },
  );
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function keyList(type: ChangeType, value: unknown, name: string): string[] {
  if (value == null) return [];
  if (!Array.isArray(value) || !value.every(isString)) fail(type, `${name} must list element keys`);
  return [...new Set(value)];
}

/**
 * Makes an immutable (deeply frozen) change value of `type` from its fields (spec § 3):
 * the fields are checked and copied, id lists of remove, wrap and duplicate are de-duplicated
 * in order, and list/map fields left out get empty defaults.
 *
 * @throws Error `Invalid {type} change: …` when a field is missing or of the wrong kind.
 */
export function createChange<T extends ChangeType>(
  type: T,
  fields: ChangeFieldsInputByType[T],
  options: ChangeOptions = {},
): ChangeOf<T> {
  if (!isChangeType(type)) throw new Error(`Unknown change type: ${String(type)}`);
  if (!isPlainObject(fields)) fail(type, 'changeFields must be an object');
  const id = options.id ?? newChangeId();
  if (typeof id !== 'string' || id === '') fail(type, 'id must be a non-empty string');
  const changeFields = (FIELD_READERS[type] as (raw: Raw) => ChangeFieldsByType[T])(fields);
  const change: ChangeOf<ChangeType> = {
    id,
    type,
    changeName: options.changeName ?? CHANGE_NAMES[type],
    changeFields,
    ...readMeta(type, id, options),
  };
  created.add(deepFreeze(change));
  return change as ChangeOf<T>;
}

/** The change an UNDO or REDO change refers to; undefined for other types. */
export function innerChange(change: Change): Change | undefined {
  if (change.type === ChangeType.UNDO) return change.changeFields.changeToUndo;
  if (change.type === ChangeType.REDO) return change.changeFields.changeToRedo;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Serialisation

/** The JSON form of a change (what `serializeChange` returns). */
export type SerializedChange = JsonObject & { readonly type: string; readonly id: string };

function serialize(value: unknown): JsonValue {
  if (Array.isArray(value)) return value.map(serialize);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) defineData(out, key, serialize(item));
    }
    return out;
  }
  return value as JsonValue;
}

/** A plain JSON object for a change (nested undo/redo changes included). */
export function serializeChange(change: Change): SerializedChange {
  return serialize(change) as SerializedChange;
}

/**
 * The change a JSON object (or its JSON text) describes; the inverse of `serializeChange`.
 * A value without a type (or no value) gives `undefined`.
 *
 * @throws Error `Unknown change type: {type}` for a type the engine does not know, and
 *   `Invalid {type} change: …` for fields that do not fit the type.
 */
export function reconstructChange(json: unknown): Change | undefined {
  const value: unknown = typeof json === 'string' ? JSON.parse(json) : json;
  if (!isPlainObject(value)) return undefined;
  const type = value.type;
  if (type === undefined || type === null || type === '') return undefined;
  if (!isChangeType(type)) throw new Error(`Unknown change type: ${String(type)}`);
  const fields: unknown = value.changeFields ?? {};
  const { id, changeName } = value;
  if (id !== undefined && typeof id !== 'string') fail(type, 'id must be a string');
  if (changeName !== undefined && typeof changeName !== 'string') {
    fail(type, 'changeName must be a string');
  }
  return createChange(type, fields as never, {
    ...(value as ChangeOptions),
    id,
    changeName,
  }) as Change;
}

// ---------------------------------------------------------------------------------------------
// Codebase id remapping

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

function toLookup(map: IdMap): (id: string) => string {
  const entries = map instanceof Map ? [...map.entries()] : Object.entries(map);
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

// ---------------------------------------------------------------------------------------------
// Instant-update gating (spec § 4)

const INSTANT_UNDO_TYPES: ReadonlySet<ChangeType> = new Set<ChangeType>([
  ChangeType.STYLING,
  ChangeType.ADD_CLASS,
  ChangeType.REMOVE_JSX,
]);
const FLUSH_SAFE_TYPES = INSTANT_UNDO_TYPES;

/**
 * True for the types whose instant update the frame can take back without a refresh:
 * styling and added classes are removed again, removed (hidden) elements are shown again.
 * Undoing any other type goes to the server only.
 */
export function supportsInstantUndo(type: ChangeType): boolean {
  return INSTANT_UNDO_TYPES.has(type);
}

/**
 * While the change queue is flushing (the source is reloading) only removal, add-class and
 * styling changes, and undo or redo of them (at any depth), may send an instant update.
 */
export function canInstantUpdateWhileFlushing(change: Change): boolean {
  const nested = innerChange(change);
  if (nested) return canInstantUpdateWhileFlushing(nested);
  return FLUSH_SAFE_TYPES.has(change.type);
}

/**
 * Why `change` may not be shown instantly now, or null when it may: UNKNOWN never is, an UNDO
 * only when the undone type supports instant undo, a REDO when its change could be, and while
 * flushing only what `canInstantUpdateWhileFlushing` allows.
 */
export function instantUpdateRefusal(change: Change, flushing: boolean): string | null {
  if (change.type === ChangeType.UNKNOWN) return 'UNKNOWN changes never send an instant update';
  if (flushing && !canInstantUpdateWhileFlushing(change)) {
    return 'while flushing only removal, add-class and styling changes (and undo or redo of them) update instantly';
  }
  if (change.type === ChangeType.UNDO) {
    const undone = change.changeFields.changeToUndo.type;
    if (!supportsInstantUndo(undone)) {
      return `${undone} has no instant undo; it is undone by the server only`;
    }
  }
  if (change.type === ChangeType.REDO) {
    return instantUpdateRefusal(change.changeFields.changeToRedo, flushing);
  }
  return null;
}

/** Whether the frame may show `change` instantly now (see `instantUpdateRefusal`). */
export function canSendInstantUpdate(change: Change, flushing: boolean): boolean {
  return instantUpdateRefusal(change, flushing) === null;
}
