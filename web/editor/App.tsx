/**
 * The outer editor: panels (toolbar, layers, preview, properties, ledger) over one store
 * (store.ts). This file wires the frame connection, the ledger and the store together.
 */
import {
  ChangeLedger,
  ElementKey,
  EXTENDED_MESSAGES_OPTION,
  FRAME_MESSAGE,
  createChange,
  type FrameMessage,
  type LedgerItem,
  type NavTreeNode,
} from 'editor-engine';
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { FrameConnection } from './connection';
import { ManifestClient, type ManifestIds, manifestUpdate } from './manifest-client';
import { STORYBOARD_ID, frameOrigin } from './editor-constants';
import { Layers } from './LayersPanel';
import { Ledger } from './LedgerPanel';
import { Properties, type MakeChange } from './PropertiesPanel';
import { INITIAL_STATE, editorReducer, type EditorState } from './store';
import { Toolbar } from './Toolbar';
import { waitForFrame } from './handshake';
import { useChanges } from './use-changes';

export interface EditorDebug {
  connection: FrameConnection;
  ledger: ChangeLedger;
  log: FrameMessage[];
  /** The store as the panels last rendered it (what the browser tests compare with the page). */
  state: EditorState;
  /** Makes a change as the properties panel does (browser tests: types the panel has no form for). */
  change: MakeChange;
}

/** `/__editor?route=/about` opens that path of the preview's origin (a page of the app or a fixture). */
function withRouteFromQuery(state: EditorState): EditorState {
  const route = new URLSearchParams(window.location.search).get('route');
  return route?.startsWith('/') && !route.startsWith('//') ? { ...state, route } : state;
}

function codebaseIdOf(key: string | null): string | null {
  if (!key) return null;
  const parsed = ElementKey.parse(key);
  return parsed.isEmpty() ? null : parsed.codebaseId;
}

function findNode(tree: NavTreeNode | null, key: string | null): NavTreeNode | null {
  if (!tree || !key) return null;
  const stack = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.tempoElement === key) return node;
    stack.push(...node.children);
  }
  return null;
}

function useLedger(ledger: ChangeLedger): readonly LedgerItem[] {
  const subscribe = useCallback((notify: () => void) => ledger.subscribe(notify), [ledger]);
  const state = useSyncExternalStore(subscribe, () => ledger.state);
  return useMemo(() => state.order.map((id) => state.items[id]!), [state]);
}

const FRAME_SILENT = 'The preview frame did not answer';

