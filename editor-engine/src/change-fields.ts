/**
 * Change-field parsing (visual-editor spec, § 3) by zod schemas: one discriminated union over the
 * change type, so a change made from untrusted JSON (a message) gets the same checks and copies as
 * one made in code. Errors read `Invalid {type} change: {path} {problem}`.
 */
import { z } from 'zod';

import {
  ChangeType,
  StylingFramework,
  type Change,
  type ChangeFieldsByType,
  type ChangeMeta,
  type ChangeOptions,
  type JsonObject,
  type JsonValue,
} from './change-types.js';

/** Throws the engine's change error. */
export function failChange(type: ChangeType, detail: string): never {
  throw new Error(`Invalid ${type} change: ${detail}`);
}

/** Own enumerable data of a plain object (not an array, not a class instance). */
export function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Sets an own data property even for the key `__proto__` (which `=` would treat specially). */
export function defineData(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

// A JSON copy that reports the first offending spot as a path below the value.
type JsonResult = { ok: true; value: JsonValue } | { ok: false; path: PropertyKey[] };

function jsonCopy(value: unknown, path: PropertyKey[]): JsonResult {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') {
    return { ok: true, value };
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, path: [...path, '#finite'] };
    return { ok: true, value: value === 0 ? 0 : value }; // -0 does not survive JSON
  }
  if (Array.isArray(value)) {
    const out: JsonValue[] = [];
    for (let i = 0; i < value.length; i++) {
      const item = jsonCopy(value[i], [...path, i]);
      if (!item.ok) return item;
      out.push(item.value);
    }
    return { ok: true, value: out };
  }
  if (isPlainObject(value)) {
    const out: Record<string, JsonValue> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (entry === undefined) continue;
      const item = jsonCopy(entry, [...path, key]);
      if (!item.ok) return item;
      defineData(out, key, item.value);
    }
    return { ok: true, value: out };
  }
  return { ok: false, path };
}

/** Deep-copies JSON data (`__proto__` kept as data, -0 as 0); an issue where it is not JSON. */
function toJson(value: unknown, ctx: z.RefinementCtx): JsonValue {
  const result = jsonCopy(value, []);
  if (result.ok) return result.value;
  const last = result.path[result.path.length - 1];
  const finite = last === '#finite';
  ctx.addIssue({
    code: 'custom',
    message: finite ? 'must be a finite number' : 'must be JSON data',
    path: finite ? result.path.slice(0, -1) : result.path,
  });
  return z.NEVER;
}

/** A JSON object (plain object), deep-copied. */
const jsonObject = z
  .unknown()
  .refine((value) => isPlainObject(value), { error: 'must be an object' })
  .transform((value, ctx) => toJson(value, ctx) as JsonObject);

const NON_EMPTY = 'must be a non-empty string';
const requiredId = z.string({ error: NON_EMPTY }).min(1, { error: NON_EMPTY });
const text = z.string({ error: 'must be a string' });
const optionalText = text.nullish().transform((value) => value ?? undefined);

const LIST = 'must be a list of non-empty strings';
/** A list of non-empty strings (absent: empty), optionally de-duplicated in order. */
const idList = (dedupe: boolean) =>
  z
    .array(z.unknown(), { error: LIST })
    .nullish()
    .refine((items) => (items ?? []).every((item) => typeof item === 'string' && item !== ''), {
      error: LIST,
    })
    .transform((items) => {
      const list = (items ?? []) as string[];
      return dedupe ? [...new Set(list)] : [...list];
    });

const MAP = 'must map names to strings';
/** Name → string (absent: empty), copied. */
const styleMap = z
  .unknown()
  .optional()
  .transform((value) => value ?? {})
  .refine(
    (value) => isPlainObject(value) && Object.values(value).every((v) => typeof v === 'string'),
    { error: MAP },
  )
  .transform((value) => {
    const out: Record<string, string> = {};
    for (const [key, entry] of Object.entries(value as Record<string, string>)) {
      defineData(out, key, entry);
    }
    return out;
  });

