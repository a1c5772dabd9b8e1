/**
 * Changes from the editor to the frame and the source: each goes into the ledger, is shown
 * in the frame at once where the ledger allows, and is written by the write-back server. Its
 * server phase moves pending → sent → written, unchanged (nothing to write) or refused; a
 * refusal or an answer that wrote nothing takes the frame's instant update back. Undo and redo of written changes go to the server first and the frame follows
 * its answer (the frame never shows an undo the server then refuses).
 */
import {
  ChangeType,
  createChange,
  serializeChange,
  type Change,
  type ChangeLedger,
  type JsonValue,
} from 'editor-engine';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { FrameConnection } from './connection';
import { CANVAS_ID } from './editor-constants';
import { frameFlush } from './flush-cycle';
import type { MakeChange } from './PropertiesPanel';
import { refusalInWords } from './refusal-words';
import type { EditorAction, ServerPhase } from './store';
import type { ManifestClient, ManifestEntry } from './manifest-client';
import { WriteBack, type WriteBackResult } from './write-back';

const isUndoOrRedo = (change: Change) =>
  change.type === ChangeType.UNDO || change.type === ChangeType.REDO;

/** What the hook remembers across renders about each change's way to the server. */
class ServerTrack {
  readonly phases = new Map<string, ServerPhase>();
  readonly inflight = new Map<string, Promise<WriteBackResult>>();
  /** Changes the frame showed (instant update sent), the ones a refusal takes back. */
  readonly shown = new Set<string>();
  /** A write-back server answered at least once (else undo stays in the frame only). */
  private seen = false;

  get serverSeen(): boolean {
    return this.seen;
  }

  markServerSeen(): void {
    this.seen = true;
  }
}

