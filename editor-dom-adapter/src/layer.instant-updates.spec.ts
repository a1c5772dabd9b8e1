/**
 * @jest-environment jsdom
 */
// The adapter's translation in jsdom (see layer.spec.ts): the editor's instant updates → DOM,
// their undo, and what a hot reload after a flush keeps.
import {
  HIDDEN_CLASS,
  TEMP_ELEMENT_CLASS,
  createChange,
  serializeChange,
  type Change,
} from 'editor-engine';
import { settle } from './spec-support/frame-harness.js';
import { ID, keyOf, layer, port, start, startWithHotUpdates } from './spec-support/layer-page.js';

afterEach(() => layer.stop());

describe('instant updates', () => {
  function apply(change: unknown, id: string): void {
    port.request(id, 'applyChangeItemToDocument', serializeChange(change as Change));
  }

  it('adds a class, survives a re-render, and undoes it', async () => {
    await start();
    const add = createChange('ADD_CLASS', {
      codebaseIdToAddClass: ID.h1,
      className: 'text-red-600',
    });
    apply(add, 'a1');
    await settle();
    const h1 = document.querySelector('h1')!;
    expect(h1.classList.contains('text-red-600')).toBe(true);
    expect(port.last('INSTANT_UPDATE_DONE')).toMatchObject({
      instantUpdateSuccessful: true,
      instantUpdateData: { addedClass: 'text-red-600', codebaseAddedClass: 'text-red-600' },
    });
    // The app re-renders the element's class: the observer puts the update back.
    h1.className = `${ID.h1} text-4xl`;
    await settle();
    expect(h1.classList.contains('text-red-600')).toBe(true);
    apply(createChange('UNDO', { changeToUndo: add }), 'a2');
    await settle();
    expect(h1.classList.contains('text-red-600')).toBe(false);
  });

  it('hides removed elements with their HTML in the data; undo restores them', async () => {
    await start();
    const remove = createChange('REMOVE_JSX', { codebaseIdsToRemove: [ID.h1] });
    apply(remove, 'r1');
    await settle();
    const h1 = document.querySelector('h1')!;
    expect(h1.classList.contains(HIDDEN_CLASS)).toBe(true);
    const data = port.last('INSTANT_UPDATE_DONE')!.instantUpdateData as {
      parentToElementKeysRemoved: Record<string, { outerHTML: string }[]>;
    };
    expect(Object.values(data.parentToElementKeysRemoved).flat()[0].outerHTML).toContain(
      'Find a tradie',
    );
    apply(createChange('UNDO', { changeToUndo: remove }), 'r2');
    await settle();
    expect(h1.classList.contains(HIDDEN_CLASS)).toBe(false);
  });

  it('edits text and moves the selection to the designated keys', async () => {
    await start();
    const key = keyOf('h1');
    apply(
      createChange(
        'EDIT_TEXT',
        { codebaseIdToEditText: ID.h1, newText: 'Hi', oldText: 'Find a tradie' },
        { elementKeysToSelectAfterInstantUpdate: [key] },
      ),
      't1',
    );
    await settle();
    expect(document.querySelector('h1')!.textContent).toBe('Hi');
    expect(port.last('SELECTED_ELEMENT_KEY')!.elementKey).toBe(key);
  });

  it('sends nothing instant for an unknown change and reports failure', async () => {
    await start();
    apply(createChange('UNKNOWN', { anything: 1 }), 'k1');
    await settle();
    expect(port.last('INSTANT_UPDATE_DONE')).toMatchObject({ instantUpdateSuccessful: false });
  });

  it('drops flushed updates after a hot reload and keeps later ones', async () => {
    const hot = await startWithHotUpdates();
    apply(createChange('ADD_CLASS', { codebaseIdToAddClass: ID.h1, className: 'a' }), 'f1');
    await settle();
    port.request('f2', 'setIsFlushing', true);
    await settle();
    apply(createChange('ADD_CLASS', { codebaseIdToAddClass: ID.h1, className: 'b' }), 'f3');
    await settle();
    const h1 = document.querySelector('h1')!;
    // The reload rendered the source with `a` written into it, without `b` yet.
    h1.className = `${ID.h1} text-4xl a`;
    hot();
    await settle();
    expect(layer.pendingInstantUpdates).toBe(1);
    expect(h1.classList.contains('b')).toBe(true);
  });

  it('after the flushed update lands: copies gone, the flush over, the selection re-keyed', async () => {
    const hot = await startWithHotUpdates();
    const oldKey = keyOf('h1');
    apply(createChange('WRAP_DIV', { codebaseIdsToWrap: [ID.h1] }), 'w1');
    await settle();
    expect(document.querySelectorAll(`.${TEMP_ELEMENT_CLASS}`).length).toBeGreaterThan(0);
    port.request('s', 'setSelectedElement', oldKey);
    const renamed = 'tempo-99999999-9999-5999-8999-999999999999';
    port.request('f', 'setIsFlushing', true, { [ID.h1]: renamed });
    await settle();
    hot();
    await settle();
    expect(document.querySelectorAll(`.${TEMP_ELEMENT_CLASS}`)).toHaveLength(0);
    expect(layer.selectionState).toEqual({ kind: 'single', key: oldKey.replace(ID.h1, renamed) });
    // The flush ended with the update: a tag change (not flush-safe) shows at once again.
    apply(createChange('CHANGE_TAG', { codebaseIdToChange: ID.ul, newTagName: 'h3' }), 'c1');
    await settle();
    expect(port.last('INSTANT_UPDATE_DONE')).toMatchObject({ instantUpdateSuccessful: true });
  });
});
