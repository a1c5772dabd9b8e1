import { describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { ChangeType, type Change } from './change-types.js';
import { A, B, C, plainChangeArb, sampleKey } from './changes.arbitraries.js';
import { createChange } from './changes.js';
import {
  EMPTY_LEDGER,
  itemFlags,
  keysToSelectAfter,
  ledgerReducer,
  replayLedger,
  type LedgerEvent,
  type LedgerItem,
} from './ledger-reducer.js';
import { ChangeLedger, type LedgerUpdate } from './ledger.js';

const styling = (id: string, extra: object = {}) =>
  createChange(
    ChangeType.STYLING,
    { codebaseId: A, stylingChanges: { color: 'red' } },
    { id, ...extra },
  );
const edit = (id: string) =>
  createChange(
    ChangeType.EDIT_TEXT,
    { codebaseIdToEditText: B, newText: 'n', oldText: 'o' },
    { id },
  );
const unknown = (id: string) => createChange(ChangeType.UNKNOWN, {}, { id });

function counter() {
  let n = 0;
  return () => `gen-${++n}`;
}

describe('item lifecycle', () => {
  it('goes pending → instantUpdateSent → finished → consumed, with derived flags', () => {
    const ledger = new ChangeLedger();
    expect(ledger.add(styling('s1')).ok).toBe(true);
    expect(ledger.item('s1')?.state).toEqual({ phase: 'pending' });
    expect(ledger.flags('s1')).toEqual({
      consumed: false,
      failed: false,
      instantUpdateSent: false,
      finished: false,
      successful: false,
    });
    expect(ledger.markInstantUpdateSent('s1').ok).toBe(true);
    expect(ledger.flags('s1')).toMatchObject({ instantUpdateSent: true, finished: false });
    expect(ledger.finish('s1', true).ok).toBe(true);
    expect(ledger.item('s1')?.state).toEqual({
      phase: 'finished',
      outcome: 'success',
      instantUpdateSent: true,
    });
    expect(ledger.flags('s1')).toEqual({
      consumed: false,
      failed: false,
      instantUpdateSent: true,
      finished: true,
      successful: true,
    });
    expect(ledger.consume('s1').ok).toBe(true);
    expect(ledger.flags('s1')).toEqual({
      consumed: true,
      failed: false,
      instantUpdateSent: true,
      finished: true,
      successful: true,
    });
  });

  it('may finish without an instant update, and fail', () => {
    const ledger = new ChangeLedger();
    ledger.add(edit('e1'));
    ledger.finish('e1', false);
    expect(ledger.flags('e1')).toEqual({
      consumed: false,
      failed: true,
      instantUpdateSent: false,
      finished: true,
      successful: false,
    });
    ledger.consume('e1');
    expect(ledger.item('e1')?.state).toEqual({
      phase: 'consumed',
      outcome: 'failure',
      instantUpdateSent: false,
    });
  });

  it('consumes unknown changes at once and never lets them update instantly', () => {
    const ledger = new ChangeLedger();
    ledger.add(unknown('u1'));
    expect(ledger.item('u1')?.state).toEqual({
      phase: 'consumed',
      outcome: 'skipped',
      instantUpdateSent: false,
    });
    expect(ledger.flags('u1')).toMatchObject({ consumed: true, failed: false, successful: false });
    expect(ledger.mayInstantUpdate('u1')).toBe(false);
    const result = ledger.markInstantUpdateSent('u1');
    expect(result).toMatchObject({ ok: false });
    expect(ledger.canUndo).toBe(false);
  });

  it.each<[string, (l: ChangeLedger) => unknown, RegExp]>([
    [
      'instant update after finishing',
      (l) => l.markInstantUpdateSent('s1'),
      /Cannot send an instant update for s1: it is finished/,
    ],
    ['finish twice', (l) => l.finish('s1', true), /Cannot finish s1: it is already finished/],
    ['consume twice', (l) => l.consume('s1'), /Item s1 was already consumed/],
    ['unknown item', (l) => l.finish('nope', true), /No item nope/],
    ['duplicate add', (l) => l.add(styling('s1')), /already in the ledger/],
  ])('refuses %s without changing the state', (_name, act, reason) => {
    const ledger = new ChangeLedger();
    ledger.add(styling('s1'));
    ledger.markInstantUpdateSent('s1');
    ledger.finish('s1', true);
    if (_name !== 'finish twice' && _name !== 'instant update after finishing') {
      ledger.consume('s1');
    }
    const before = ledger.state;
    const eventsBefore = ledger.events.length;
    const result = act(ledger) as { ok: boolean; reason?: string };
    expect(result.ok).toBe(false);
    expect(result.reason).toMatch(reason);
    expect(ledger.state).toBe(before);
    expect(ledger.events).toHaveLength(eventsBefore);
  });

  it('refuses a second instant update', () => {
    const ledger = new ChangeLedger();
    ledger.add(styling('s1'));
    ledger.markInstantUpdateSent('s1');
    expect(ledger.markInstantUpdateSent('s1')).toMatchObject({
      ok: false,
      reason: 'Cannot send an instant update for s1: it is instantUpdateSent',
    });
  });

  it('refuses to consume an unfinished item, an instant update after finishing, bad events', () => {
    const ledger = new ChangeLedger();
    ledger.add(styling('s1'));
    expect(ledger.consume('s1')).toMatchObject({
      ok: false,
      reason: 'Cannot consume s1: it has not finished (pending)',
    });
    ledger.finish('s1', true);
    expect(ledger.markInstantUpdateSent('s1')).toMatchObject({ ok: false });
    expect(ledger.consume('nope')).toMatchObject({ ok: false, reason: 'No item nope' });
    expect(ledger.markInstantUpdateSent('nope')).toMatchObject({ ok: false });
    expect(ledger.dispatch({ type: 'explode' } as never)).toMatchObject({
      ok: false,
      reason: 'Unknown ledger event: explode',
    });
    expect(ledger.add(null as never)).toMatchObject({ ok: false, reason: 'add needs a change' });
    ledger.add(styling('s2'));
    expect(ledger.finish('s2', 'yes' as never)).toMatchObject({
      ok: false,
      reason: 'finish needs a success flag',
    });
  });
});

describe('flushing', () => {
  it('lets only removal, add-class and styling (and undo/redo of them) update instantly', () => {
    const ledger = new ChangeLedger({ newId: counter() });
    ledger.markFlushing(true);
    expect(ledger.isFlushing).toBe(true);
    ledger.add(styling('s1'));
    ledger.add(edit('e1'));
    expect(ledger.mayInstantUpdate('s1')).toBe(true);
    expect(ledger.mayInstantUpdate('e1')).toBe(false);
    expect(ledger.markInstantUpdateSent('e1')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/while flushing only removal, add-class and styling/),
    });
    expect(ledger.markInstantUpdateSent('s1').ok).toBe(true);
    ledger.markFlushing(false);
    expect(ledger.mayInstantUpdate('e1')).toBe(true);
    expect(ledger.markInstantUpdateSent('e1').ok).toBe(true);
    expect(ledger.mayInstantUpdate('nope')).toBe(false);
  });

  it('setting the same flag again is accepted and changes nothing', () => {
    const ledger = new ChangeLedger();
    const before = ledger.state;
    expect(ledger.markFlushing(false).ok).toBe(true);
    expect(ledger.state).toBe(before);
  });
});

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