export function useChanges(deps: {
  connection: FrameConnection;
  ledger: ChangeLedger;
  manifest: Record<string, ManifestEntry>;
  manifestClient: ManifestClient;
  selected: string | null;
  dispatch: (action: EditorAction) => void;
}) {
  const { connection, ledger, manifest, manifestClient, selected, dispatch } = deps;
  const writeBack = useMemo(
    () => new WriteBack(CANVAS_ID, manifestClient, frameFlush(connection, ledger)),
    [connection, ledger, manifestClient],
  );
  const track = useMemo(() => new ServerTrack(), []);
  const status = useCallback((s: string) => dispatch({ type: 'status', status: s }), [dispatch]);
  const setPhase = useCallback(
    (changeId: string, phase: ServerPhase) => {
      track.phases.set(changeId, phase);
      dispatch({ type: 'serverPhase', changeId, phase });
    },
    [dispatch, track],
  );
  // One function for the session, reading the latest manifest: a new one with every manifest
  // (each write reloads it) re-rendered every listed ledger row.
  const latestManifest = useRef(manifest);
  useEffect(() => {
    latestManifest.current = manifest;
  }, [manifest]);
  const lookup = useCallback(
    (codebaseId: string): JsonValue | null =>
      (latestManifest.current[codebaseId] as unknown as JsonValue) ?? null,
    [],
  );

  const showInFrame = useCallback(
    (change: Change) => {
      track.shown.add(change.id);
      void connection.call('applyChangeItemToDocument', serializeChange(change));
    },
    [connection, track],
  );

  /** The frame takes its instant update of `change` back at once (and stops re-applying it). */
  const takeBack = useCallback(
    (change: Change) => {
      if (track.shown.has(change.id)) {
        showInFrame(createChange(ChangeType.UNDO, { changeToUndo: change }));
      }
    },
    [showInFrame, track],
  );

  /** Writes a change to the source; the ledger item finishes when the server answers. */
  const sendToServer = useCallback(
    async (change: Change): Promise<WriteBackResult> => {
      setPhase(change.id, 'sent');
      const pending = writeBack.send(change, lookup);
      track.inflight.set(change.id, pending);
      const result = await pending;
      track.inflight.delete(change.id);
      dispatch({ type: 'serverResult', changeId: change.id, result });
      if (result.unavailable) {
        setPhase(change.id, 'pending');
        status(`${change.changeName}: not written (${result.message ?? 'no server'})`);
        return result;
      }
      track.markServerSeen();
      // Nothing written (a move to where the element already is): no hot update will come to
      // remove the frame's copies, and there is nothing for undo to take back on the server.
      const unchanged = result.ok && !isUndoOrRedo(change) && (result.files?.length ?? 0) === 0;
      ledger.finish(change.id, result.ok && !unchanged);
      if (unchanged) {
        setPhase(change.id, 'unchanged');
        status(`${change.changeName}: nothing to write, the source already reads so`);
        takeBack(change);
        return result;
      }
      if (result.ok) {
        setPhase(change.id, 'written');
        if (result.toast) dispatch({ type: 'toast', toast: result.toast });
        status(`${change.changeName}: written to the source`);
        return result;
      }
      setPhase(change.id, 'refused');
      const why = `${change.changeName} was not written: ${refusalInWords(result.code, result.message)}`;
      dispatch({ type: 'toast', toast: why });
      status(why);
      takeBack(change);
      return result;
    },
    [dispatch, ledger, lookup, setPhase, status, takeBack, track, writeBack],
  );

  /** Shows a change in the frame where the ledger allows, then writes it. */
  const showAndSend = useCallback(
    (change: Change, waiting: string) => {
      if (ledger.mayInstantUpdate(change.id)) showInFrame(change);
      else status(waiting);
      void sendToServer(change);
    },
    [ledger, sendToServer, showInFrame, status],
  );

  /** An undo or redo: through the server first when it writes, the frame following its answer. */
  const serverFirst = useCallback(
    async (change: Change, inner: Change, waiting: string) => {
      // The server names the change's activity when it answers: wait for that first.
      await track.inflight.get(inner.id);
      const written = track.phases.get(inner.id) === 'written' || track.serverSeen;
      if (!written) {
        showAndSend(change, waiting);
        return;
      }
      setPhase(change.id, 'pending');
      // Written: the hot update of the file shows it. Shown here as well, after the answer, it
      // could land after that update and stay on the page (a redone styling kept its temporary
      // class; found by the random edit sequences).
      await sendToServer(change);
    },
    [sendToServer, setPhase, showAndSend, track],
  );

  const apply = useCallback(
    (change: Change) => {
      const result = ledger.add(change);
      if (!result.ok) {
        status(`Refused: ${result.reason}`);
        return;
      }
      setPhase(change.id, 'pending');
      showAndSend(
        change,
        `${change.changeName}: no instant update; waits for the write-back server`,
      );
    },
    [ledger, setPhase, showAndSend, status],
  );

  const makeChange: MakeChange = useCallback(
    (type, fields, options = {}) => {
      const keys = selected ? [selected] : [];
      apply(
        createChange(type, fields, {
          elementKeysToSelectAfterInstantUpdate: keys,
          elementKeysToSelectAfterUndo: keys,
          ...options,
        }) as Change,
      );
    },
    [apply, selected],
  );

  // Stable, so the toolbar re-renders only when what it shows changes.
  const undo = useCallback(() => {
    const change = ledger.undo();
    if (!change) return status('Nothing to undo');
    if (change.type !== ChangeType.UNDO) return;
    const inner = change.changeFields.changeToUndo;
    void serverFirst(change, inner, 'Undo of this change waits for the write-back server');
  }, [ledger, serverFirst, status]);
  const redo = useCallback(() => {
    const change = ledger.redo();
    if (!change) return status('Nothing to redo');
    if (change.type !== ChangeType.REDO) return;
    const inner = change.changeFields.changeToRedo;
    void serverFirst(change, inner, 'Redo of this change waits for the write-back server');
  }, [ledger, serverFirst, status]);

  return { apply, makeChange, undo, redo, lookup };
}
