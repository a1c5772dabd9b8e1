import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The engine's sources: its package entry is a build that need not exist when tests type-check.
// eslint-disable-next-line no-restricted-imports
import {
  buildApiRequest,
  ChangeType,
  createChange,
  type Change,
} from '../../editor-engine/src/index.js';
import { buildManifest, computeCodebaseIds } from '@tradiehub/codebase-ids';
import { CANVAS_FIXTURES, readTree } from '../fakes/canvas.fakes.js';
import { SAFE_PRODUCTION } from '../support/production-env.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:5215';
const CANVAS_ID = 'tradiehub-web';
const STATS = 'features/dashboard/Stats.tsx';
const WELCOME = 'features/dashboard/Welcome.tsx';
const HERO = 'features/landing/Hero.tsx';
const JOB = 'features/jobs/JobCard.tsx';

/** This server run's write-back secret, where the Vite editor page reads it. */
const secretIn = (dataDir: string) =>
  readFileSync(join(dataDir, 'editor', 'write-back-secret'), 'utf8').trim();

/** A temporary copy of the fixture tree as the canvas, and a manifest as Vite would write it. */
function makeCanvas() {
  const dir = mkdtempSync(join(tmpdir(), 'canvas-e2e-'));
  const root = join(dir, 'src');
  cpSync(CANVAS_FIXTURES, root, { recursive: true });
  const dataDir = join(dir, 'data');
  mkdirSync(join(dataDir, 'editor'), { recursive: true });
  const writeManifest = (extra: Record<string, { codebaseId: string; file: string }> = {}) => {
    const entries = [...readTree(root)]
      .filter(([file]) => file.endsWith('.tsx'))
      .flatMap(([file, text]) => computeCodebaseIds(text, file));
    const manifest = buildManifest(entries);
    Object.assign(manifest.ids, extra as never);
    writeFileSync(join(dataDir, 'editor', 'codebase-manifest.json'), JSON.stringify(manifest));
    return manifest;
  };
  return { dir, root, dataDir, writeManifest };
}

