/**
 * Change values (visual-editor spec, § 3): creation from checked fields, the nested change of
 * undo/redo, and the JSON form. Field checks are the zod schemas of `change-fields.ts`; id
 * remapping and the instant-update gating live in `change-remap.ts` and `instant-gating.ts`
 * (re-exported here).
 */
import {
  changeSchema,
  defineData,
  failChange,
  isPlainObject,
  parseChangeFields,
  parseChangeMeta,
} from './change-fields.js';
import {
  CHANGE_NAMES,
  isChangeType,
  newChangeId,
  type ChangeType,
  type Change,
  type ChangeFieldsInputByType,
  type ChangeOf,
  type ChangeOptions,
  type JsonObject,
  type JsonValue,
} from './change-types.js';

// Values made by createChange: nested changes among them need no second check.
const created = new WeakSet<object>();

function isCreated(value: unknown): value is Change {
  return typeof value === 'object' && value !== null && created.has(value);
}

function asChange(type: ChangeType, value: unknown, name: string): Change {
  // A value made by createChange is kept; anything else is rebuilt (and so checked) as JSON.
  const change = isCreated(value) ? value : reconstructChange(value);
  if (!isPlainObject(change) || !isChangeType(change.type) || typeof change.id !== 'string') {
    failChange(type, `${name} must be a change`);
  }
  return change;
}

const CHANGE_SCHEMA = changeSchema(asChange);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * Makes an immutable (deeply frozen) change value of `type` from its fields (visual-editor
 * spec, § 3): the fields are checked and copied, id lists of remove, wrap and duplicate are
 * de-duplicated in order, and list/map fields left out get empty defaults.
 *
 * @throws Error `Invalid {type} change: …` when a field is missing or of the wrong kind.
 */
export function createChange<T extends ChangeType>(
  type: T,
  fields: ChangeFieldsInputByType[T],
  options: ChangeOptions = {},
): ChangeOf<T> {
  if (!isChangeType(type))
    throw new Error(
      `Unknown change type: ${typeof type === 'string' ? type : JSON.stringify(type)}`,
    );
  if (!isPlainObject(fields)) failChange(type, 'changeFields must be an object');
  const id = options.id ?? newChangeId();
  if (typeof id !== 'string' || id === '') failChange(type, 'id must be a non-empty string');
  const changeFields = parseChangeFields(CHANGE_SCHEMA, type, fields);
  const change = {
    id,
    type,
    changeName: options.changeName ?? CHANGE_NAMES[type],
    changeFields,
    ...parseChangeMeta(type, id, options),
  } as ChangeOf<T>;
  created.add(deepFreeze(change));
  return change;
}

export { innerChange } from './change-types.js';

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
  if (!isChangeType(type))
    throw new Error(
      `Unknown change type: ${typeof type === 'string' ? type : JSON.stringify(type)}`,
    );
  const fields: unknown = value.changeFields ?? {};
  const { id, changeName } = value;
  if (id !== undefined && typeof id !== 'string') failChange(type, 'id must be a string');
  if (changeName !== undefined && typeof changeName !== 'string') {
    failChange(type, 'changeName must be a string');
  }
  return createChange(type, fields as never, {
    ...(value as ChangeOptions),
    id,
    changeName,
  }) as Change;
}
