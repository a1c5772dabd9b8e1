import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ChangeLedger, ChangeType, reconstructChange, type Change } from 'editor-engine';
import type { FrameConnection } from './connection';
import { ManifestClient } from './manifest-client';
import type { EditorAction } from './store';
import { useChanges } from './use-changes';

/** The frame's side: records every call the editor makes, answers each at once. */
function fakeFrame() {
  const calls: { name: string; args: unknown[] }[] = [];
  const connection = {
    call: async (name: string, ...args: unknown[]) => {
      calls.push({ name, args });
      return true;
    },
  } as unknown as FrameConnection;
  /** The changes the frame was told to show, decoded. */
  const shown = () =>
    calls
      .filter((c) => c.name === 'applyChangeItemToDocument')
      .map((c) => reconstructChange(c.args[0]) as Change);
  return { connection, calls, shown };
}

/** A write-back server that answers every change with `answer` (status 200). */
function serverAnswering(answer: object) {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = (async (url: string) => {
      const body = url.endsWith('/write-back-secret')
        ? { secret: 's' }
        : url.endsWith('/auth/csrf')
          ? { token: 't' }
          : answer;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
}

function editorWith(frame: ReturnType<typeof fakeFrame>) {
  const ledger = new ChangeLedger();
  const actions: EditorAction[] = [];
  const manifestClient = new ManifestClient(async () => ({ ids: {} }), undefined);
  const { result } = renderHook(() =>
    useChanges({
      connection: frame.connection,
      ledger,
      manifest: {},
      manifestClient,
      selected: null,
      dispatch: (action) => actions.push(action),
    }),
  );
  return { ledger, actions, changes: () => result.current };
}

describe('a change the server answers with nothing written', () => {
  // The element is already last in its parent: the source stays as it is.
  serverAnswering({ activityId: null, files: [], prevIdToNewIdMap: {} });

  it('is taken back in the frame as a refusal is, and is not on the undo stack', async () => {
    const frame = fakeFrame();
    const editor = editorWith(frame);
    act(() =>
      editor.changes().makeChange(ChangeType.MOVE_JSX, {
        codebaseIdToMove: 'tempo-b',
        codebaseIdToMoveTo: 'tempo-root',
      }),
    );
    await waitFor(() => expect(frame.shown()).toHaveLength(2));
    const [move, takenBack] = frame.shown() as [Change, Change];
    expect(move.type).toBe(ChangeType.MOVE_JSX);
    expect(takenBack.type).toBe(ChangeType.UNDO);
    expect(takenBack.type === ChangeType.UNDO ? takenBack.changeFields.changeToUndo.id : null).toBe(
      move.id,
    );
    // The flush ended first, saying nothing was written (no hot update will remove the copy).
    const names = frame.calls.map((c) => c.name);
    const flushEnd = frame.calls.findLastIndex((c) => c.name === 'setIsFlushing');
    expect(frame.calls[flushEnd]?.args.slice(0, 1)).toEqual([false]);
    expect(flushEnd).toBeLessThan(names.lastIndexOf('applyChangeItemToDocument'));
    // Nothing to undo: the ledger and the editor say the change left the source as it was.
    expect(editor.ledger.state.undoStack).not.toContain(move.id);
    expect(editor.actions).toContainEqual({
      type: 'serverPhase',
      changeId: move.id,
      phase: 'unchanged',
    });
  });
});
