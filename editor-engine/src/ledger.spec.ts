import { describe, expect, it } from '@jest/globals';
import { ChangeLedger } from './ledger.js';
import { counter, edit, styling, unknown } from './ledger.fixtures.js';

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