const stylingFramework = z
  .enum(Object.values(StylingFramework) as [StylingFramework, ...StylingFramework[]], {
    error: (issue) => `unknown styling framework ${String(issue.input)}`,
  })
  .nullish()
  .transform((value) => value ?? StylingFramework.Inline);

/** Resolves a nested change of an undo or redo (supplied by `changes.ts`: no import cycle). */
export type NestedChangeReader = (type: ChangeType, value: unknown, name: string) => Change;

// Absent keys: zod 4 objects refuse a missing key unless its schema starts optional, hence
// `z.unknown().optional()` below wherever a field may be left out.
function fieldsObject<S extends z.ZodRawShape>(shape: S) {
  return z.object(shape, { error: 'must be an object' });
}

/**
 * The zod schema of every change, a union discriminated by `type`, over
 * `{ type, changeFields }`. Nested undo/redo changes are read by `nested`.
 */
export function changeSchema(nested: NestedChangeReader) {
  const nestedChange = (type: ChangeType, name: string) =>
    z
      .unknown()
      .optional()
      .transform((value) => nested(type, value, name));
  const variant = <T extends ChangeType, S extends z.ZodType>(type: T, fields: S) =>
    z.object({ type: z.literal(type), changeFields: fields });
  return z.discriminatedUnion('type', [
    variant(
      ChangeType.STYLING,
      fieldsObject({
        codebaseId: requiredId,
        stylingChanges: styleMap,
        stylingFramework,
        modifiers: idList(false),
        customProperties: styleMap,
      }),
    ),
    variant(
      ChangeType.ADD_JSX,
      fieldsObject({
        codebaseIdToAddTo: requiredId,
        beforeCodebaseId: optionalText,
        afterCodebaseId: optionalText,
        addCodebaseId: optionalText,
        addNativeTag: optionalText,
        fileContentsToSourceFrom: optionalText,
        fileContentsSourceFilename: optionalText,
        propsToSet: jsonObject.nullish().transform((value) => value ?? undefined),
        deletedStoryboardId: optionalText,
        htmlForInstantUpdate: optionalText,
      }),
    ),
    variant(
      ChangeType.MOVE_JSX,
      fieldsObject({
        codebaseIdToMove: requiredId,
        codebaseIdToMoveTo: requiredId,
        afterCodebaseId: optionalText,
        beforeCodebaseId: optionalText,
        expectedCurrentParentCodebaseId: optionalText,
      }),
    ),
    variant(ChangeType.REMOVE_JSX, fieldsObject({ codebaseIdsToRemove: idList(true) })),
    variant(
      ChangeType.CHANGE_PROP,
      fieldsObject({
        codebaseIdToChange: requiredId,
        propName: requiredId,
        propValue: z
          .unknown()
          .optional()
          .transform((value, ctx) => toJson(value ?? null, ctx)),
      }),
    ),
    variant(
      ChangeType.ADD_CLASS,
      fieldsObject({
        codebaseIdToAddClass: requiredId,
        className: requiredId,
        addingTailwindClass: z
          .boolean({ error: 'must be a boolean' })
          .nullish()
          .transform((value) => value ?? false),
        modifiers: idList(false),
        customProperties: styleMap,
      }),
    ),
    variant(
      ChangeType.REMOVE_CLASS,
      fieldsObject({ codebaseIdToRemoveClass: requiredId, className: requiredId }),
    ),
    variant(
      ChangeType.EDIT_TEXT,
      fieldsObject({ codebaseIdToEditText: requiredId, newText: text, oldText: text }),
    ),
    variant(ChangeType.WRAP_DIV, fieldsObject({ codebaseIdsToWrap: idList(true) })),
    variant(
      ChangeType.CHANGE_TAG,
      fieldsObject({ codebaseIdToChange: requiredId, newTagName: requiredId }),
    ),
    variant(ChangeType.DUPLICATE, fieldsObject({ codebaseIdsToDuplicate: idList(true) })),
    variant(
      ChangeType.UNDO,
      fieldsObject({ changeToUndo: nestedChange(ChangeType.UNDO, 'changeToUndo') }),
    ),
    variant(
      ChangeType.REDO,
      fieldsObject({ changeToRedo: nestedChange(ChangeType.REDO, 'changeToRedo') }),
    ),
    variant(ChangeType.UNKNOWN, jsonObject),
  ]);
}

