import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The Vite plugin serves and pushes this manifest; its hooks are driven here without Vite.
import { computeCodebaseIds, LiveManifest } from '@tradiehub/codebase-ids';
import { codebaseIdsPlugin, MANIFEST_EVENT } from './codebase-ids-plugin.js';

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
  const watcherEvents: string[][] = [];
  let handler: Hook | undefined;
  (plugin.configResolved as Hook)({ root: srcDir });
  (plugin.buildStart as Hook).call({});
  (plugin.configureServer as Hook)({
    middlewares: { use: (_path: string, fn: Hook) => (handler = fn) },
    ws: { send: (payload: { event: string; data: unknown }) => pushed.push(payload) },
    watcher: { emit: (...event: string[]) => watcherEvents.push(event) },
    config: { logger: { info: () => undefined } },
  });
  const served = () => {
    let body = '';
    handler!({}, { setHeader: () => undefined, end: (text: string) => (body = text) });
    return JSON.parse(body) as { ids: Record<string, unknown>; revision: number };
  };
  const watched = (file: string) =>
    (plugin.watchChange as Hook).call({}, file, { event: 'update' });
  return { plugin, served, pushed, watched, watcherEvents };
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

  it("lets an in-place save's hot update go on only once the file is written, transforms of the truncated file dropped", async () => {
    const t = servedPlugin(src, join(dir, 'manifest.json'));
    const invalidated: unknown[] = [];
    const events: string[] = [];
    const module = { id: file };
    let finishWrite: () => void = () => undefined;
    // Vite's read(): resolves with the text once the save has written it.
    const read = () =>
      new Promise<string>((resolve) => {
        finishWrite = () => {
          events.push('written');
          resolve(CHANGED);
        };
      });
    const update = (t.plugin.hotUpdate as Hook | undefined)?.call(
      {
        environment: {
          moduleGraph: {
            invalidateModule: (mod: unknown) => {
              events.push('invalidated');
              invalidated.push(mod);
            },
          },
        },
      },
      { file, read, modules: [module], type: 'update', timestamp: 1 },
    ) as Promise<unknown> | undefined;
    expect(update).toBeInstanceOf(Promise);
    finishWrite();
    await update;
    expect(events).toEqual(['written', 'invalidated']);
    expect(invalidated).toEqual([module]);
  });

  it('hands the dev server a save of a loaded file that the watcher never reported', async () => {
    const t = servedPlugin(src, join(dir, 'manifest.json'));
    (t.plugin.transform as Hook).call({}, CARD, file);
    writeFileSync(file, CHANGED);
    // Saved a while ago (past the grace time), and the watcher said nothing since.
    const past = new Date(Date.now() - 5_000);
    utimesSync(file, past, past);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(t.watcherEvents).toEqual([['change', file]]);
    // Once handled, not again; a save the watcher did report is left to it.
    t.watched(file);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(t.watcherEvents).toHaveLength(1);
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