describe('subscriptions, outcomes, remapping, replay', () => {
  it('tells subscribers about accepted and refused events until they unsubscribe', () => {
    const ledger = new ChangeLedger();
    const listener = jest.fn<(u: LedgerUpdate) => void>();
    const unsubscribe = ledger.subscribe(listener);
    ledger.add(styling('s1'));
    ledger.consume('s1');
    expect(listener).toHaveBeenCalledTimes(2);
    const [accepted] = listener.mock.calls[0];
    expect(accepted).toMatchObject({ accepted: true, event: { type: 'add' } });
    expect(accepted.previous).toBe(EMPTY_LEDGER);
    expect(accepted.state).toBe(ledger.state);
    expect(listener.mock.calls[1][0]).toMatchObject({
      accepted: false,
      reason: 'Cannot consume s1: it has not finished (pending)',
    });
    unsubscribe();
    ledger.finish('s1', true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('calls every listener even when one throws, then rethrows the first error', () => {
    const ledger = new ChangeLedger();
    const second = jest.fn();
    ledger.subscribe(() => {
      throw new Error('listener broke');
    });
    ledger.subscribe(second);
    expect(() => ledger.add(styling('s1'))).toThrow('listener broke');
    expect(second).toHaveBeenCalled();
    expect(ledger.item('s1')).toBeDefined();
  });

  it('resolves whenFinished with the outcome, also when asked late', async () => {
    const ledger = new ChangeLedger();
    ledger.add(styling('s1'));
    ledger.add(edit('e1'));
    ledger.add(unknown('u1'));
    const s1 = ledger.whenFinished('s1');
    const again = ledger.whenFinished('s1');
    const e1 = ledger.whenFinished('e1');
    ledger.finish('s1', true);
    ledger.finish('e1', false);
    ledger.finish('e1', true); // refused: no second settlement
    await expect(s1).resolves.toBe('success');
    await expect(again).resolves.toBe('success');
    await expect(e1).resolves.toBe('failure');
    await expect(ledger.whenFinished('e1')).resolves.toBe('failure');
    await expect(ledger.whenFinished('u1')).resolves.toBe('skipped');
    await expect(ledger.whenFinished('nope')).rejects.toThrow('No item nope');
  });

  it('remaps codebase ids in every item, and refuses a bad map', () => {
    const ledger = new ChangeLedger();
    ledger.add(styling('s1', { elementKeysToSelectAfterInstantUpdate: [sampleKey(A)] }));
    expect(ledger.remapIds(new Map([[A, C]])).ok).toBe(true);
    const change = ledger.item('s1')!.change as Change & { type: 'STYLING' };
    expect(change.changeFields.codebaseId).toBe(C);
    expect(change.elementKeysToSelectAfterInstantUpdate).toEqual([sampleKey(C)]);
    expect(ledger.remapIds({ [C]: 'bad id' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Invalid codebase id in id map'),
    });
  });

  it('prunes consumed items that undo and redo cannot reach', () => {
    const ledger = new ChangeLedger({ newId: counter() });
    ledger.add(unknown('u1'));
    ledger.add(styling('s1'));
    ledger.finish('s1', true);
    ledger.consume('s1');
    ledger.add(edit('e1'));
    ledger.finish('e1', false);
    ledger.consume('e1');
    ledger.dispatch({ type: 'prune' });
    expect(ledger.items.map((i) => i.change.id)).toEqual(['s1']);
  });

  it('replaying the accepted events gives the same state', () => {
    const ledger = new ChangeLedger({ newId: counter() });
    ledger.add(styling('s1'));
    ledger.markInstantUpdateSent('s1');
    ledger.add(edit('e1'));
    ledger.undo();
    ledger.finish('s1', true);
    ledger.consume('s1');
    ledger.consume('s1'); // refused, not logged
    const { state, refusals } = replayLedger(ledger.events);
    expect(refusals).toEqual([]);
    expect(state).toEqual(ledger.state);
    const replayed = new ChangeLedger({ initialState: state });
    expect(replayed.items).toEqual(ledger.items);
    expect(replayLedger([{ type: 'consume', itemId: 'x' }]).refusals).toEqual(['No item x']);
  });

  it('ledgerReducer is pure: the input state is never changed', () => {
    const frozen = ledgerReducer(EMPTY_LEDGER, { type: 'add', change: styling('s1') }).state;
    expect(Object.isFrozen(frozen)).toBe(true);
    expect(Object.isFrozen(frozen.items)).toBe(true);
    const next = ledgerReducer(frozen, { type: 'finish', itemId: 's1', success: true });
    expect(frozen.items.s1.state.phase).toBe('pending');
    expect(next.state.items.s1.state.phase).toBe('finished');
  });
});

describe('properties over random event sequences', () => {
  type Step =
    | { readonly kind: 'event'; readonly event: LedgerEvent }
    | {
        readonly kind: 'item';
        readonly op: 'instantUpdateSent' | 'consume' | 'finish';
        readonly pick: number;
        readonly success: boolean;
      }
    | { readonly kind: 'undo' }
    | { readonly kind: 'redo' };

  const stepArb: fc.Arbitrary<Step> = fc.oneof(
    {
      weight: 3,
      arbitrary: plainChangeArb().map((change): Step => ({
        kind: 'event',
        event: { type: 'add', change },
      })),
    },
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('item' as const),
        op: fc.constantFrom('instantUpdateSent' as const, 'consume' as const, 'finish' as const),
        pick: fc.nat(),
        success: fc.boolean(),
      }),
    },
    fc
      .boolean()
      .map((flushing): Step => ({ kind: 'event', event: { type: 'setFlushing', flushing } })),
    fc.constantFrom<Step>(
      { kind: 'event', event: { type: 'prune' } },
      { kind: 'event', event: { type: 'remapIds', map: { [A]: B, [B]: A } } },
      { kind: 'event', event: { type: 'consume', itemId: 'missing' } },
      { kind: 'undo' },
      { kind: 'redo' },
    ),
  );

  const phaseCount = (item: LedgerItem) => {
    const f = itemFlags(item);
    const pending = !f.instantUpdateSent && !f.finished;
    const sent = f.instantUpdateSent && !f.finished;
    const finished = f.finished && !f.consumed;
    return [pending, sent, finished, f.consumed].filter(Boolean).length;
  };

  it('leaves every item in exactly one state, consumes no item twice, replays identically', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 80 }), (steps) => {
        let n = 0;
        const ledger = new ChangeLedger({ newId: () => `gen-${++n}` });
        const consumed = new Map<string, number>();
        const finished = new Map<string, number>();
        const count = (map: Map<string, number>, id: string) => map.set(id, (map.get(id) ?? 0) + 1);
        ledger.subscribe((update) => {
          if (!update.accepted) {
            expect(update.state).toBe(update.previous);
            return;
          }
          const e = update.event;
          if (e.type === 'consume') count(consumed, e.itemId);
          if (e.type === 'finish') count(finished, e.itemId);
          if (e.type === 'add' && e.change.type === ChangeType.UNKNOWN)
            count(consumed, e.change.id);
        });
        for (const step of steps) {
          if (step.kind === 'undo') ledger.undo();
          else if (step.kind === 'redo') ledger.redo();
          else if (step.kind === 'event') ledger.dispatch(step.event);
          else {
            const ids = ledger.state.order;
            const itemId = ids.length === 0 ? 'none' : ids[step.pick % ids.length];
            if (step.op === 'finish') ledger.finish(itemId, step.success);
            else ledger.dispatch({ type: step.op, itemId });
          }
        }
        for (const item of ledger.items) {
          expect(phaseCount(item)).toBe(1);
          const f = itemFlags(item);
          expect(f.failed && f.successful).toBe(false);
          if (item.change.type === ChangeType.UNKNOWN) {
            expect(f.instantUpdateSent).toBe(false);
            expect(f.consumed).toBe(true);
          }
        }
        for (const times of consumed.values()) expect(times).toBe(1);
        for (const times of finished.values()) expect(times).toBe(1);
        for (const id of [...ledger.state.undoStack, ...ledger.state.redoStack]) {
          expect(ledger.item(id)).toBeDefined();
        }
        expect(replayLedger(ledger.events).state).toEqual(ledger.state);
      }),
      { numRuns: 300 },
    );
  });
});
