import { ChangeType, type Change, type JsonObject, type JsonValue } from './change-types.js';

/** What the server is sent for an element: whatever the lookup of its codebase id holds. */
export type ElementDescriptor = JsonValue;

/** Maps a codebase id to the element descriptor sent to the server (null when unknown). */
export type ElementLookup = (codebaseId: string) => ElementDescriptor | null | undefined;

/** A server call for a change (visual-editor spec, § 7). The HTTP verb is the caller's concern. */
export interface ApiRequest {
  /** Relative path, `canvases/{canvasId}/parseAndMutate/…`. */
  readonly urlPath: string;
  readonly body: JsonObject;
  /** The toast to show when the call succeeds, if any. */
  readonly successToastMessage?: string;
}

/** Context of the call that the change value does not hold. */
export interface ApiRequestContext {
  /**
   * Whether the frame already showed the change instantly (sent as `hasInstantUpdate` for an
   * add, and it suppresses the 'Successfully added' toast). Defaults to whether the add
   * carries `htmlForInstantUpdate`.
   */
  readonly hasInstantUpdate?: boolean;
}

/** Toast shown after an add that had no instant update. */
export const ADDED_TOAST = 'Successfully added';
/** Toast shown after a prop change. */
export const PROP_CHANGED_TOAST = 'Prop changed';

/**
 * The server call for `change` on canvas `canvasId`: the mutate or activities path of its change
 * type and exactly that call's body fields (visual-editor spec, § 7). Element references in bodies
 * are `lookup(codebaseId)` (null when absent or unknown); optional plain values left out of the
 * change are sent as null.
 *
 * @throws Error `Unsupported operation` for an UNKNOWN change.
 */
export function buildApiRequest(
  change: Change,
  canvasId: string,
  lookup: ElementLookup,
  context: ApiRequestContext = {},
): ApiRequest {
  const base = `canvases/${encodeURIComponent(canvasId)}/parseAndMutate`;
  const mutate = (name: string, body: JsonObject, successToastMessage?: string): ApiRequest =>
    successToastMessage === undefined
      ? { urlPath: `${base}/mutate/${name}`, body }
      : { urlPath: `${base}/mutate/${name}`, body, successToastMessage };
  const element = (id: string | undefined): ElementDescriptor =>
    id === undefined ? null : (lookup(id) ?? null);
  const elements = (ids: readonly string[]): ElementDescriptor[] => ids.map(element);

  switch (change.type) {
    case ChangeType.STYLING: {
      const f = change.changeFields;
      return mutate('styling', {
        reactElement: element(f.codebaseId),
        styling: f.stylingChanges,
        stylingFramework: f.stylingFramework,
        modifiers: f.modifiers,
        customProperties: f.customProperties,
      });
    }
    case ChangeType.ADD_JSX: {
      const f = change.changeFields;
      const hasInstantUpdate = context.hasInstantUpdate ?? f.htmlForInstantUpdate !== undefined;
      let newElement: ElementDescriptor;
      if (f.addNativeTag !== undefined) {
        newElement = {
          type: 'native',
          nativeTag: f.addNativeTag,
          componentName: f.addNativeTag,
          ...(f.propsToSet ? { propsToSet: f.propsToSet } : {}),
        };
      } else {
        newElement = element(f.addCodebaseId);
        // A component keeps its props too: merged into its descriptor when that is an
        // object, else sent beside its codebase id.
        if (f.propsToSet) {
          newElement =
            typeof newElement === 'object' && newElement !== null && !Array.isArray(newElement)
              ? { ...newElement, propsToSet: f.propsToSet }
              : { codebaseId: f.addCodebaseId ?? null, propsToSet: f.propsToSet };
        }
      }
      return mutate(
        'addJsxElement',
        {
          destinationElement: element(f.codebaseIdToAddTo),
          beforeElement: element(f.beforeCodebaseId),
          afterElement: element(f.afterCodebaseId),
          newElement,
          canvasId,
          deletedStoryboardId: f.deletedStoryboardId ?? null,
          fileContentsToSourceFrom: f.fileContentsToSourceFrom ?? null,
          fileContentsSourceFilename: f.fileContentsSourceFilename ?? null,
          hasInstantUpdate,
        },
        hasInstantUpdate ? undefined : ADDED_TOAST,
      );
    }
    case ChangeType.MOVE_JSX: {
      const f = change.changeFields;
      return mutate('moveJsxElement', {
        elementToMove: element(f.codebaseIdToMove),
        newContainerElement: element(f.codebaseIdToMoveTo),
        afterElement: element(f.afterCodebaseId),
        beforeElement: element(f.beforeCodebaseId),
        expectedCurrentParent: element(f.expectedCurrentParentCodebaseId),
      });
    }
    case ChangeType.REMOVE_JSX:
      return mutate('removeJsxElement', {
        elementsToRemove: elements(change.changeFields.codebaseIdsToRemove),
      });
    case ChangeType.CHANGE_PROP: {
      const f = change.changeFields;
      return mutate(
        'changePropValue',
        {
          elementToModify: element(f.codebaseIdToChange),
          propName: f.propName,
          propValue: f.propValue,
        },
        PROP_CHANGED_TOAST,
      );
    }
    case ChangeType.WRAP_DIV:
      return mutate('wrapInDiv', {
        reactElements: elements(change.changeFields.codebaseIdsToWrap),
      });
    case ChangeType.DUPLICATE:
      return mutate('duplicate', {
        reactElements: elements(change.changeFields.codebaseIdsToDuplicate),
      });
    case ChangeType.CHANGE_TAG:
      return mutate('changeElementTag', {
        elementToModify: element(change.changeFields.codebaseIdToChange),
        newTag: change.changeFields.newTagName,
      });
    case ChangeType.ADD_CLASS: {
      const f = change.changeFields;
      return mutate('addClass', {
        reactElement: element(f.codebaseIdToAddClass),
        className: f.className,
        stylingFramework: f.addingTailwindClass ? 'Tailwind' : null,
        modifiers: f.modifiers,
        customProperties: f.customProperties,
      });
    }
    case ChangeType.REMOVE_CLASS:
      return mutate('removeClass', {
        reactElement: element(change.changeFields.codebaseIdToRemoveClass),
        className: change.changeFields.className,
      });
    case ChangeType.EDIT_TEXT: {
      const f = change.changeFields;
      return mutate('editText', {
        element: element(f.codebaseIdToEditText),
        newText: f.newText,
        oldText: f.oldText,
      });
    }
    case ChangeType.UNDO:
      return {
        urlPath: `${base}/activities/undoChangeToFiles`,
        body: { latestUuid: change.changeFields.changeToUndo.activityId },
      };
    case ChangeType.REDO:
      return {
        urlPath: `${base}/activities/redoChangeToFiles`,
        body: { changeToRedoId: change.changeFields.changeToRedo.activityId },
      };
    default:
      throw new Error('Unsupported operation');
  }
}
