import { DomainError, errorCodeList, type RefusalKind } from '#shared/domain/domain-error.js';

/** Every refusal code of the canvas (source write-back) module. */
export type CanvasErrorCode =
  | 'CANVAS.UNKNOWN_CANVAS'
  | 'CANVAS.FOREIGN_ORIGIN'
  | 'CANVAS.NOT_LOOPBACK'
  | 'CANVAS.WRITE_BACK_SECRET'
  | 'CANVAS.ELEMENT_REQUIRED'
  | 'CANVAS.UNKNOWN_ELEMENT'
  | 'CANVAS.STALE_MANIFEST'
  | 'CANVAS.STALE_TARGET'
  | 'CANVAS.UNPARSABLE_FILE'
  | 'CANVAS.PATH_OUTSIDE_CANVAS'
  | 'CANVAS.FILE_NOT_FOUND'
  | 'CANVAS.COMPUTED_CLASS'
  | 'CANVAS.CLASS_NOT_FOUND'
  | 'CANVAS.COMPUTED_STYLE'
  | 'CANVAS.MODIFIERS_NEED_TAILWIND'
  | 'CANVAS.INVALID_VALUE'
  | 'CANVAS.DYNAMIC_TEXT'
  | 'CANVAS.TEXT_MISMATCH'
  | 'CANVAS.UNKNOWN_COMPONENT'
  | 'CANVAS.UNSUPPORTED_POSITION'
  | 'CANVAS.NOT_SIBLINGS'
  | 'CANVAS.PARENT_CHANGED'
  | 'CANVAS.MOVE_INTO_ITSELF'
  | 'CANVAS.MOVE_NEEDS_SCOPE'
  | 'CANVAS.UNKNOWN_ACTIVITY'
  | 'CANVAS.FILE_CHANGED_SINCE'
  | 'CANVAS.ALREADY_UNDONE'
  | 'CANVAS.NOT_UNDONE';

const refusal = <Code extends CanvasErrorCode>(
  code: Code,
  kind: RefusalKind,
  message: string,
  field?: string,
) => new DomainError<Code>(code, kind, message, field);