export function App() {
  const connection = useMemo(() => new FrameConnection(), []);
  const ledger = useMemo(() => new ChangeLedger(), []);
  const log = useMemo<FrameMessage[]>(() => [], []);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [state, dispatch] = useReducer(editorReducer, INITIAL_STATE, withRouteFromQuery);
  const { connected, tree, selected, multi, zoom, driveMode, manifest, toast } = state;
  const items = useLedger(ledger);
  const manifestClient = useMemo(() => new ManifestClient(), []);
  const { apply, makeChange, undo, redo, lookup } = useChanges({
    connection,
    ledger,
    manifest,
    manifestClient,
    selected,
    dispatch,
  });

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dispatch({ type: 'toast', toast: null }), 4000);
    return () => clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    (window as unknown as { __editor?: EditorDebug }).__editor = {
      connection,
      ledger,
      log,
      state,
      change: makeChange,
    };
  }, [connection, ledger, log, state, makeChange]);

  // The manifest follows the files (pushed by the Vite plugin, updated by write-back answers).
  useEffect(() => {
    const publish = () =>
      dispatch({
        type: 'manifest',
        manifest: manifestClient.snapshot,
      });
    const unsubscribe = manifestClient.subscribe(publish);
    manifestClient
      .load()
      .catch(() => dispatch({ type: 'status', status: 'Could not load the codebase-id manifest' }));
    fetch('/__editor/tailwind-classes.json')
      .then((r) => r.json())
      .then((list: string[]) => dispatch({ type: 'classSuggestions', list }))
      .catch(() => undefined);
    return unsubscribe;
  }, [manifestClient]);

  // Frame messages: the store takes what it shows; text edits and instant updates go on here.
  useEffect(
    () =>
      connection.onMessage((message) => {
        log.push(message);
        if (log.length > 2000) log.splice(0, 500);
        dispatch({ type: 'frameMessage', message });
        if (message.id === FRAME_MESSAGE.EDITED_TEXT) {
          const codebaseId = codebaseIdOf(message.elementKey);
          if (codebaseId && message.newText !== message.oldText) {
            apply(
              createChange(
                'EDIT_TEXT',
                {
                  codebaseIdToEditText: codebaseId,
                  newText: message.newText,
                  oldText: message.oldText,
                },
                {
                  elementKeysToSelectAfterInstantUpdate: [message.elementKey],
                  elementKeysToSelectAfterUndo: [message.elementKey],
                },
              ),
            );
          }
        } else if (message.id === FRAME_MESSAGE.INSTANT_UPDATE_DONE) {
          const change = message.changeItem as { id: string };
          if (message.instantUpdateSuccessful && ledger.mayInstantUpdate(change.id)) {
            ledger.markInstantUpdateSent(change.id);
          }
        }
      }),
    [apply, connection, ledger, log],
  );

  // Handshake on every load of the frame; a reload (the dev server's own, or a new route)
  // supersedes the wait under way.
  const loads = useRef(0);
  /** The manifest the frame holds (none after a load). */
  const sentManifest = useRef<ManifestIds | null>(null);
  const handshake = useCallback(async () => {
    const frame = iframeRef.current?.contentWindow;
    if (!frame) return;
    const load = ++loads.current;
    sentManifest.current = null;
    dispatch({ type: 'frameLoading' });
    const result = await waitForFrame({
      // A cheap call first: initProject builds the whole tree and may take a while.
      probe: () => {
        connection.connect(frame, frameOrigin());
        return connection.call('setZoomPerc', zoom).then(() => true);
      },
      superseded: () => load !== loads.current,
      onSlow: () =>
        dispatch({
          type: 'status',
          status: 'Still loading the preview (the first visit compiles it)…',
        }),
    });
    if (result === 'answered') {
      // Opts in to the frame's own shapes (tree diffs and chunks, flat payloads): args after
      // the storyboard id are the lookups (sent later) and the options object.
      await connection.call('initProject', STORYBOARD_ID, null, null, null, {
        [EXTENDED_MESSAGES_OPTION]: true,
      });
      if (load === loads.current) dispatch({ type: 'connected' });
    } else if (result === 'gave-up') {
      dispatch({ type: 'status', status: FRAME_SILENT });
    }
    // zoom is read once per handshake on purpose
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connection]);
  // A new element loads the frame afresh (its own location is another origin's).
  const [frameKey, setFrameKey] = useState(0);
  const reloadFrame = useCallback(() => setFrameKey((key) => key + 1), []);

  // The frame holds the manifest as last sent since its handshake: it gets what changed.
  useEffect(() => {
    if (!connected) return;
    const update = manifestUpdate(sentManifest.current ?? {}, manifest);
    sentManifest.current = manifest;
    if (Object.keys(update).length > 0) void connection.call('setNewLookups', update, {});
  }, [connected, connection, manifest]);

  const selectedNode = findNode(tree, selected);
  const selectedId = codebaseIdOf(selected);
  const entry = selectedId ? manifest[selectedId] : undefined;
  // Stable callbacks: the toolbar and the layers re-render only when what they show changes.
  const select = useCallback(
    (key: string | null) => {
      dispatch({ type: 'select', key });
      void connection.call('setSelectedElement', key);
    },
    [connection],
  );
  const changeZoom = useCallback(
    (value: number) => {
      dispatch({ type: 'zoom', zoom: value });
      void connection.call('setZoomPerc', value);
    },
    [connection],
  );
  const toggleDrive = useCallback(() => {
    const next = !driveMode;
    dispatch({ type: 'driveMode', enabled: next });
    void connection.call(next ? 'enableDriveMode' : 'disableDriveMode');
  }, [connection, driveMode]);
  const { route, href, status, hydration } = state;
  const toolbarState = useMemo(
    () => ({ route, href, driveMode, zoom, connected, status, hydration }),
    [route, href, driveMode, zoom, connected, status, hydration],
  );
  const selectedIds = multi.map(codebaseIdOf).filter((id): id is string => id !== null);

  return (
    <div className="editor">
      <Toolbar
        state={toolbarState}
        dispatch={dispatch}
        canUndo={ledger.canUndo}
        canRedo={ledger.canRedo}
        onUndo={undo}
        onRedo={redo}
        onToggleDrive={toggleDrive}
        onZoom={changeZoom}
        onReloadFrame={status === FRAME_SILENT ? reloadFrame : undefined}
      />
      <main className="workspace">
        <section className="panel layers" aria-label="Layers">
          <h2>Layers</h2>
          {tree ? (
            <Layers tree={tree} selected={multi} hovered={state.hovered} onSelect={select} />
          ) : (
            <p className="empty">
              {connected ? 'The page has no tagged elements.' : 'Waiting for the frame…'}
            </p>
          )}
        </section>
        <section className="canvas" aria-label="Preview">
          <div
            className="frame-box"
            style={{ width: 1024 * (zoom / 100), height: 720 * (zoom / 100) }}
          >
            <iframe
              key={frameKey}
              ref={iframeRef}
              title="Preview"
              src={`${frameOrigin()}${state.route}`}
              onLoad={() => void handshake()}
              style={{ transform: `scale(${zoom / 100})` }}
            />
          </div>
        </section>
        <aside className="panel properties" aria-label="Properties">
          <h2>Properties</h2>
          {!selectedNode || !selectedId ? (
            <p className="empty">Select an element in the page or the layers panel.</p>
          ) : (
            <Properties
              key={selected}
              node={selectedNode}
              codebaseId={selectedId}
              entry={entry}
              suggestions={state.classSuggestions}
              multiIds={selectedIds}
              makeChange={makeChange}
            />
          )}
          <Ledger
            items={items}
            updates={state.updates}
            results={state.serverResults}
            phases={state.serverPhases}
            lookup={lookup}
          />
        </aside>
      </main>
      {toast ? (
        <div role="status" aria-live="polite" className="toast">
          {toast}
        </div>
      ) : null}
    </div>
  );
}
