import { v4 as uuidV4 } from 'uuid';

/** The kinds of change the editor makes (visual-editor spec, § 3). */
export const ChangeType = Object.freeze({
  STYLING: 'STYLING',
  ADD_JSX: 'ADD_JSX',
  MOVE_JSX: 'MOVE_JSX',
  REMOVE_JSX: 'REMOVE_JSX',
  CHANGE_PROP: 'CHANGE_PROP',
  ADD_CLASS: 'ADD_CLASS',
  REMOVE_CLASS: 'REMOVE_CLASS',
  EDIT_TEXT: 'EDIT_TEXT',
  WRAP_DIV: 'WRAP_DIV',
  CHANGE_TAG: 'CHANGE_TAG',
  DUPLICATE: 'DUPLICATE',
  UNDO: 'UNDO',
  REDO: 'REDO',
  UNKNOWN: 'UNKNOWN',
} as const);
export type ChangeType = (typeof ChangeType)[keyof typeof ChangeType];

/** How a styling change is written to the source. */
export const StylingFramework = Object.freeze({
  Inline: 'Inline',
  CSS: 'CSS',
  Tailwind: 'Tailwind',
} as const);
export type StylingFramework = (typeof StylingFramework)[keyof typeof StylingFramework];

/** Data that survives JSON unchanged. */
export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };
export type JsonObject = { readonly [key: string]: JsonValue };
/** CSS property (camelCase or kebab-case) → value. */
export type StyleMap = Readonly<Record<string, string>>;

export interface StylingFields {
  readonly codebaseId: string;
  readonly stylingChanges: StyleMap;
  readonly stylingFramework: StylingFramework;
  readonly modifiers: readonly string[];
  readonly customProperties: StyleMap;
}
export interface AddJsxFields {
  readonly codebaseIdToAddTo: string;
  readonly beforeCodebaseId?: string;
  readonly afterCodebaseId?: string;
  /** The element to add, when it is not a native tag. */
  readonly addCodebaseId?: string;
  /** A native tag to add (`div`, `button`, ...). */
  readonly addNativeTag?: string;
  readonly fileContentsToSourceFrom?: string;
  readonly fileContentsSourceFilename?: string;
  readonly propsToSet?: JsonObject;
  readonly deletedStoryboardId?: string;
  readonly htmlForInstantUpdate?: string;
}
export interface MoveJsxFields {
  readonly codebaseIdToMove: string;
  readonly codebaseIdToMoveTo: string;
  readonly afterCodebaseId?: string;
  readonly beforeCodebaseId?: string;
  readonly expectedCurrentParentCodebaseId?: string;
}
export interface RemoveJsxFields {
  readonly codebaseIdsToRemove: readonly string[];
}
export interface ChangePropFields {
  readonly codebaseIdToChange: string;
  readonly propName: string;
  readonly propValue: JsonValue;
}
export interface AddClassFields {
  readonly codebaseIdToAddClass: string;
  readonly className: string;
  readonly addingTailwindClass: boolean;
  readonly modifiers: readonly string[];
  readonly customProperties: StyleMap;
}
export interface RemoveClassFields {
  readonly codebaseIdToRemoveClass: string;
  readonly className: string;
}
export interface EditTextFields {
  readonly codebaseIdToEditText: string;
  readonly newText: string;
  readonly oldText: string;
}
export interface WrapDivFields {
  readonly codebaseIdsToWrap: readonly string[];
}
export interface ChangeTagFields {
  readonly codebaseIdToChange: string;
  readonly newTagName: string;
}
export interface DuplicateFields {
  readonly codebaseIdsToDuplicate: readonly string[];
}
export interface UndoFields {
  /** The change undone; its `activityId` names the server activity. */
  readonly changeToUndo: Change;
}
export interface RedoFields {
  /** The change re-applied; its `activityId` names the server activity. */
  readonly changeToRedo: Change;
}
/** Fields of a change the engine does not know; kept as they came. */
export type UnknownFields = JsonObject;

/** Change fields per change type (visual-editor spec, § 3). */
export interface ChangeFieldsByType {
  STYLING: StylingFields;
  ADD_JSX: AddJsxFields;
  MOVE_JSX: MoveJsxFields;
  REMOVE_JSX: RemoveJsxFields;
  CHANGE_PROP: ChangePropFields;
  ADD_CLASS: AddClassFields;
  REMOVE_CLASS: RemoveClassFields;
  EDIT_TEXT: EditTextFields;
  WRAP_DIV: WrapDivFields;
  CHANGE_TAG: ChangeTagFields;
  DUPLICATE: DuplicateFields;
  UNDO: UndoFields;
  REDO: RedoFields;
  UNKNOWN: UnknownFields;
}

