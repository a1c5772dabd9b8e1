/**
 * Changes from the editor to the frame and the source: each goes into the ledger, is shown
 * in the frame at once where the ledger allows, and is written by the write-back server.
 */
import {
  createChange,
  serializeChange,
  type Change,
  type ChangeLedger,
  type JsonValue,
} from 'editor-engine';
import { useCallback, useMemo } from 'react';
import type { FrameConnection } from './connection';
import { CANVAS_ID } from './editor-constants';
import type { MakeChange } from './PropertiesPanel';
import type { EditorAction, ManifestEntry } from './store';
import { WriteBack } from './write-back';

export function useChanges(deps: {
  connection: FrameConnection;
  ledger: ChangeLedger;
  manifest: Record<string, ManifestEntry>;
  selected: string | null;
  dispatch: (action: EditorAction) => void;
}) {
  const { connection, ledger, manifest, selected, dispatch } = deps;
  const writeBack = useMemo(() => new WriteBack(CANVAS_ID), []);
  const status = useCallback((s: string) => dispatch({ type: 'status', status: s }), [dispatch]);
  const lookup = useCallback(
    (codebaseId: string): JsonValue | null =>
      (manifest[codebaseId] as unknown as JsonValue) ?? null,
    [manifest],
  );

  /** Writes a change to the source; the ledger item finishes when the server answers. */
  const sendToServer = useCallback(
    async (change: Change) => {
      const result = await writeBack.send(change, lookup);
      dispatch({ type: 'serverResult', changeId: change.id, result });
      if (result.unavailable) {
        status(`${change.changeName}: not written (${result.message ?? 'no server'})`);
        return;
      }
      ledger.finish(change.id, result.ok);
      if (result.ok) {
        if (result.toast) dispatch({ type: 'toast', toast: result.toast });
        status(`${change.changeName}: written to the source`);
      } else {
        status(`${change.changeName} failed: ${result.message ?? 'unknown error'}`);
      }
    },
    [dispatch, ledger, lookup, status, writeBack],
  );

  /** Shows a change in the frame where the ledger allows, then writes it. */
  const showAndSend = useCallback(
    (change: Change, waiting: string) => {
      if (ledger.mayInstantUpdate(change.id)) {
        void connection.call('applyChangeItemToDocument', serializeChange(change));
      } else {
        status(waiting);
      }
      void sendToServer(change);
    },
    [connection, ledger, sendToServer, status],
  );

  const apply = useCallback(
    (change: Change) => {
      const result = ledger.add(change);
      if (!result.ok) {
        status(`Refused: ${result.reason}`);
        return;
      }
      showAndSend(
        change,
        `${change.changeName}: no instant update; waits for the write-back server`,
      );
    },
    [ledger, showAndSend, status],
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

  const undo = () => {
    const change = ledger.undo();
    if (!change) return status('Nothing to undo');
    showAndSend(change, 'Undo of this change waits for the write-back server');
  };
  const redo = () => {
    const change = ledger.redo();
    if (!change) return status('Nothing to redo');
    showAndSend(change, 'Redo of this change waits for the write-back server');
  };

  return { apply, makeChange, undo, redo, lookup };
}
