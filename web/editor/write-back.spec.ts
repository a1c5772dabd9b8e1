import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ChangeLedger, ChangeType, createChange } from 'editor-engine';
import { frameFlush } from './flush-cycle';
import { ManifestClient, type ManifestDelta, type ManifestEntry } from './manifest-client';
import { NOT_WRITTEN, WriteBack } from './write-back';

const entry = (codebaseId: string, fingerprint: string): ManifestEntry => ({
  codebaseId,
  file: 'A.tsx',
  line: 3,
  column: 4,
  component: 'A',
  tag: 'p',
  hostElement: true,
  staticText: true,
  fingerprint,
});

/** A fetch that answers the secret and CSRF token, and each write-back call as it is told. */
function fakeServer() {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const answers: ((body: Record<string, unknown>) => Promise<[number, unknown]>)[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (url: string, init?: { body?: string }) => {
    if (url.endsWith('/write-back-secret')) return json(200, { secret: 's' });
    if (url.endsWith('/auth/csrf')) return json(200, { token: 't' });
    const body = JSON.parse(init?.body ?? '{}') as Record<string, unknown>;
    requests.push({ path: url, body });
    const next = answers.shift();
    const [status, answer] = next ? await next(body) : [200, { activityId: null, files: [] }];
    return json(status, answer);
  };
  return { fetch, requests, answers };
}

/** Each test of the enclosing block gets a fresh fake server in place of fetch. */
function withFakeServer(): { server: ReturnType<typeof fakeServer> } {
  const realFetch = globalThis.fetch;
  const holder = { server: fakeServer() };
  beforeEach(() => {
    holder.server = fakeServer();
    globalThis.fetch = holder.server.fetch as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  return holder;
}

describe('WriteBack', () => {
  const fake = withFakeServer();

  const addClass = (id: string) =>
    createChange(ChangeType.ADD_CLASS, { codebaseIdToAddClass: id, className: 'italic' });

  it('sends an undo sent before the answer with the activity the server then names', async () => {
    let release: () => void = () => undefined;
    fake.server.answers.push(
      () =>
        new Promise((resolve) => {
          release = () => resolve([200, { activityId: 'server-1', files: [] }]);
        }),
    );
    const writeBack = new WriteBack('web');
    const change = addClass('tempo-a');
    const sent = writeBack.send(change, () => null);
    const undo = writeBack.send(
      createChange(ChangeType.UNDO, { changeToUndo: change }),
      () => null,
    );
    const activity = writeBack.serverActivityId(change.id);
    // The change is at the server; the undo waits for its answer, not the editor's own id.
    while (fake.server.requests.length === 0)
      await new Promise((resolve) => setTimeout(resolve, 1));
    expect(fake.server.requests).toHaveLength(1);
    release();
    expect((await sent).activityId).toBe('server-1');
    expect(await activity).toBe('server-1');
    expect((await undo).ok).toBe(true);
    expect(fake.server.requests[1]!.body).toEqual({ latestUuid: 'server-1' });
    expect(fake.server.requests[1]!.body.latestUuid).not.toBe(change.activityId);
  });

  it('refuses, without asking the server, to undo a change the server refused', async () => {
    fake.server.answers.push(async () => [409, { code: 'CANVAS.STALE_TARGET', message: 'stale' }]);
    const writeBack = new WriteBack('web');
    const change = addClass('tempo-a');
    expect(await writeBack.send(change)).toMatchObject({ ok: false, code: 'CANVAS.STALE_TARGET' });
    const undo = await writeBack.send(createChange(ChangeType.UNDO, { changeToUndo: change }));
    expect(undo).toMatchObject({ ok: false, code: NOT_WRITTEN });
    expect(fake.server.requests).toHaveLength(1);
    expect(await writeBack.serverActivityId(change.id)).toBeNull();
  });

  it('undoes a redone change with the activity the server named for it', async () => {
    // The editor's undo stack holds the redo itself after a redo: undoing it names the
    // activity the server redid (found by the random edit sequences: it sent the redo's own id).
    fake.server.answers.push(async () => [200, { activityId: 'server-1', files: [] }]);
    fake.server.answers.push(async () => [200, { activityId: 'server-1', files: [] }]);
    fake.server.answers.push(async () => [200, { activityId: 'server-1', files: [] }]);
    const writeBack = new WriteBack('web');
    const change = addClass('tempo-a');
    await writeBack.send(change, () => null);
    await writeBack.send(createChange(ChangeType.UNDO, { changeToUndo: change }), () => null);
    const redo = createChange(ChangeType.REDO, { changeToRedo: change });
    await writeBack.send(redo, () => null);
    expect(
      await writeBack.send(createChange(ChangeType.UNDO, { changeToUndo: redo }), () => null),
    ).toMatchObject({ ok: true });
    expect(fake.server.requests.map((r) => r.body)).toEqual([
      expect.objectContaining({ className: 'italic' }),
      { latestUuid: 'server-1' },
      { changeToRedoId: 'server-1' },
      { latestUuid: 'server-1' },
    ]);
  });

  it('describes elements from the manifest as the last answer left it, and passes the id map on', async () => {
    const manifest = new ManifestClient(
      async () => ({ ids: { 'tempo-a': entry('tempo-a', 'fp-old') }, revision: 1 }),
      undefined,
    );
    await manifest.load();
    fake.server.answers.push(async () => [
      200,
      {
        activityId: 'server-1',
        files: [],
        prevIdToNewIdMap: { 'tempo-b': 'tempo-c' },
        codebaseIds: { 'A.tsx': [entry('tempo-a', 'fp-new')] },
      },
    ]);
    const writeBack = new WriteBack('web', manifest);
    const first = writeBack.send(addClass('tempo-a'));
    const second = writeBack.send(addClass('tempo-a'));
    expect((await first).prevIdToNewIdMap).toEqual({ 'tempo-b': 'tempo-c' });
    await second;
    expect(
      fake.server.requests.map((r) => (r.body.reactElement as ManifestEntry).fingerprint),
    ).toEqual(['fp-old', 'fp-new']);
  });
});

describe('the flush around a write-back', () => {
  const fake = withFakeServer();

  /** The frame's end of the connection: records each call; the flush start answers when told. */
  function fakeFrame() {
    const calls: unknown[][] = [];
    let acknowledge: () => void = () => undefined;
    const call = (name: string, ...args: unknown[]) => {
      calls.push([name, ...args]);
      if (name === 'setIsFlushing' && args[0] === true) {
        return new Promise<unknown>((resolve) => (acknowledge = () => resolve(true)));
      }
      return Promise.resolve(true);
    };
    return { calls, call, acknowledge: () => acknowledge() };
  }

  /** Waits (a bounded number of turns) for a condition. */
  async function until(condition: () => boolean): Promise<void> {
    for (let turn = 0; turn < 200 && !condition(); turn++) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(condition()).toBe(true);
  }

  const wrap = () => createChange(ChangeType.WRAP_DIV, { codebaseIdsToWrap: ['tempo-a'] });

  it('starts the flush before the request and ends it with the answer and its id map', async () => {
    const frame = fakeFrame();
    const ledger = new ChangeLedger();
    fake.server.answers.push(async () => [
      200,
      {
        activityId: 'server-1',
        files: [{ file: 'A.tsx', diff: '…' }],
        prevIdToNewIdMap: { 'tempo-a': 'tempo-b' },
      },
    ]);
    const writeBack = new WriteBack('web', undefined, frameFlush(frame, ledger));
    // The very first write-back of the page runs the cycle too (no earlier answer needed).
    const change = wrap();
    ledger.add(change);
    const sent = writeBack.send(change, () => null);
    await until(() => frame.calls.length > 0);
    // The hot update of the written file may reach the frame before the answer: the frame
    // must have queued its copies for removal before the server writes anything.
    expect(ledger.isFlushing).toBe(true);
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.server.requests).toHaveLength(0);
    frame.acknowledge();
    expect(await sent).toMatchObject({ ok: true });
    expect(fake.server.requests).toHaveLength(1);
    expect(frame.calls).toEqual([
      ['setIsFlushing', true],
      ['setIsFlushing', false, { 'tempo-a': 'tempo-b' }, { written: true }],
    ]);
    expect(ledger.isFlushing).toBe(false);
    const kept = ledger.item(change.id)!.change;
    expect(kept.type === ChangeType.WRAP_DIV && kept.changeFields.codebaseIdsToWrap).toEqual([
      'tempo-b',
    ]);
  });

  it('ends the flush of a refused change with no ids renamed', async () => {
    const frame = fakeFrame();
    fake.server.answers.push(async () => [409, { code: 'CANVAS.STALE_TARGET', message: 'stale' }]);
    const writeBack = new WriteBack('web', undefined, frameFlush(frame, new ChangeLedger()));
    const sent = writeBack.send(wrap(), () => null);
    await until(() => frame.calls.length > 0);
    frame.acknowledge();
    expect(await sent).toMatchObject({ ok: false, code: 'CANVAS.STALE_TARGET' });
    expect(frame.calls).toEqual([
      ['setIsFlushing', true],
      ['setIsFlushing', false, {}, { written: false }],
    ]);
  });
});

describe('the flush with no write-back server', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('ends the flush it started, written: false, so the frame keeps its copies', async () => {
    globalThis.fetch = () => Promise.reject(new TypeError('connection refused'));
    const calls: unknown[][] = [];
    const frame = {
      call: async (name: string, ...args: unknown[]) => {
        calls.push([name, ...args]);
        return true;
      },
    };
    const ledger = new ChangeLedger();
    const writeBack = new WriteBack('web', undefined, frameFlush(frame, ledger));
    const change = createChange(ChangeType.WRAP_DIV, { codebaseIdsToWrap: ['tempo-a'] });
    expect(await writeBack.send(change, () => null)).toMatchObject({
      ok: false,
      unavailable: true,
    });
    expect(calls).toEqual([
      ['setIsFlushing', true],
      ['setIsFlushing', false, {}, { written: false }],
    ]);
    expect(ledger.isFlushing).toBe(false);
  });
});

describe('ManifestClient', () => {
  it('applies each pushed change of the files, and reads everything again after a missed push', async () => {
    let listener: ((delta: ManifestDelta) => void) | undefined;
    let reads = 0;
    const manifest = new ManifestClient(
      async (): Promise<{ ids: Record<string, ManifestEntry>; revision: number }> => {
        reads += 1;
        return reads === 1
          ? { ids: { 'tempo-a': entry('tempo-a', 'fp-1') }, revision: 4 }
          : { ids: { 'tempo-z': entry('tempo-z', 'fp-9') }, revision: 9 };
      },
      { on: (_event, fn) => (listener = fn) },
    );
    await manifest.load();
    let notified = 0;
    manifest.subscribe(() => (notified += 1));
    listener!({ revision: 5, files: { 'A.tsx': [entry('tempo-b', 'fp-2')] }, deleted: [] });
    expect(Object.keys(manifest.snapshot)).toEqual(['tempo-b']);
    expect(manifest.lookup('tempo-a')).toBeNull();
    expect(notified).toBe(1);
    listener!({ revision: 7, files: {}, deleted: ['A.tsx'] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(2);
    expect(Object.keys(manifest.snapshot)).toEqual(['tempo-z']);
  });
});