describe('canvas write-back over HTTP', () => {
  let t: TestApp;
  let canvas: ReturnType<typeof makeCanvas>;
  let manifest: ReturnType<ReturnType<typeof makeCanvas>['writeManifest']>;
  let client: ApiClient;

  beforeAll(async () => {
    canvas = makeCanvas();
    manifest = canvas.writeManifest();
    t = await startTestApp({
      EDITOR_ORIGIN: ORIGIN,
      CANVAS_ROOT: canvas.root,
      DATA_DIR: canvas.dataDir,
    });
    client = await t.client();
  });
  afterAll(async () => {
    await t.close();
    rmSync(canvas.dir, { recursive: true, force: true });
  });

  const tree = () => readTree(canvas.root);
  const idOf = (file: string, tag: string, nth = 0) =>
    computeCodebaseIds(tree().get(file)!, file).filter((e) => e.tag === tag)[nth].codebaseId;
  /** The editor's lookup: the entry of an id (current text first, then the manifest), or null. */
  const lookup = (id: string) => {
    const fresh = [...tree()]
      .filter(([file]) => file.endsWith('.tsx'))
      .flatMap(([file, text]) => computeCodebaseIds(text, file))
      .find((e) => e.codebaseId === id);
    return (fresh ?? manifest.ids[id] ?? null) as never;
  };

  /** Sends a change exactly as the engine builds its request. */
  const send = (change: Change, origin = ORIGIN) => {
    const request = buildApiRequest(change, CANVAS_ID, lookup);
    return client.agent
      .post(`/api/${request.urlPath}`)
      .set('X-CSRF-Token', client.csrfToken)
      .set('Origin', origin)
      .set('X-Editor-Secret', secretIn(canvas.dataDir))
      .send(request.body);
  };

  it('applies each of the 13 calls as the engine sends them, undo and redo byte-exact', async () => {
    const original = tree();
    const changes: Change[] = [
      createChange(ChangeType.ADD_CLASS, {
        codebaseIdToAddClass: idOf(HERO, 'h1'),
        className: 'italic',
        addingTailwindClass: true,
        modifiers: ['md'],
      }),
      createChange(ChangeType.REMOVE_CLASS, {
        codebaseIdToRemoveClass: idOf(WELCOME, 'div'),
        className: 'p-6',
      }),
      createChange(ChangeType.STYLING, {
        codebaseId: idOf(WELCOME, 'h2'),
        stylingChanges: { color: 'teal' },
        stylingFramework: 'Tailwind',
        modifiers: ['hover'],
      }),
      createChange(ChangeType.EDIT_TEXT, {
        codebaseIdToEditText: idOf(HERO, 'h1'),
        oldText: 'Connect with Qualified Tradies for Your Home Projects',
        newText: 'Find trusted tradies near you',
      }),
      createChange(ChangeType.CHANGE_PROP, {
        codebaseIdToChange: idOf(WELCOME, 'button'),
        propName: 'type',
        propValue: 'submit',
      }),
      createChange(ChangeType.CHANGE_TAG, {
        codebaseIdToChange: idOf(JOB, 'header'),
        newTagName: 'div',
      }),
      createChange(ChangeType.WRAP_DIV, { codebaseIdsToWrap: [idOf(STATS, 'li', 0)] }),
      createChange(ChangeType.DUPLICATE, { codebaseIdsToDuplicate: [idOf(STATS, 'dt')] }),
      createChange(ChangeType.ADD_JSX, {
        codebaseIdToAddTo: idOf(WELCOME, 'div'),
        addNativeTag: 'hr',
        propsToSet: { className: 'my-4' },
      }),
      createChange(ChangeType.MOVE_JSX, {
        codebaseIdToMove: idOf(STATS, 'Badge'),
        codebaseIdToMoveTo: idOf(STATS, 'section'),
        expectedCurrentParentCodebaseId: idOf(STATS, 'footer'),
      }),
      createChange(ChangeType.REMOVE_JSX, { codebaseIdsToRemove: [idOf(JOB, 'Badge')] }),
    ];
    const applied: { change: Change; activityId: string; after: Map<string, string> }[] = [];
    for (const change of changes) {
      const before = tree();
      const res = await send(change).expect(200);
      expect(res.body.activityId).toEqual(expect.any(String));
      const after = tree();
      // Only the files the answer names changed, and only in the lines it names.
      for (const [file, text] of after) {
        const named = (res.body.files as { file: string }[]).some((f) => f.file === file);
        if (!named) expect(text).toBe(before.get(file));
      }
      expect(res.body.files.length).toBeGreaterThan(0);
      applied.push({ change, activityId: res.body.activityId as string, after });
    }
    // Undo all, newest first, through the undo call; then redo the first one.
    for (const { change, activityId } of [...applied].reverse()) {
      const undo = createChange(ChangeType.UNDO, { changeToUndo: { ...change, activityId } });
      await send(undo).expect(200);
    }
    expect(tree()).toEqual(original);
    const first = applied[0];
    const redo = createChange(ChangeType.REDO, {
      changeToRedo: { ...first.change, activityId: first.activityId },
    });
    await send(redo).expect(200);
    expect(tree()).toEqual(first.after);
    const undoAgain = createChange(ChangeType.UNDO, {
      changeToUndo: { ...first.change, activityId: first.activityId },
    });
    await send(undoAgain).expect(200);
    expect(tree()).toEqual(original);
  });

  describe('refusals: a clear 4xx code and no file changed', () => {
    let before: Map<string, string>;
    beforeEach(() => {
      before = tree();
    });
    afterEach(() => {
      expect(tree()).toEqual(before);
    });

    const addClass = (codebaseId: string, className = 'p-4') =>
      createChange(ChangeType.ADD_CLASS, {
        codebaseIdToAddClass: codebaseId,
        className,
        addingTailwindClass: true,
      });

    it('unknown codebase id → 404 CANVAS.UNKNOWN_ELEMENT', async () => {
      const id = 'tempo-00000000-0000-5000-8000-000000000000';
      const res = await send(
        createChange(ChangeType.ADD_CLASS, { codebaseIdToAddClass: id, className: 'p-4' }),
      );
      // The lookup knows nothing of it: the engine sends null.
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('CANVAS.ELEMENT_REQUIRED');
      const direct = await client.agent
        .post(`/api/canvases/${CANVAS_ID}/parseAndMutate/mutate/addClass`)
        .set('X-CSRF-Token', client.csrfToken)
        .set('Origin', ORIGIN)
        .set('X-Editor-Secret', secretIn(canvas.dataDir))
        .send({
          reactElement: { codebaseId: id },
          className: 'p-4',
          stylingFramework: 'Tailwind',
          modifiers: [],
          customProperties: {},
        })
        .expect(404);
      expect(direct.body).toMatchObject({ code: 'CANVAS.UNKNOWN_ELEMENT', field: 'reactElement' });
    });

    it('stale manifest → 409 CANVAS.STALE_MANIFEST', async () => {
      manifest = canvas.writeManifest({
        'tempo-moved-away': { codebaseId: 'tempo-moved-away', file: WELCOME },
      });
      const res = await send(addClass('tempo-moved-away')).expect(409);
      expect(res.body.code).toBe('CANVAS.STALE_MANIFEST');
    });

    it('dynamic text → 409 CANVAS.DYNAMIC_TEXT with the reason', async () => {
      const res = await send(
        createChange(ChangeType.EDIT_TEXT, {
          codebaseIdToEditText: idOf(WELCOME, 'h2'),
          oldText: 'Welcome back',
          newText: 'Hello',
        }),
      ).expect(409);
      expect(res.body.code).toBe('CANVAS.DYNAMIC_TEXT');
      expect(res.body.message).toContain('{name}');
    });

    it('computed class → 409 CANVAS.COMPUTED_CLASS', async () => {
      const res = await send(addClass(idOf(HERO, 'Link'))).expect(409);
      expect(res.body).toMatchObject({ code: 'CANVAS.COMPUTED_CLASS', field: 'className' });
    });

    it('path escape (a manifest entry with .., a symbolic link) → 403 CANVAS.PATH_OUTSIDE_CANVAS', async () => {
      const outside = join(canvas.dir, 'outside.tsx');
      writeFileSync(outside, 'export const X = () => <div className="a" />;\n');
      symlinkSync(outside, join(canvas.root, 'features', 'Linked.tsx'));
      manifest = canvas.writeManifest({
        'tempo-dotdot': { codebaseId: 'tempo-dotdot', file: '../outside.tsx' },
        'tempo-linked': { codebaseId: 'tempo-linked', file: 'features/Linked.tsx' },
      });
      for (const id of ['tempo-dotdot', 'tempo-linked']) {
        const res = await send(addClass(id)).expect(403);
        expect(res.body.code).toBe('CANVAS.PATH_OUTSIDE_CANVAS');
      }
      rmSync(join(canvas.root, 'features', 'Linked.tsx'));
      before.delete('features/Linked.tsx');
    });

    it('foreign origin, no origin, no CSRF header → 403', async () => {
      const change = addClass(idOf(WELCOME, 'div'));
      const foreign = await send(change, 'http://evil.example').expect(403);
      expect(foreign.body.code).toBe('CANVAS.FOREIGN_ORIGIN');
      const request = buildApiRequest(change, CANVAS_ID, lookup);
      const noOrigin = await client.agent
        .post(`/api/${request.urlPath}`)
        .set('X-CSRF-Token', client.csrfToken)
        .send(request.body)
        .expect(403);
      expect(noOrigin.body.code).toBe('CANVAS.FOREIGN_ORIGIN');
      const noCsrf = await client.agent
        .post(`/api/${request.urlPath}`)
        .set('Origin', ORIGIN)
        .send(request.body)
        .expect(403);
      expect(noCsrf.body.code).toBe('AUTH.CSRF');
    });

    it("no or another run's write-back secret → 403, even from the editor's origin", async () => {
      const change = addClass(idOf(WELCOME, 'div'));
      const before = tree();
      const request = buildApiRequest(change, CANVAS_ID, lookup);
      const post = () =>
        client.agent
          .post(`/api/${request.urlPath}`)
          .set('X-CSRF-Token', client.csrfToken)
          .set('Origin', ORIGIN);
      const missing = await post().send(request.body).expect(403);
      expect(missing.body.code).toBe('CANVAS.WRITE_BACK_SECRET');
      const wrong = await post()
        .set('X-Editor-Secret', `${secretIn(canvas.dataDir)}x`)
        .send(request.body)
        .expect(403);
      expect(wrong.body.code).toBe('CANVAS.WRITE_BACK_SECRET');
      expect(tree()).toEqual(before);
    });

    it('bad bodies → 400 naming the field; unknown canvas → 404', async () => {
      const path = `/api/canvases/${CANVAS_ID}/parseAndMutate/mutate/addClass`;
      const post = (url: string, body: unknown) =>
        client.agent
          .post(url)
          .set('X-CSRF-Token', client.csrfToken)
          .set('Origin', ORIGIN)
          .set('X-Editor-Secret', secretIn(canvas.dataDir))
          .send(body as object);
      const missing = await post(path, {
        reactElement: { codebaseId: idOf(WELCOME, 'div') },
      }).expect(400);
      expect(missing.body.message).toContain('className');
      const extra = await post(path, { reactElement: null, className: 'x', sneaky: 1 }).expect(400);
      expect(extra.body.message).toContain('sneaky');
      const badClass = await post(path, {
        reactElement: { codebaseId: idOf(WELCOME, 'div') },
        className: '"><script>',
      }).expect(400);
      expect(badClass.body.code).toBe('CANVAS.INVALID_VALUE');
      const weird = await post(path, { reactElement: 42, className: 'x' }).expect(400);
      expect(weird.body.code).toBe('CANVAS.ELEMENT_REQUIRED');
      const unknownCanvas = await post(
        '/api/canvases/other/parseAndMutate/activities/undoChangeToFiles',
        { latestUuid: 'x' },
      ).expect(404);
      expect(unknownCanvas.body.code).toBe('CANVAS.UNKNOWN_CANVAS');
      const unknownActivity = await post(
        `/api/canvases/${CANVAS_ID}/parseAndMutate/activities/undoChangeToFiles`,
        { latestUuid: 'nope' },
      ).expect(404);
      expect(unknownActivity.body.code).toBe('CANVAS.UNKNOWN_ACTIVITY');
    });

    it('undo after a hand edit → 409 CANVAS.FILE_CHANGED_SINCE', async () => {
      const res = await send(addClass(idOf(WELCOME, 'div'), 'ring-1')).expect(200);
      const handEdited = `${tree().get(WELCOME)!}// edited by hand\n`;
      writeFileSync(join(canvas.root, WELCOME), handEdited);
      const undo = createChange(ChangeType.UNDO, {
        changeToUndo: {
          ...addClass(idOf(WELCOME, 'div')),
          activityId: res.body.activityId as string,
        },
      });
      const refused = await send(undo).expect(409);
      expect(refused.body.code).toBe('CANVAS.FILE_CHANGED_SINCE');
      expect(tree().get(WELCOME)).toBe(handEdited);
      writeFileSync(join(canvas.root, WELCOME), before.get(WELCOME)!);
    });
  });

  describe('ids that cannot go stale', () => {
    const manifestOnDisk = () =>
      JSON.parse(readFileSync(join(canvas.dataDir, 'editor', 'codebase-manifest.json'), 'utf8'))
        .ids as Record<string, { file: string; fingerprint?: string }>;

    it('a hand edit inserted an element before the target: the old id → 409 CANVAS.STALE_TARGET, nothing written', async () => {
      const file = join(canvas.root, WELCOME);
      const original = readFileSync(file, 'utf8');
      // The outer editor's manifest, taken before the hand edit.
      const held = computeCodebaseIds(original, WELCOME);
      const target = held.find((e) => e.tag === 'p')!;
      const handEdited = original.replace('      <p ', '      <em>Note</em>\n      <p ');
      writeFileSync(file, handEdited);
      try {
        const change = createChange(ChangeType.ADD_CLASS, {
          codebaseIdToAddClass: target.codebaseId,
          className: 'italic',
          addingTailwindClass: true,
        });
        const request = buildApiRequest(
          change,
          CANVAS_ID,
          (id) => held.find((e) => e.codebaseId === id) as never,
        );
        const res = await client.agent
          .post(`/api/${request.urlPath}`)
          .set('X-CSRF-Token', client.csrfToken)
          .set('Origin', ORIGIN)
          .set('X-Editor-Secret', secretIn(canvas.dataDir))
          .send(request.body);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ code: 'CANVAS.STALE_TARGET', field: 'reactElement' });
        expect(readFileSync(file, 'utf8')).toBe(handEdited);
      } finally {
        writeFileSync(file, original);
      }
    });

    it('the manifest file holds the new ids when the answer arrives; structural changes map old ids to new', async () => {
      const before = computeCodebaseIds(tree().get(WELCOME)!, WELCOME);
      const [h2, p, button] = ['h2', 'p', 'button'].map((tag) =>
        before.find((e) => e.tag === tag)!,
      );
      const wrap = await send(
        createChange(ChangeType.WRAP_DIV, { codebaseIdsToWrap: [h2.codebaseId] }),
      ).expect(200);
      const after = computeCodebaseIds(tree().get(WELCOME)!, WELCOME);
      const onDisk = manifestOnDisk();
      for (const entry of after) expect(onDisk[entry.codebaseId]).toEqual(entry);
      // h2 moved one level down; p and button keep their ids (they are not renumbered).
      const map = wrap.body.prevIdToNewIdMap as Record<string, string>;
      const newH2 = after.find((e) => e.tag === 'h2')!.codebaseId;
      expect(map).toEqual({ [h2.codebaseId]: newH2 });
      expect(after.find((e) => e.tag === 'p')!.codebaseId).toBe(p.codebaseId);
      expect(after.find((e) => e.tag === 'button')!.codebaseId).toBe(button.codebaseId);
      await send(
        createChange(ChangeType.UNDO, {
          changeToUndo: {
            ...createChange(ChangeType.WRAP_DIV, { codebaseIdsToWrap: [h2.codebaseId] }),
            activityId: wrap.body.activityId as string,
          },
        }),
      ).expect(200);
      const undone = manifestOnDisk();
      for (const entry of before) expect(undone[entry.codebaseId]).toEqual(entry);
      expect(undone[newH2]).toBeUndefined();
    });
  });
});