/** Every refusal of the canvas module, by reason. Messages say what to do next. */
export const CanvasErrors = {
  unknownCanvas: (canvasId: string) =>
    refusal(
      'CANVAS.UNKNOWN_CANVAS',
      'not_found',
      `canvasId: no canvas named "${canvasId}" is configured`,
      'canvasId',
    ),
  foreignOrigin: (configured: string | undefined) =>
    refusal(
      'CANVAS.FOREIGN_ORIGIN',
      'forbidden',
      configured
        ? `Origin: source changes are accepted only from the editor origin ${configured}`
        : 'Origin: EDITOR_ORIGIN is not set, so no origin may change source files',
    ),
  notLoopback: () =>
    refusal(
      'CANVAS.NOT_LOOPBACK',
      'forbidden',
      'Source changes are accepted only from this machine (the editor runs beside the server)',
    ),
  writeBackSecret: () =>
    refusal(
      'CANVAS.WRITE_BACK_SECRET',
      'forbidden',
      "X-Editor-Secret: missing or not this server run's secret (reload the editor page)",
    ),
  elementRequired: (field: string) =>
    refusal(
      'CANVAS.ELEMENT_REQUIRED',
      'invalid',
      `${field}: must be an element with a codebaseId`,
      field,
    ),
  unknownElement: (field: string, codebaseId: string) =>
    refusal(
      'CANVAS.UNKNOWN_ELEMENT',
      'not_found',
      `${field}: no element with codebase id ${codebaseId} is in the codebase-id manifest`,
      field,
    ),
  staleManifest: (field: string, codebaseId: string, file: string) =>
    refusal(
      'CANVAS.STALE_MANIFEST',
      'conflict',
      `${field}: ${file} no longer contains an element with codebase id ${codebaseId} ` +
        '(the manifest is stale: wait for the page to reload and try again)',
      field,
    ),
  staleTarget: (field: string, codebaseId: string, file: string) =>
    refusal(
      'CANVAS.STALE_TARGET',
      'conflict',
      `${field}: in ${file} the id ${codebaseId} now names another element than the one sent ` +
        '(the file changed since your manifest); nothing was written: wait for the new manifest',
      field,
    ),
  unparsable: (file: string, reason: string) =>
    refusal(
      'CANVAS.UNPARSABLE_FILE',
      'conflict',
      `${file} cannot be parsed (${reason}); fix the file first`,
    ),
  pathOutside: (path: string) =>
    refusal(
      'CANVAS.PATH_OUTSIDE_CANVAS',
      'forbidden',
      `${path}: is outside the canvas root (absolute paths, ".." and symbolic links are refused)`,
    ),
  fileNotFound: (path: string) =>
    refusal('CANVAS.FILE_NOT_FOUND', 'not_found', `${path}: no such file in the canvas`),
  computedClass: (detail: string) =>
    refusal(
      'CANVAS.COMPUTED_CLASS',
      'conflict',
      `className: ${detail}; change it in the code by hand`,
      'className',
    ),
  classNotFound: (className: string) =>
    refusal(
      'CANVAS.CLASS_NOT_FOUND',
      'conflict',
      `className: the element's source has no class "${className}"`,
      'className',
    ),
  computedStyle: () =>
    refusal(
      'CANVAS.COMPUTED_STYLE',
      'conflict',
      "styling: the element's style prop is computed at run time (not an object literal); change it in the code by hand",
      'styling',
    ),
  modifiersNeedTailwind: () =>
    refusal(
      'CANVAS.MODIFIERS_NEED_TAILWIND',
      'invalid',
      'modifiers: states and breakpoints can only be written as Tailwind variants (stylingFramework Tailwind)',
      'modifiers',
    ),
  invalidValue: (field: string, problem: string) =>
    refusal('CANVAS.INVALID_VALUE', 'invalid', `${field}: ${problem}`, field),
  dynamicText: (reason: string) =>
    refusal(
      'CANVAS.DYNAMIC_TEXT',
      'conflict',
      `element: its text is not static (${reason}); edit it in the code`,
      'element',
    ),
  textMismatch: (found: string) =>
    refusal(
      'CANVAS.TEXT_MISMATCH',
      'conflict',
      `oldText: the source text is now "${found}"; reload and try again`,
      'oldText',
    ),
  unknownComponent: (field: string, name: string) =>
    refusal(
      'CANVAS.UNKNOWN_COMPONENT',
      'invalid',
      `${field}: ${name} is neither a native tag nor a component imported or declared in the file ` +
        '(name the file that exports it in fileContentsSourceFilename)',
      field,
    ),
  unsupportedPosition: (field: string, action: string, reason: string) =>
    refusal(
      'CANVAS.UNSUPPORTED_POSITION',
      'conflict',
      `${field}: cannot ${action} this element: ${reason}`,
      field,
    ),
  notSiblings: (field: string) =>
    refusal(
      'CANVAS.NOT_SIBLINGS',
      'invalid',
      `${field}: the elements must be adjacent children of the same parent in one file`,
      field,
    ),
  parentChanged: () =>
    refusal(
      'CANVAS.PARENT_CHANGED',
      'conflict',
      'expectedCurrentParent: the element is no longer a child of that parent; reload and try again',
      'expectedCurrentParent',
    ),
  moveIntoItself: () =>
    refusal(
      'CANVAS.MOVE_INTO_ITSELF',
      'invalid',
      'newContainerElement: an element cannot be moved into itself',
      'newContainerElement',
    ),
  moveNeedsScope: (names: string[]) =>
    refusal(
      'CANVAS.MOVE_NEEDS_SCOPE',
      'conflict',
      `elementToMove: it uses ${names.join(', ')}, which the other file does not have; move it by hand`,
      'elementToMove',
    ),
  unknownActivity: (field: string) =>
    refusal('CANVAS.UNKNOWN_ACTIVITY', 'not_found', `${field}: no such change activity`, field),
  fileChangedSince: (field: string, file: string) =>
    refusal(
      'CANVAS.FILE_CHANGED_SINCE',
      'conflict',
      `${field}: ${file} was changed since this change (by hand or by another change); nothing was restored`,
      field,
    ),
  alreadyUndone: () =>
    refusal(
      'CANVAS.ALREADY_UNDONE',
      'conflict',
      'latestUuid: this change is already undone',
      'latestUuid',
    ),
  notUndone: () =>
    refusal(
      'CANVAS.NOT_UNDONE',
      'conflict',
      'changeToRedoId: this change is not undone, so there is nothing to redo',
      'changeToRedoId',
    ),
} as const;

/** Every code the canvas module refuses with (the OpenAPI ErrorCode enum lists them). */
export const CANVAS_ERROR_CODES = errorCodeList<CanvasErrorCode>({
  'CANVAS.UNKNOWN_CANVAS': true,
  'CANVAS.FOREIGN_ORIGIN': true,
  'CANVAS.NOT_LOOPBACK': true,
  'CANVAS.WRITE_BACK_SECRET': true,
  'CANVAS.ELEMENT_REQUIRED': true,
  'CANVAS.UNKNOWN_ELEMENT': true,
  'CANVAS.STALE_MANIFEST': true,
  'CANVAS.STALE_TARGET': true,
  'CANVAS.UNPARSABLE_FILE': true,
  'CANVAS.PATH_OUTSIDE_CANVAS': true,
  'CANVAS.FILE_NOT_FOUND': true,
  'CANVAS.COMPUTED_CLASS': true,
  'CANVAS.CLASS_NOT_FOUND': true,
  'CANVAS.COMPUTED_STYLE': true,
  'CANVAS.MODIFIERS_NEED_TAILWIND': true,
  'CANVAS.INVALID_VALUE': true,
  'CANVAS.DYNAMIC_TEXT': true,
  'CANVAS.TEXT_MISMATCH': true,
  'CANVAS.UNKNOWN_COMPONENT': true,
  'CANVAS.UNSUPPORTED_POSITION': true,
  'CANVAS.NOT_SIBLINGS': true,
  'CANVAS.PARENT_CHANGED': true,
  'CANVAS.MOVE_INTO_ITSELF': true,
  'CANVAS.MOVE_NEEDS_SCOPE': true,
  'CANVAS.UNKNOWN_ACTIVITY': true,
  'CANVAS.FILE_CHANGED_SINCE': true,
  'CANVAS.ALREADY_UNDONE': true,
  'CANVAS.NOT_UNDONE': true,
});
