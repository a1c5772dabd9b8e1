import { describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { ChangeType, type Change } from './change-types.js';
import { A, B, C, plainChangeArb, sampleKey } from './changes.arbitraries.js';
import {
  EMPTY_LEDGER,
  itemFlags,
  ledgerReducer,
  replayLedger,
  type LedgerEvent,
  type LedgerItem,
} from './ledger-reducer.js';
import { ChangeLedger, type LedgerUpdate } from './ledger.js';
import { counter, edit, styling, unknown } from './ledger.fixtures.js';

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