/** `propsToSet.f`, `propValue[0]`: the path of an issue as a reader would write it. */
function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/** The first issue as `{path} {message}`, paths relative to the change (`changeFields` kept
 * only for the unknown type, whose fields are one JSON object). */
export function describeIssue(type: ChangeType, issue: z.core.$ZodIssue): string {
  const path = issue.path[0] === 'changeFields' ? issue.path.slice(1) : issue.path;
  const where = formatPath(
    type === ChangeType.UNKNOWN || path.length === 0 ? ['changeFields', ...path] : path,
  );
  return `${where} ${issue.message}`;
}

/** Drops keys whose value is undefined, so values compare and serialise cleanly. */
export function withoutUndefined<T extends object>(value: T): T {
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined) delete (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Checks and copies the fields of a change of `type` through `schema` (see `changeSchema`).
 * @throws Error `Invalid {type} change: …`
 */
export function parseChangeFields<T extends ChangeType>(
  schema: ReturnType<typeof changeSchema>,
  type: T,
  fields: unknown,
): ChangeFieldsByType[T] {
  const result = schema.safeParse({ type, changeFields: fields });
  if (!result.success) failChange(type, describeIssue(type, result.error.issues[0]));
  return withoutUndefined(result.data.changeFields as object) as ChangeFieldsByType[T];
}

const keyList = (name: string) =>
  z
    .array(z.string({ error: `${name} must list element keys` }), {
      error: `${name} must list element keys`,
    })
    .nullish()
    .transform((keys) => [...new Set(keys ?? [])]);

const optionalMetaText = (name: string) =>
  z
    .string({ error: `${name} must be a string` })
    .nullish()
    .transform((value) => value ?? undefined);
const optionalFlag = (name: string) =>
  z
    .boolean({ error: `${name} must be a boolean` })
    .nullish()
    .transform((value) => value ?? undefined);

const ID_MAP = 'prevIdToNewIdMap must map ids to ids';
const metaSchema = z.object({
  activityId: optionalMetaText('activityId'),
  cssEquivalent: optionalMetaText('cssEquivalent'),
  temporaryOnly: optionalFlag('temporaryOnly'),
  matchingActivityFlushed: optionalFlag('matchingActivityFlushed'),
  prevIdToNewIdMap: z
    .unknown()
    .optional()
    .refine(
      (map) =>
        map === undefined ||
        (isPlainObject(map) && Object.values(map).every((id) => typeof id === 'string')),
      { error: ID_MAP },
    )
    .transform((map) => (map ? { ...(map as Record<string, string>) } : undefined)),
  elementKeysToSelectAfterInstantUpdate: keyList('elementKeysToSelectAfterInstantUpdate'),
  elementKeysToSelectAfterUndo: keyList('elementKeysToSelectAfterUndo'),
});

/**
 * The frame-side fields of a change from `options` (visual-editor spec, § 3): checked, copied,
 * `activityId` defaulting to the change id, absent optional fields left out.
 * @throws Error `Invalid {type} change: …`
 */
export function parseChangeMeta(type: ChangeType, id: string, options: ChangeOptions): ChangeMeta {
  const result = metaSchema.safeParse(options);
  if (!result.success) failChange(type, result.error.issues[0].message);
  const meta = result.data;
  return withoutUndefined({
    activityId: meta.activityId ?? id,
    elementKeysToSelectAfterInstantUpdate: meta.elementKeysToSelectAfterInstantUpdate,
    elementKeysToSelectAfterUndo: meta.elementKeysToSelectAfterUndo,
    cssEquivalent: meta.cssEquivalent,
    temporaryOnly: meta.temporaryOnly,
    prevIdToNewIdMap: meta.prevIdToNewIdMap,
    matchingActivityFlushed: meta.matchingActivityFlushed,
  });
}
