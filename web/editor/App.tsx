import {
  ChangeLedger,
  ElementKey,
  FRAME_MESSAGE,
  applyNavTreeDiff,
  buildApiRequest,
  createChange,
  itemFlags,
  serializeChange,
  type ApiRequest,
  type Change,
  type ChangeFieldsInputByType,
  type ChangeOptions,
  type ChangeType,
  type FrameMessage,
  type JsonValue,
  type LedgerItem,
  type NavTreeNode,
} from 'editor-engine';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { FrameConnection } from './connection';
import { ManifestClient } from './manifest-client';
import { WriteBack, type WriteBackResult } from './write-back';

const CANVAS_ID = 'tradiehub-web';
const STORYBOARD_ID = 'tradiehub';
const ROUTES = [
  '/',
  '/about',
  '/how-it-works',
  '/why-tradiehub',
  '/pricing',
  '/faq',
  '/contact',
  '/feedback',
  '/post-job',
  '/login',
  '/register',
  '/forgot-password',
  '/blog',
  '/terms',
  '/privacy',
];
const ZOOMS = [50, 75, 100, 150, 200];
const STYLE_CONTROLS = [
  { property: 'color', label: 'Text colour', placeholder: '#0f172a' },
  { property: 'backgroundColor', label: 'Background', placeholder: '#fff7ed' },
  { property: 'padding', label: 'Padding', placeholder: '8px 16px' },
  { property: 'fontSize', label: 'Font size', placeholder: '2rem' },
];

interface ManifestEntry {
  codebaseId: string;
  file: string;
  line: number;
  column: number;
  component: string | null;
  tag: string;
  hostElement: boolean;
  staticText: boolean;
}

export interface EditorDebug {
  connection: FrameConnection;
  ledger: ChangeLedger;
  log: FrameMessage[];
}

