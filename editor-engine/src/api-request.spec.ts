import { describe, expect, it } from '@jest/globals';
import {
  ADDED_TOAST,
  PROP_CHANGED_TOAST,
  buildApiRequest,
  type ElementLookup,
} from './api-request.js';
import { ChangeType } from './change-types.js';
import { A, B, C, examples } from './changes.arbitraries.js';
import { createChange } from './changes.js';

const CANVAS = 'canvas-1';
const BASE = `canvases/${CANVAS}/parseAndMutate`;
const el = (id: string) => ({ codebaseId: id, filePath: `src/${id.slice(6, 7)}.tsx` });
const lookup: ElementLookup = (id) => ([A, B, C].includes(id) ? el(id) : undefined);

describe('buildApiRequest', () => {
  const e = examples();

  it.each([
    [
      'STYLING',
      'mutate/styling',
      {
        reactElement: el(A),
        styling: { backgroundColor: 'red' },
        stylingFramework: 'Tailwind',
        modifiers: ['hover'],
        customProperties: { '--gap': '4px' },
      },
    ],
    [
      'MOVE_JSX',
      'mutate/moveJsxElement',
      {
        elementToMove: el(A),
        newContainerElement: el(B),
        afterElement: el(C),
        beforeElement: el(A),
        expectedCurrentParent: el(B),
      },
    ],
    ['REMOVE_JSX', 'mutate/removeJsxElement', { elementsToRemove: [el(A), el(B), el(C)] }],
    ['WRAP_DIV', 'mutate/wrapInDiv', { reactElements: [el(B), el(A)] }],
    ['DUPLICATE', 'mutate/duplicate', { reactElements: [el(C), el(A)] }],
    ['CHANGE_TAG', 'mutate/changeElementTag', { elementToModify: el(A), newTag: 'section' }],
    [
      'ADD_CLASS',
      'mutate/addClass',
      {
        reactElement: el(A),
        className: 'p-4',
        stylingFramework: 'Tailwind',
        modifiers: ['md'],
        customProperties: {},
      },
    ],
    ['REMOVE_CLASS', 'mutate/removeClass', { reactElement: el(B), className: 'p-4' }],
    ['EDIT_TEXT', 'mutate/editText', { element: el(C), newText: 'New', oldText: 'Old' }],
    ['UNDO', 'activities/undoChangeToFiles', { latestUuid: 'styling-1' }],
    ['REDO', 'activities/redoChangeToFiles', { changeToRedoId: 'undo-0' }],
  ] as const)('%s → %s with exactly its body fields and no toast', (type, path, body) => {
    const request = buildApiRequest(e[type], CANVAS, lookup);
    expect(request).toStrictEqual({ urlPath: `${BASE}/${path}`, body });
  });

  it('CHANGE_PROP → changePropValue with the "Prop changed" toast', () => {
    expect(buildApiRequest(e.CHANGE_PROP, CANVAS, lookup)).toStrictEqual({
      urlPath: `${BASE}/mutate/changePropValue`,
      body: { elementToModify: el(A), propName: 'title', propValue: { text: 'Hi', n: [1, 2] } },
      successToastMessage: 'Prop changed',
    });
    expect(PROP_CHANGED_TOAST).toBe('Prop changed');
  });

  it('ADD_JSX of a codebase element without instant update → toast "Successfully added"', () => {
    expect(buildApiRequest(e.ADD_JSX, CANVAS, lookup)).toStrictEqual({
      urlPath: `${BASE}/mutate/addJsxElement`,
      body: {
        destinationElement: el(A),
        beforeElement: el(B),
        afterElement: el(C),
        newElement: el(B),
        canvasId: CANVAS,
        deletedStoryboardId: 'sb-old',
        fileContentsToSourceFrom: 'export const X = 1;',
        fileContentsSourceFilename: 'x.tsx',
        hasInstantUpdate: false,
      },
      successToastMessage: 'Successfully added',
    });
    expect(ADDED_TOAST).toBe('Successfully added');
  });

  it('ADD_JSX of a native tag sends nativeTag, componentName and propsToSet', () => {
    const change = createChange(ChangeType.ADD_JSX, {
      codebaseIdToAddTo: A,
      addNativeTag: 'button',
      propsToSet: { type: 'submit' },
      htmlForInstantUpdate: '<button>New</button>',
    });
    expect(buildApiRequest(change, CANVAS, lookup)).toStrictEqual({
      urlPath: `${BASE}/mutate/addJsxElement`,
      body: {
        destinationElement: el(A),
        beforeElement: null,
        afterElement: null,
        newElement: {
          type: 'native',
          nativeTag: 'button',
          componentName: 'button',
          propsToSet: { type: 'submit' },
        },
        canvasId: CANVAS,
        deletedStoryboardId: null,
        fileContentsToSourceFrom: null,
        fileContentsSourceFilename: null,
        hasInstantUpdate: true,
      },
    });
  });

  it('ADD_JSX of a component sends propsToSet with its element', () => {
    const change = createChange(ChangeType.ADD_JSX, {
      codebaseIdToAddTo: A,
      addCodebaseId: B,
      propsToSet: { title: 'Hi', count: 2 },
    });
    expect(buildApiRequest(change, CANVAS, lookup).body.newElement).toEqual({
      ...(el(B) as object),
      propsToSet: { title: 'Hi', count: 2 },
    });
    const unknown = buildApiRequest(change, CANVAS, () => null).body.newElement;
    expect(unknown).toEqual({ codebaseId: B, propsToSet: { title: 'Hi', count: 2 } });
    const scalar = buildApiRequest(change, CANVAS, () => 'ref').body.newElement;
    expect(scalar).toEqual({ codebaseId: B, propsToSet: { title: 'Hi', count: 2 } });
    const noId = createChange(ChangeType.ADD_JSX, { codebaseIdToAddTo: A, propsToSet: { a: 1 } });
    expect(buildApiRequest(noId, CANVAS, lookup).body.newElement).toEqual({
      codebaseId: null,
      propsToSet: { a: 1 },
    });
  });

  it('ADD_JSX: the caller can say whether an instant update happened', () => {
    const native = createChange(ChangeType.ADD_JSX, { codebaseIdToAddTo: A, addNativeTag: 'div' });
    const withUpdate = buildApiRequest(native, CANVAS, lookup, { hasInstantUpdate: true });
    expect(withUpdate.body.hasInstantUpdate).toBe(true);
    expect(withUpdate.successToastMessage).toBeUndefined();
    expect(withUpdate.body.newElement).toEqual({
      type: 'native',
      nativeTag: 'div',
      componentName: 'div',
    });
    const withHtml = createChange(ChangeType.ADD_JSX, {
      codebaseIdToAddTo: A,
      addCodebaseId: B,
      htmlForInstantUpdate: '<div></div>',
    });
    const without = buildApiRequest(withHtml, CANVAS, lookup, { hasInstantUpdate: false });
    expect(without.body.hasInstantUpdate).toBe(false);
    expect(without.successToastMessage).toBe('Successfully added');
  });

  it('ADD_CLASS without Tailwind sends stylingFramework null', () => {
    const change = createChange(ChangeType.ADD_CLASS, { codebaseIdToAddClass: A, className: 'x' });
    expect(buildApiRequest(change, CANVAS, lookup).body).toStrictEqual({
      reactElement: el(A),
      className: 'x',
      stylingFramework: null,
      modifiers: [],
      customProperties: {},
    });
  });

  it('sends null for elements the lookup does not know', () => {
    const change = createChange(ChangeType.REMOVE_JSX, { codebaseIdsToRemove: ['gone', A] });
    expect(buildApiRequest(change, CANVAS, () => null).body).toEqual({
      elementsToRemove: [null, null],
    });
    expect(buildApiRequest(change, CANVAS, lookup).body).toEqual({
      elementsToRemove: [null, el(A)],
    });
  });

  it('encodes the canvas id into the path', () => {
    expect(buildApiRequest(e.UNDO, 'a/b c', lookup).urlPath).toBe(
      'canvases/a%2Fb%20c/parseAndMutate/activities/undoChangeToFiles',
    );
  });

  it('undo sends the undone change’s activity id; redo the redone one’s', () => {
    const styling = createChange(
      ChangeType.STYLING,
      { codebaseId: A, stylingChanges: {} },
      { id: 'c1', activityId: 'activity-9' },
    );
    const undo = createChange(ChangeType.UNDO, { changeToUndo: styling });
    const redo = createChange(ChangeType.REDO, { changeToRedo: styling });
    expect(buildApiRequest(undo, CANVAS, lookup).body).toEqual({ latestUuid: 'activity-9' });
    expect(buildApiRequest(redo, CANVAS, lookup).body).toEqual({ changeToRedoId: 'activity-9' });
  });

  it('throws "Unsupported operation" for UNKNOWN', () => {
    expect(() => buildApiRequest(e.UNKNOWN, CANVAS, lookup)).toThrow(
      new Error('Unsupported operation'),
    );
  });
});