type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** What `createChange` accepts per type: list and map fields with defaults may be left out. */
export interface ChangeFieldsInputByType extends Omit<ChangeFieldsByType, 'STYLING' | 'ADD_CLASS'> {
  STYLING: Optional<StylingFields, 'stylingFramework' | 'modifiers' | 'customProperties'>;
  ADD_CLASS: Optional<AddClassFields, 'addingTailwindClass' | 'modifiers' | 'customProperties'>;
}

/** The frame-side fields every change may carry besides its change fields. */
export interface ChangeMeta {
  /** The server activity recorded for this change (undo/redo name it); defaults to `id`. */
  readonly activityId: string;
  /** CSS text equivalent to a styling change, for the instant update. */
  readonly cssEquivalent?: string;
  /** Shown instantly but never written to the source. */
  readonly temporaryOnly?: boolean;
  /** Codebase ids that were renamed since the change was made (previous → new). */
  readonly prevIdToNewIdMap?: Readonly<Record<string, string>>;
  /** Set once the server activity of this change was flushed into the source. */
  readonly matchingActivityFlushed?: boolean;
  /** Element keys (strings) to select after the change's instant update. */
  readonly elementKeysToSelectAfterInstantUpdate: readonly string[];
  /** Element keys (strings) to select after the change is undone. */
  readonly elementKeysToSelectAfterUndo: readonly string[];
}

/** An immutable change value of one type. */
export interface ChangeOf<T extends ChangeType> extends ChangeMeta {
  readonly id: string;
  readonly type: T;
  readonly changeName: string;
  readonly changeFields: ChangeFieldsByType[T];
}

/** Any change: a union discriminated by `type`. */
export type Change = { [T in ChangeType]: ChangeOf<T> }[ChangeType];
export type StylingChange = ChangeOf<'STYLING'>;
export type AddJsxChange = ChangeOf<'ADD_JSX'>;
export type MoveJsxChange = ChangeOf<'MOVE_JSX'>;
export type RemoveJsxChange = ChangeOf<'REMOVE_JSX'>;
export type ChangePropChange = ChangeOf<'CHANGE_PROP'>;
export type AddClassChange = ChangeOf<'ADD_CLASS'>;
export type RemoveClassChange = ChangeOf<'REMOVE_CLASS'>;
export type EditTextChange = ChangeOf<'EDIT_TEXT'>;
export type WrapDivChange = ChangeOf<'WRAP_DIV'>;
export type ChangeTagChange = ChangeOf<'CHANGE_TAG'>;
export type DuplicateChange = ChangeOf<'DUPLICATE'>;
export type UndoChange = ChangeOf<'UNDO'>;
export type RedoChange = ChangeOf<'REDO'>;
export type UnknownChange = ChangeOf<'UNKNOWN'>;

/** Optional identity and frame-side fields for `createChange`. */
export interface ChangeOptions extends Partial<ChangeMeta> {
  /** Defaults to a new random id. */
  readonly id?: string;
  /** Defaults to the type's display name (`CHANGE_NAMES`). */
  readonly changeName?: string;
}

/** Display name per change type. */
export const CHANGE_NAMES: Readonly<Record<ChangeType, string>> = Object.freeze({
  STYLING: 'Styling',
  ADD_JSX: 'Add element',
  MOVE_JSX: 'Move element',
  REMOVE_JSX: 'Remove element',
  CHANGE_PROP: 'Change prop',
  ADD_CLASS: 'Add class',
  REMOVE_CLASS: 'Remove class',
  EDIT_TEXT: 'Edit text',
  WRAP_DIV: 'Wrap in div',
  CHANGE_TAG: 'Change tag',
  DUPLICATE: 'Duplicate',
  UNDO: 'Undo',
  REDO: 'Redo',
  UNKNOWN: 'Unknown',
});

const CHANGE_TYPES: ReadonlySet<string> = new Set(Object.values(ChangeType));
const STYLING_FRAMEWORKS: ReadonlySet<string> = new Set(Object.values(StylingFramework));

/** True for one of the `StylingFramework` values. */
export function isStylingFramework(value: unknown): value is StylingFramework {
  return typeof value === 'string' && STYLING_FRAMEWORKS.has(value);
}

/** True for one of the `ChangeType` values. */
export function isChangeType(value: unknown): value is ChangeType {
  return typeof value === 'string' && CHANGE_TYPES.has(value);
}

/**
 * A new random RFC 9562 version-4 id from the `uuid` package (the platform's cryptographic
 * random source). `ChangeLedger` takes an injected generator (`options.newId`) instead, for
 * deterministic tests.
 */
export function newChangeId(): string {
  return uuidV4();
}

/** The change an UNDO or REDO change refers to; undefined for other types. */
export function innerChange(change: Change): Change | undefined {
  if (change.type === ChangeType.UNDO) return change.changeFields.changeToUndo;
  if (change.type === ChangeType.REDO) return change.changeFields.changeToRedo;
  return undefined;
}
