import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The Vite plugin serves and pushes this manifest; its hooks are driven here without Vite.
// eslint-disable-next-line no-restricted-imports
import { codebaseIdsPlugin, MANIFEST_EVENT } from '../../../web/vite/codebase-ids-plugin.js';
import { computeCodebaseIds } from './codebase-ids.js';
import { LiveManifest } from './live-manifest.js';

const CARD = `export function Card() {
  return (
    <div className="p-4">
      <h2>Title</h2>
      <p>Body</p>
    </div>
  );
}
`;
const CHANGED = CARD.replace('<h2>Title</h2>', '<h2 className="italic">Title</h2>');

type Hook = (...args: unknown[]) => unknown;

/** The plugin with its hooks called as Vite would; the served manifest and the pushes. */
function servedPlugin(srcDir: string, manifestFile: string) {
  const plugin = codebaseIdsPlugin({ srcDir, manifestFile });
  const pushed: { event: string; data: unknown }[] = [];
  let handler: Hook | undefined;
  (plugin.configResolved as Hook)({ root: srcDir });
  (plugin.buildStart as Hook).call({});
  (plugin.configureServer as Hook)({
    middlewares: { use: (_path: string, fn: Hook) => (handler = fn) },
    ws: { send: (payload: { event: string; data: unknown }) => pushed.push(payload) },
  });
  const served = () => {
    let body = '';
    handler!({}, { setHeader: () => undefined, end: (text: string) => (body = text) });
    return JSON.parse(body) as { ids: Record<string, unknown>; revision: number };
  };
  const watched = (file: string) =>
    (plugin.watchChange as Hook).call({}, file, { event: 'update' });
  return { plugin, served, pushed, watched };
}

describe('LiveManifest and the served manifest', () => {
  let dir: string;
  let src: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'live-manifest-'));
    src = join(dir, 'src');
    mkdirSync(join(src, 'ui'), { recursive: true });
    file = join(src, 'ui', 'Card.tsx');
    writeFileSync(file, CARD);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const idsOf = (text: string) =>
    Object.fromEntries(computeCodebaseIds(text, 'ui/Card.tsx').map((e) => [e.codebaseId, e]));
  /** As the write-back server writes: temporary file, then rename over the file. */
  const atomicWrite = (text: string) => {
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  };

  it('serves the files as they are, even when the watcher swallowed the second of two quick writes', () => {
    const t = servedPlugin(src, join(dir, 'manifest.json'));
    atomicWrite(CHANGED);
    t.watched(file);
    expect(t.served().ids).toEqual(idsOf(CHANGED));
    // The undo follows within a millisecond; its watch event never comes.
    atomicWrite(CARD);
    expect(t.served().ids).toEqual(idsOf(CARD));
  });

  it("never drops a file's entries while an in-place save has truncated it", () => {
    const t = servedPlugin(src, join(dir, 'manifest.json'));
    writeFileSync(file, '');
    t.watched(file);
    expect(t.served().ids).toEqual(idsOf(CARD));
    writeFileSync(file, CHANGED);
    expect(t.served().ids).toEqual(idsOf(CHANGED));
  });

  it('pushes each change of the files as the changed files, with a growing revision', async () => {
    const t = servedPlugin(src, join(dir, 'manifest.json'));
    const start = t.served().revision;
    atomicWrite(CHANGED);
    t.watched(file);
    await new Promise<void>((resolve) => {
      const poll = () => (t.pushed.length > 0 ? resolve() : setTimeout(poll, 5));
      poll();
    });
    expect(t.pushed).toEqual([
      {
        type: 'custom',
        event: MANIFEST_EVENT,
        data: {
          revision: start + 1,
          files: { 'ui/Card.tsx': computeCodebaseIds(CHANGED, 'ui/Card.tsx') },
          deleted: [],
        },
      },
    ]);
    (t.plugin.buildEnd as Hook).call({});
  });

  it('keeps the last good entries of a file that does not parse, and forgets a deleted file', () => {
    const live = new LiveManifest(src);
    live.refresh();
    writeFileSync(file, `${CARD}\n<div`);
    expect(live.refresh()).toBeUndefined();
    expect(live.manifest.ids).toEqual(idsOf(CARD));
    rmSync(file);
    expect(live.refresh()).toMatchObject({ files: {}, deleted: ['ui/Card.tsx'] });
    expect(live.manifest.ids).toEqual({});
  });
});
