import { describe, expect, it } from '@jest/globals';
import { ChangeType } from './change-types.js';
import { A, B, C, sampleKey } from './changes.arbitraries.js';
import { createChange } from './changes.js';
import { keysToSelectAfter } from './ledger-reducer.js';
import { ChangeLedger, type LedgerUpdate } from './ledger.js';
import { counter, edit, styling } from './ledger.fixtures.js';

describe('undo and redo', () => {
  it('undoes the latest change, then the one before; redo re-applies', () => {
    const ledger = new ChangeLedger({ newId: counter() });
    ledger.add(styling('s1'));
    ledger.add(edit('e1'));
    expect(ledger.canUndo).toBe(true);
    expect(ledger.canRedo).toBe(false);

    const undo1 = ledger.undo();
    expect(undo1?.type).toBe('UNDO');
    expect(undo1?.id).toBe('gen-1');
    expect(undo1?.changeFields.changeToUndo.id).toBe('e1');
    // EDIT_TEXT has no instant undo: it goes to the server only
    expect(ledger.mayInstantUpdate('gen-1')).toBe(false);
    expect(ledger.markInstantUpdateSent('gen-1')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('EDIT_TEXT has no instant undo'),
    });

    const undo2 = ledger.undo();
    expect(undo2?.changeFields.changeToUndo.id).toBe('s1');
    expect(ledger.mayInstantUpdate('gen-2')).toBe(true);
    expect(ledger.undo()).toBeNull();
    expect(ledger.state.redoStack).toEqual(['e1', 's1']);

    const redo = ledger.redo();
    expect(redo?.type).toBe('REDO');
    expect(redo?.changeFields.changeToRedo.id).toBe('s1');
    expect(ledger.state.undoStack).toEqual(['gen-3']);
    expect(ledger.state.redoStack).toEqual(['e1']);

    // undoing the redo makes an UNDO of the REDO
    const undo3 = ledger.undo();
    expect(undo3?.changeFields.changeToUndo.type).toBe('REDO');
    expect(ledger.state.redoStack).toEqual(['e1', 'gen-3']);
  });

  it('a new change clears the redo stack', () => {
    const ledger = new ChangeLedger({ newId: counter() });
    ledger.add(styling('s1'));
    ledger.undo();
    expect(ledger.canRedo).toBe(true);
    ledger.add(edit('e1'));
    expect(ledger.canRedo).toBe(false);
    expect(ledger.redo()).toBeNull();
  });

  it('accepts an UNDO of a change it does not hold, without touching the stacks', () => {
    const ledger = new ChangeLedger();
    ledger.add(styling('s1'));
    const foreign = createChange(ChangeType.UNDO, { changeToUndo: styling('elsewhere') });
    expect(ledger.add(foreign).ok).toBe(true);
    expect(ledger.state.undoStack).toEqual(['s1']);
    expect(ledger.state.redoStack).toEqual([]);
  });

  it('a failed change leaves the undo stack; a failed undo puts the change back', () => {
    const ledger = new ChangeLedger({ newId: counter() });
    ledger.add(styling('s1'));
    ledger.add(edit('e1'));
    ledger.finish('e1', false);
    expect(ledger.state.undoStack).toEqual(['s1']);
    const undo = ledger.undo();
    expect(ledger.state.redoStack).toEqual(['s1']);
    ledger.finish(undo!.id, false);
    expect(ledger.state.undoStack).toEqual(['s1']);
    expect(ledger.state.redoStack).toEqual([]);
  });

  it('a failed redo puts the change back on the redo stack', () => {
    const ledger = new ChangeLedger({ newId: counter() });
    ledger.add(styling('s1'));
    ledger.undo();
    const redo = ledger.redo();
    expect(ledger.state.undoStack).toEqual([redo!.id]);
    ledger.finish(redo!.id, false);
    expect(ledger.state.undoStack).toEqual([]);
    expect(ledger.state.redoStack).toEqual(['s1']);
  });

  it('a failed redo of a change that itself failed does not offer it again', () => {
    const ledger = new ChangeLedger();
    ledger.add(styling('s1'));
    ledger.finish('s1', false);
    ledger.add(
      createChange(ChangeType.REDO, { changeToRedo: ledger.item('s1')!.change }, { id: 'r' }),
    );
    ledger.finish('r', false);
    expect(ledger.state.redoStack).toEqual([]);
  });

  it('a failed undo of a change no longer on the redo stack changes no stack', () => {
    const ledger = new ChangeLedger();
    ledger.add(styling('s1'));
    ledger.add(createChange(ChangeType.UNDO, { changeToUndo: styling('x') }, { id: 'u' }));
    ledger.finish('u', false);
    expect(ledger.state.undoStack).toEqual(['s1']);
  });
});

describe('select-after keys', () => {
  const keyA = sampleKey(A);
  const keyB = sampleKey(B);
  const keyC = sampleKey(C);

  it('follow the change, the undone change or the redone change', () => {
    const change = styling('s1', {
      elementKeysToSelectAfterInstantUpdate: [keyA],
      elementKeysToSelectAfterUndo: [keyB],
    });
    const undo = createChange(ChangeType.UNDO, { changeToUndo: change });
    const redo = createChange(ChangeType.REDO, { changeToRedo: change });
    const undoUndo = createChange(ChangeType.UNDO, { changeToUndo: undo });
    const redoUndo = createChange(ChangeType.REDO, { changeToRedo: undo });
    const undoRedo = createChange(ChangeType.UNDO, { changeToUndo: redo });
    expect(keysToSelectAfter(change)).toEqual([keyA]);
    expect(keysToSelectAfter(undo)).toEqual([keyB]);
    expect(keysToSelectAfter(redo)).toEqual([keyA]);
    expect(keysToSelectAfter(undoUndo)).toEqual([keyA]);
    expect(keysToSelectAfter(redoUndo)).toEqual([keyB]);
    expect(keysToSelectAfter(undoRedo)).toEqual([keyB]);
    const own = createChange(
      ChangeType.UNDO,
      { changeToUndo: change },
      { elementKeysToSelectAfterInstantUpdate: [keyC] },
    );
    expect(keysToSelectAfter(own)).toEqual([keyC]);
    const ownUndo = createChange(
      ChangeType.REDO,
      { changeToRedo: change },
      { elementKeysToSelectAfterUndo: [keyC] },
    );
    expect(keysToSelectAfter(createChange(ChangeType.UNDO, { changeToUndo: ownUndo }))).toEqual([
      keyC,
    ]);
    expect(keysToSelectAfter(edit('e'))).toEqual([]);
    expect(keysToSelectAfter(createChange(ChangeType.UNDO, { changeToUndo: edit('e') }))).toEqual(
      [],
    );
  });

  it('are announced with the instant update and asked for by item id', () => {
    const ledger = new ChangeLedger({ newId: counter() });
    const updates: LedgerUpdate[] = [];
    ledger.subscribe((u) => updates.push(u));
    ledger.add(styling('s1', { elementKeysToSelectAfterUndo: [keyB] }));
    const undo = ledger.undo()!;
    ledger.markInstantUpdateSent(undo.id);
    expect(updates.at(-1)?.selectAfter).toEqual([keyB]);
    expect(ledger.keysToSelectAfter(undo.id)).toEqual([keyB]);
    expect(ledger.keysToSelectAfter('nope')).toEqual([]);
    expect(updates[0].selectAfter).toBeUndefined();
  });
});
