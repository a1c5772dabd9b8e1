/// <reference lib="dom" />
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  HERO_HEADING,
  callFrame,
  carriesTree,
  logLength,
  openEditor,
  waitForMessage,
} from './helpers.ts';

// The hot-reload cycle (visual-editor spec, § 4) with the reload that really happens here: Vite HMR
// of a changed source file, on a scratch copy of web/ served by its own Vite dev server (never the
// working tree). Instant updates shown before the flush started are the ones the source now has:
// they are dropped, the temporary elements queued at flush start are removed, an update made during
// the flush is re-applied over the re-rendered element, and the nav tree is sent again after the
// reload.
const EDITOR_PORT = Number(process.env.E2E_EDITOR_PORT ?? 5199);
const PORT = Number(process.env.E2E_HMR_VITE_PORT ?? EDITOR_PORT + 10000);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WORKSPACE = join(ROOT, '.data', `hmr-e2e-${PORT}`);
const HERO = join(WORKSPACE, 'web', 'src', 'features', 'landing', 'Hero.tsx');
const H1 = 'main h1';

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(WORKSPACE, { recursive: true, force: true });
  mkdirSync(join(WORKSPACE, 'data'), { recursive: true });
  cpSync(join(ROOT, 'web'), join(WORKSPACE, 'web'), {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|dist)$/.test(path),
  });
  // The copy's config reaches the plugin's shared module and the editor packages by relative
  // paths from web/.
  for (const name of ['src', 'editor-engine', 'editor-dom-adapter']) {
    symlinkSync(join(ROOT, name), join(WORKSPACE, name));
  }
  const config = join(WORKSPACE, 'web', 'vite.config.ts');
  server = spawn(
    'npx',
    ['vite', '--config', config, '--port', `${PORT}`, '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATA_DIR: join(WORKSPACE, 'data'),
        API_PROXY_TARGET: 'http://127.0.0.1:9',
      },
    },
  );
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/__editor/manifest.json`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the scratch Vite server did not come up');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(() => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(WORKSPACE, { recursive: true, force: true });
});

const change = (id: string, type: string, changeFields: object) => ({
  id,
  type,
  changeFields,
  elementKeysToSelectAfterInstantUpdate: [],
  elementKeysToSelectAfterUndo: [],
});

test('flush, then a real Vite hot update: flushed updates dropped, later ones kept, tree sent again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const frame = await openEditor(page, `http://localhost:${PORT}/__editor`);
  await expect(frame.locator(H1)).toHaveText(HERO_HEADING, { timeout: 20_000 });
  const id = await frame
    .locator(H1)
    .evaluate((el) => Array.from(el.classList).find((c) => c.startsWith('tempo-'))!);
  // The page's own heading (a duplicate's copy carries a placeholder id instead).
  const h1 = frame.locator(`${H1}.${id}`);

  // Before the flush: a class (the flush writes it to the source) and a duplicate.
  let from = await logLength(page);
  await callFrame(
    page,
    'applyChangeItemToDocument',
    change('c1', 'ADD_CLASS', { codebaseIdToAddClass: id, className: 'hmr-flushed' }),
  );
  await callFrame(
    page,
    'applyChangeItemToDocument',
    change('d1', 'DUPLICATE', { codebaseIdsToDuplicate: [id] }),
  );
  await waitForMessage(
    page,
    'INSTANT_UPDATE_DONE',
    from,
    (m) => m.instantUpdateSuccessful === true,
  );
  const copies = frame.locator('h1.tempo-duplicate-placeholder-0');
  await expect(copies).toHaveCount(1);
  await expect(h1).toHaveClass(/\bhmr-flushed\b/);

  // The flush starts; during it, another class (not in the source yet).
  await callFrame(page, 'setIsFlushing', true);
  from = await logLength(page);
  await callFrame(
    page,
    'applyChangeItemToDocument',
    change('c2', 'ADD_CLASS', { codebaseIdToAddClass: id, className: 'hmr-later' }),
  );
  await waitForMessage(
    page,
    'INSTANT_UPDATE_DONE',
    from,
    (m) => m.instantUpdateSuccessful === true,
  );

  // The source takes the flushed class: Vite sends the hot update, React re-renders the hero.
  const before = readFileSync(HERO, 'utf8');
  const after = before.replace(
    'className="mx-auto max-w-3xl text-4xl',
    'className="hmr-flushed mx-auto max-w-3xl text-4xl',
  );
  expect(after).not.toBe(before);
  from = await logLength(page);
  writeFileSync(HERO, after);

  // The temporary copy queued at flush start is gone; the element shows the source's class
  // and keeps the class made during the flush; one instant update is still pending.
  await expect(copies).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(() =>
      frame.evaluate(
        () =>
          (window as unknown as { __editingLayer: { pendingInstantUpdates: number } })
            .__editingLayer.pendingInstantUpdates,
      ),
    )
    .toBe(1);
  await expect(h1).toHaveClass(/\bhmr-flushed\b/);
  await expect(h1).toHaveClass(/\bhmr-later\b/);
  await expect(h1).toBeVisible();
  // The nav tree is sent again after the reload (300 ms later).
  await waitForMessage(page, 'NAV_TREE', from, carriesTree);
  // Still there after a second of the layer's observer.
  await frame.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  await expect(h1).toHaveClass(/\bhmr-later\b/);
  await expect(frame.locator(`h1.${id}:visible`)).toHaveCount(1);
});