function frameOrigin(): string {
  return `${window.location.protocol}//preview.localhost${window.location.port ? `:${window.location.port}` : ''}`;
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

export function App() {
  const connection = useMemo(() => new FrameConnection(), []);
  const ledger = useMemo(() => new ChangeLedger(), []);
  const log = useMemo<FrameMessage[]>(() => [], []);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [route, setRoute] = useState('/');
  const [href, setHref] = useState('');
  const [connected, setConnected] = useState(false);
  const [tree, setTree] = useState<NavTreeNode | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [multi, setMulti] = useState<readonly string[]>([]);
  const [hovered, setHovered] = useState<string | null>(null);
  const [zoom, setZoom] = useState(100);
  const [driveMode, setDriveMode] = useState(false);
  // The manifest follows the files (pushed by the Vite plugin, updated by write-back answers).
  const manifestClient = useMemo(() => new ManifestClient(), []);
  const manifest: Record<string, ManifestEntry> = useSyncExternalStore(
    useCallback((notify: () => void) => manifestClient.subscribe(notify), [manifestClient]),
    () => manifestClient.snapshot,
  );
  const [classSuggestions, setClassSuggestions] = useState<string[]>([]);
  const [status, setStatus] = useState('Loading the preview…');
  const [hydration, setHydration] = useState('no_error');
  const [updates, setUpdates] = useState<Record<string, { successful: boolean; data: unknown }>>(
    {},
  );
  const items = useLedger(ledger);
  const [serverResults, setServerResults] = useState<Record<string, WriteBackResult>>({});
  const [toast, setToast] = useState<string | null>(null);
  const writeBack = useMemo(() => new WriteBack(CANVAS_ID, manifestClient), [manifestClient]);
  const lookup = useCallback(
    (codebaseId: string): JsonValue | null =>
      (manifest[codebaseId] as unknown as JsonValue) ?? null,
    [manifest],
  );

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 4000);
    return () => clearTimeout(timer);
  }, [toast]);

  /** Writes a change to the source; the ledger item finishes when the server answers. */
  const sendToServer = useCallback(
    async (change: Change) => {
      const result = await writeBack.send(change, lookup);
      setServerResults((prev) => ({ ...prev, [change.id]: result }));
      if (result.unavailable) {
        setStatus(`${change.changeName}: not written (${result.message ?? 'no server'})`);
        return;
      }
      ledger.finish(change.id, result.ok);
      if (result.ok) {
        if (result.toast) setToast(result.toast);
        setStatus(`${change.changeName}: written to the source`);
      } else {
        setStatus(`${change.changeName} failed: ${result.message ?? 'unknown error'}`);
      }
    },
    [ledger, lookup, writeBack],
  );

  useEffect(() => {
    (window as unknown as { __editor?: EditorDebug }).__editor = { connection, ledger, log };
  }, [connection, ledger, log]);

  useEffect(() => {
    manifestClient.load().catch(() => setStatus('Could not load the codebase-id manifest'));
    fetch('/__editor/tailwind-classes.json')
      .then((r) => r.json())
      .then((list: string[]) => setClassSuggestions(list))
      .catch(() => undefined);
  }, [manifestClient]);

  const apply = useCallback(
    (change: Change) => {
      const result = ledger.add(change);
      if (!result.ok) {
        setStatus(`Refused: ${result.reason}`);
        return;
      }
      if (ledger.mayInstantUpdate(change.id)) {
        void connection.call('applyChangeItemToDocument', serializeChange(change));
      } else {
        setStatus(`${change.changeName}: no instant update; waits for the write-back server`);
      }
      void sendToServer(change);
    },
    [connection, ledger, sendToServer],
  );

  const makeChange = useCallback(
    <T extends ChangeType>(
      type: T,
      fields: ChangeFieldsInputByType[T],
      options: ChangeOptions = {},
    ) => {
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

  // Frame messages.
  useEffect(
    () =>
      connection.onMessage((message) => {
        log.push(message);
        if (log.length > 2000) log.splice(0, 500);
        switch (message.id) {
          case FRAME_MESSAGE.NAV_TREE:
            setTree((prev) =>
              'navTree' in message
                ? message.navTree
                : prev && 'navTreeDiff' in message
                  ? applyNavTreeDiff(prev, message.navTreeDiff)
                  : prev,
            );
            break;
          case FRAME_MESSAGE.SELECTED_ELEMENT_KEY:
            setSelected(message.elementKey);
            setMulti(message.elementKey ? [message.elementKey] : []);
            break;
          case FRAME_MESSAGE.MULTI_SELECTED_ELEMENT_KEYS:
            setMulti(message.elementKeys);
            setSelected(message.elementKeys[0] ?? null);
            break;
          case FRAME_MESSAGE.HOVERED_ELEMENT_KEY:
            setHovered(message.elementKey);
            break;
          case FRAME_MESSAGE.LATEST_HREF:
            setHref(message.href);
            break;
          case FRAME_MESSAGE.LATEST_HYDRATION_ERROR_STATUS:
            setHydration(message.status);
            break;
          case FRAME_MESSAGE.EDITED_TEXT: {
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
            break;
          }
          case FRAME_MESSAGE.INSTANT_UPDATE_DONE: {
            const change = message.changeItem as { id: string };
            if (message.instantUpdateSuccessful && ledger.mayInstantUpdate(change.id)) {
              ledger.markInstantUpdateSent(change.id);
            }
            setUpdates((prev) => ({
              ...prev,
              [change.id]: {
                successful: message.instantUpdateSuccessful,
                data: message.instantUpdateData,
              },
            }));
            break;
          }
          default:
            break;
        }
      }),
    [apply, connection, ledger, log],
  );

  // Handshake: the layer starts after the app's first modules load, so retry until it answers.
  const handshake = useCallback(async () => {
    const frame = iframeRef.current?.contentWindow;
    if (!frame) return;
    setConnected(false);
    setTree(null);
    for (let attempt = 0; attempt < 40; attempt++) {
      connection.connect(frame, frameOrigin());
      // A cheap call first: initProject builds the whole tree and may take a while.
      const answered = await Promise.race([
        connection.call('setZoomPerc', zoom).then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 250)),
      ]);
      if (answered) {
        await connection.call('initProject', STORYBOARD_ID);
        setConnected(true);
        setStatus('Connected');
        return;
      }
    }
    setStatus('The preview frame did not answer');
    // zoom is read once per handshake on purpose
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connection]);

  useEffect(() => {
    if (connected && Object.keys(manifest).length > 0) {
      void connection.call('setNewLookups', manifest, {});
    }
  }, [connected, connection, manifest]);

  const selectedNode = findNode(tree, selected);
  const selectedId = codebaseIdOf(selected);
  const entry = selectedId ? manifest[selectedId] : undefined;
  const select = (key: string | null) => {
    setSelected(key);
    void connection.call('setSelectedElement', key);
  };
  const changeZoom = (value: number) => {
    setZoom(value);
    void connection.call('setZoomPerc', value);
  };
  const toggleDrive = () => {
    const next = !driveMode;
    setDriveMode(next);
    void connection.call(next ? 'enableDriveMode' : 'disableDriveMode');
  };
  const undo = () => {
    const change = ledger.undo();
    if (!change) return setStatus('Nothing to undo');
    if (ledger.mayInstantUpdate(change.id)) {
      void connection.call('applyChangeItemToDocument', serializeChange(change));
    } else {
      setStatus('Undo of this change waits for the write-back server');
    }
    void sendToServer(change);
  };
  const redo = () => {
    const change = ledger.redo();
    if (!change) return setStatus('Nothing to redo');
    if (ledger.mayInstantUpdate(change.id)) {
      void connection.call('applyChangeItemToDocument', serializeChange(change));
    } else {
      setStatus('Redo of this change waits for the write-back server');
    }
    void sendToServer(change);
  };
  const selectedIds = multi.map(codebaseIdOf).filter((id): id is string => id !== null);

  return (
    <div className="editor">
      <header className="toolbar" aria-label="Editor toolbar">
        <label>
          Page{' '}
          <select
            aria-label="Page"
            value={route}
            onChange={(e) => {
              setRoute(e.target.value);
              setStatus('Loading the preview…');
            }}
          >
            {ROUTES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <span className="href" title="The frame's address">
          {href || '…'}
        </span>
        <button type="button" onClick={undo} disabled={!ledger.canUndo}>
          Undo
        </button>
        <button type="button" onClick={redo} disabled={!ledger.canRedo}>
          Redo
        </button>
        <button type="button" aria-pressed={driveMode} onClick={toggleDrive}>
          Drive mode {driveMode ? 'on' : 'off'}
        </button>
        <label>
          Zoom{' '}
          <select
            aria-label="Zoom"
            value={zoom}
            onChange={(e) => changeZoom(Number(e.target.value))}
          >
            {ZOOMS.map((z) => (
              <option key={z} value={z}>
                {z}%
              </option>
            ))}
          </select>
        </label>
        <span role="status" className="status" data-connected={connected}>
          {status}
          {hydration !== 'no_error' ? ` · page error (${hydration})` : ''}
        </span>
      </header>
      <main className="workspace">
        <section className="panel layers" aria-label="Layers">
          <h2>Layers</h2>
          {tree ? (
            <Layers tree={tree} selected={multi} hovered={hovered} onSelect={select} />
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
              ref={iframeRef}
              title="Preview"
              src={`${frameOrigin()}${route}`}
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
              suggestions={classSuggestions}
              multiIds={selectedIds}
              makeChange={makeChange}
            />
          )}
          <Ledger items={items} updates={updates} results={serverResults} lookup={lookup} />
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

function Layers(props: {
  tree: NavTreeNode;
  selected: readonly string[];
  hovered: string | null;
  onSelect: (key: string) => void;
}) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows: { node: NavTreeNode; depth: number }[] = [];
  const walk = (node: NavTreeNode, depth: number) => {
    rows.push({ node, depth });
    if (!collapsed.has(node.tempoElement))
      for (const child of node.children) walk(child, depth + 1);
  };
  walk(props.tree, 0);
  const [focus, setFocus] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const toggle = (key: string, open?: boolean) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      const isOpen = !next.has(key);
      if (open ?? !isOpen) next.delete(key);
      else next.add(key);
      return next;
    });
  const onKeyDown = (event: KeyboardEvent) => {
    const row = rows[focus];
    if (!row) return;
    let next = focus;
    if (event.key === 'ArrowDown') next = Math.min(rows.length - 1, focus + 1);
    else if (event.key === 'ArrowUp') next = Math.max(0, focus - 1);
    else if (event.key === 'ArrowRight') toggle(row.node.tempoElement, true);
    else if (event.key === 'ArrowLeft') toggle(row.node.tempoElement, false);
    else if (event.key === 'Enter' || event.key === ' ') props.onSelect(row.node.tempoElement);
    else return;
    event.preventDefault();
    setFocus(next);
    const el = listRef.current?.querySelectorAll<HTMLElement>('[role="treeitem"]')[next];
    el?.focus();
  };
  return (
    <ul role="tree" aria-label="Page elements" ref={listRef} onKeyDown={onKeyDown}>
      {rows.map(({ node, depth }, i) => {
        const key = node.tempoElement;
        const hasChildren = node.children.length > 0;
        return (
          <li
            key={key}
            role="treeitem"
            aria-level={depth + 1}
            aria-selected={props.selected.includes(key)}
            aria-expanded={hasChildren ? !collapsed.has(key) : undefined}
            tabIndex={i === focus ? 0 : -1}
            data-key={key}
            className={key === props.hovered ? 'hovered' : undefined}
            style={{ paddingLeft: depth * 12 }}
            onClick={() => {
              setFocus(i);
              props.onSelect(key);
            }}
          >
            {hasChildren ? (
              <button
                type="button"
                className="twisty"
                aria-label={collapsed.has(key) ? 'Expand' : 'Collapse'}
                tabIndex={-1}
                onClick={(e) => {
                  e.stopPropagation();
                  toggle(key);
                }}
              >
                {collapsed.has(key) ? '▸' : '▾'}
              </button>
            ) : (
              <span className="twisty" />
            )}
            <span className="name">{node.name}</span>
            {node.isComponent ? <span className="tag"> &lt;{node.tagName}&gt;</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

function Properties(props: {
  node: NavTreeNode;
  codebaseId: string;
  entry: ManifestEntry | undefined;
  suggestions: string[];
  multiIds: string[];
  makeChange: <T extends ChangeType>(
    type: T,
    fields: ChangeFieldsInputByType[T],
    options?: ChangeOptions,
  ) => void;
}) {
  const { node, codebaseId, makeChange } = props;
  const [newClass, setNewClass] = useState('');
  const [newTag, setNewTag] = useState(node.tagName);
  const [text, setText] = useState(node.literalChildren.join(''));
  const [styles, setStyles] = useState<Record<string, string>>({});
  const ids = props.multiIds.length > 0 ? props.multiIds : [codebaseId];

  const addClass = async () => {
    const className = newClass.trim();
    if (!className) return;
    // The page's stylesheet may not have the class yet: send its CSS with the change.
    const css = await fetch(`/__editor/tailwind.css?classes=${encodeURIComponent(className)}`)
      .then((r) => (r.ok ? r.text() : ''))
      .catch(() => '');
    makeChange(
      'ADD_CLASS',
      { codebaseIdToAddClass: codebaseId, className, addingTailwindClass: true },
      css ? { cssEquivalent: css } : {},
    );
    setNewClass('');
  };

  return (
    <div className="props">
      <dl>
        <dt>Element</dt>
        <dd>
          &lt;{node.tagName}&gt; {node.isComponent ? `(${node.name})` : ''}
        </dd>
        {props.entry ? (
          <>
            <dt>Source</dt>
            <dd>
              {props.entry.file}:{props.entry.line}:{props.entry.column + 1}
              {props.entry.component ? ` in ${props.entry.component}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      <h3>Classes</h3>
      <ul className="classes" aria-label="Classes">
        {node.directlySetClassList.map((cls) => (
          <li key={cls}>
            <code>{cls}</code>
            <button
              type="button"
              aria-label={`Remove class ${cls}`}
              onClick={() =>
                makeChange('REMOVE_CLASS', { codebaseIdToRemoveClass: codebaseId, className: cls })
              }
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void addClass();
        }}
      >
        <label htmlFor="add-class">Add class</label>
        <input
          id="add-class"
          list="tailwind-classes"
          value={newClass}
          onChange={(e) => setNewClass(e.target.value)}
          placeholder="e.g. text-brand-600"
        />
        <datalist id="tailwind-classes">
          {props.suggestions
            .filter((s) => newClass.length >= 2 && s.startsWith(newClass))
            .slice(0, 50)
            .map((s) => (
              <option key={s} value={s} />
            ))}
        </datalist>
        <button type="submit">Add</button>
      </form>
      <h3>Text</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          makeChange('EDIT_TEXT', {
            codebaseIdToEditText: codebaseId,
            newText: text,
            oldText: node.literalChildren.join(''),
          });
        }}
      >
        <label htmlFor="edit-text">Text</label>
        <textarea id="edit-text" value={text} onChange={(e) => setText(e.target.value)} rows={2} />
        <button type="submit">Set text</button>
      </form>
      <h3>Style</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const stylingChanges = Object.fromEntries(
            Object.entries(styles).filter(([, v]) => v.trim() !== ''),
          );
          if (Object.keys(stylingChanges).length > 0)
            makeChange('STYLING', { codebaseId, stylingChanges });
        }}
      >
        {STYLE_CONTROLS.map((control) => (
          <div key={control.property} className="field">
            <label htmlFor={`style-${control.property}`}>{control.label}</label>
            <input
              id={`style-${control.property}`}
              placeholder={control.placeholder}
              value={styles[control.property] ?? ''}
              onChange={(e) => setStyles((s) => ({ ...s, [control.property]: e.target.value }))}
            />
          </div>
        ))}
        <button type="submit">Apply style</button>
      </form>
      <h3>Structure</h3>
      <div className="actions">
        <button type="button" onClick={() => makeChange('WRAP_DIV', { codebaseIdsToWrap: ids })}>
          Wrap in div
        </button>
        <button
          type="button"
          onClick={() => makeChange('DUPLICATE', { codebaseIdsToDuplicate: ids })}
        >
          Duplicate
        </button>
        <button
          type="button"
          onClick={() => makeChange('REMOVE_JSX', { codebaseIdsToRemove: ids })}
        >
          Delete
        </button>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (newTag.trim())
            makeChange('CHANGE_TAG', { codebaseIdToChange: codebaseId, newTagName: newTag.trim() });
        }}
      >
        <label htmlFor="change-tag">Tag</label>
        <input id="change-tag" value={newTag} onChange={(e) => setNewTag(e.target.value)} />
        <button type="submit">Change tag</button>
      </form>
    </div>
  );
}

function describeState(
  item: LedgerItem,
  update: { successful: boolean } | undefined,
  result: WriteBackResult | undefined,
): string {
  const flags = itemFlags(item);
  const parts: string[] = [item.state.phase];
  if (update) parts.push(update.successful ? 'shown' : 'not shown');
  if (flags.failed) parts.push('failed');
  if (!flags.finished && result?.unavailable) {
    parts.push('request not sent (write-back server not available)');
  } else if (!flags.finished) parts.push('writing to the source…');
  else if (result?.ok) parts.push('written to the source');
  else if (result)
    parts.push(`refused: ${result.message ?? ''}${result.code ? ` (${result.code})` : ''}`);
  return parts.join(' · ');
}

function Ledger(props: {
  items: readonly LedgerItem[];
  updates: Record<string, { successful: boolean; data: unknown }>;
  results: Record<string, WriteBackResult>;
  lookup: (codebaseId: string) => JsonValue | null;
}) {
  return (
    <section aria-label="Change ledger" className="ledger">
      <h2>Changes</h2>
      {props.items.length === 0 ? <p className="empty">No changes yet.</p> : null}
      <ol>
        {[...props.items].reverse().map((item) => {
          let request: ApiRequest | string;
          try {
            request = buildApiRequest(item.change, CANVAS_ID, props.lookup);
          } catch (error) {
            request = error instanceof Error ? error.message : String(error);
          }
          return (
            <li
              key={item.change.id}
              data-change-type={item.change.type}
              data-phase={item.state.phase}
            >
              <strong>{item.change.changeName}</strong>{' '}
              <span className="state">
                {describeState(item, props.updates[item.change.id], props.results[item.change.id])}
              </span>
              {props.results[item.change.id]?.files?.length ? (
                <details>
                  <summary>Source diff</summary>
                  <pre className="diff">
                    {props.results[item.change.id]!.files!.map((f) => f.diff).join('\n')}
                  </pre>
                </details>
              ) : null}
              <details>
                <summary>API request</summary>
                <pre>
                  {typeof request === 'string'
                    ? request
                    : `POST ${request.urlPath}\n${JSON.stringify(request.body, null, 2)}`}
                </pre>
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