describe('canvas history across a restart', () => {
  it('undoes, after the development server restarted, a change made before', async () => {
    const canvas = makeCanvas();
    const manifest = canvas.writeManifest();
    const env = { EDITOR_ORIGIN: ORIGIN, CANVAS_ROOT: canvas.root, DATA_DIR: canvas.dataDir };
    const original = readTree(canvas.root);
    const change = createChange(ChangeType.ADD_CLASS, {
      codebaseIdToAddClass: computeCodebaseIds(original.get(HERO)!, HERO).find(
        (e) => e.tag === 'h1',
      )!.codebaseId,
      className: 'italic',
      addingTailwindClass: true,
      modifiers: [],
    });
    const sendWith = async (t: TestApp, c: Change) => {
      const client = await t.client();
      const request = buildApiRequest(c, CANVAS_ID, (id) => (manifest.ids[id] ?? null) as never);
      return client.agent
        .post(`/api/${request.urlPath}`)
        .set('X-CSRF-Token', client.csrfToken)
        .set('Origin', ORIGIN)
        .set('X-Editor-Secret', secretIn(canvas.dataDir))
        .send(request.body);
    };
    try {
      const first = await startTestApp(env);
      const firstSecret = secretIn(canvas.dataDir);
      const applied = await sendWith(first, change).finally(() => first.close());
      expect(applied.status).toBe(200);
      expect(readTree(canvas.root).get(HERO)).not.toBe(original.get(HERO));

      const second = await startTestApp(env);
      // A new run, a new secret: the old one opens nothing.
      expect(secretIn(canvas.dataDir)).not.toBe(firstSecret);
      try {
        const undo = createChange(ChangeType.UNDO, {
          changeToUndo: { ...change, activityId: applied.body.activityId as string },
        });
        expect((await sendWith(second, undo)).status).toBe(200);
        expect(readTree(canvas.root)).toEqual(original);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(canvas.dir, { recursive: true, force: true });
    }
  });
});

/** The safe production settings, on the test app's own database. */
function productionWithoutDatabase(): Record<string, string> {
  const env = { ...SAFE_PRODUCTION };
  delete env.DATABASE_URL;
  return env;
}

describe('canvas routes outside development', () => {
  it.each([
    ['production', productionWithoutDatabase()],
    ['editor disabled', { EDITOR_ENABLED: 'false' }],
  ])('do not exist in %s', async (_name, env) => {
    const canvas = makeCanvas();
    canvas.writeManifest();
    const t = await startTestApp({
      EDITOR_ORIGIN: ORIGIN,
      CANVAS_ROOT: canvas.root,
      DATA_DIR: canvas.dataDir,
      ...env,
    });
    try {
      const client = await t.client();
      const id = computeCodebaseIds(readTree(canvas.root).get(WELCOME)!, WELCOME)[0].codebaseId;
      const res = await client.agent
        .post(`/api/canvases/${CANVAS_ID}/parseAndMutate/mutate/addClass`)
        .set('X-CSRF-Token', client.csrfToken)
        .set('Origin', ORIGIN)
        .send({ reactElement: { codebaseId: id }, className: 'p-4' });
      expect(res.status).toBe(404);
      expect(readTree(canvas.root)).toEqual(readTree(CANVAS_FIXTURES));
    } finally {
      await t.close();
      rmSync(canvas.dir, { recursive: true, force: true });
    }
  });
});
