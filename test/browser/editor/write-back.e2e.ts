/// <reference lib="dom" />
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { FreshLoad } from './fresh-load.ts';
import { HERO_HEADING, openEditor, previewFrame, selectHeading } from './helpers.ts';
import { RandomEdits, randomRunSettings, stepArbitrary } from './random-edits.ts';
import { writeBackRequests } from './random-page.ts';

// Source write-back from the outer editor to disk, on a temporary copy of web/ served by its
// own Vite dev server and API (scripts/writeback-e2e-servers.mjs): the hero heading's text and
// a class changed in the browser change those lines of Hero.tsx only, Vite serves the new
// source, and undo restores the file byte for byte.
const API_PORT = Number(process.env.E2E_WRITEBACK_API_PORT ?? 3198);
const VITE_PORT = Number(process.env.E2E_WRITEBACK_VITE_PORT ?? 5198);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WORKSPACE = join(ROOT, '.data', `writeback-e2e-${VITE_PORT}`);
const HERO = join(WORKSPACE, 'web', 'src', 'features', 'landing', 'Hero.tsx');
const FIXTURE = join(WORKSPACE, 'web', 'src', 'editor-fixture', 'EditorFixture.tsx');
const H1 = 'main h1';

// No traces in this file: the random sequences make thousands of actions, and a trace snapshots
// both pages at each (most of the run's time). A failure prints what it needs instead: the
// journeys their files' lines, the random sequences their steps, seed and path to replay.
test.use({ trace: 'off' });

let servers: ChildProcess | undefined;

const serverLog = () =>
  process.env.E2E_WRITEBACK_LOG ? openSync(process.env.E2E_WRITEBACK_LOG, 'a') : 'ignore';

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  servers = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'writeback-e2e-servers.mjs'), `${API_PORT}`, `${VITE_PORT}`, WORKSPACE],
    // E2E_WRITEBACK_LOG=file keeps the servers' output (DEBUG=vite:* adds Vite's own).
    { cwd: ROOT, detached: true, stdio: ['ignore', serverLog(), serverLog()] },
  );
  await waitFor(`http://127.0.0.1:${API_PORT}/api/health`);
  await waitFor(`http://127.0.0.1:${VITE_PORT}/__editor/manifest.json`);
});

test.afterAll(() => {
  if (servers?.pid) process.kill(-servers.pid, 'SIGTERM');
});

const hero = () => readFileSync(HERO, 'utf8');

/** The lines that differ between two texts of the same length in lines. */
function changedLines(before: string, after: string): number[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [i + 1]));
}

test('text and class edits reach the source file, line by line, and undo restores it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const original = hero();
  const headingLine = original.split('\n').findIndex((l) => l.includes(HERO_HEADING)) + 1;
  const openingLine = headingLine - 1; // `<h1 className="…">` sits on the line above
  const frame = await openEditor(page, `http://localhost:${VITE_PORT}/__editor`);
  await selectHeading(page, frame);

  await page.getByLabel('Text', { exact: true }).fill('Local tradies, fast');
  await page.getByRole('button', { name: 'Set text' }).click();
  await expect.poll(hero).toContain('Local tradies, fast');
  const afterText = hero();
  expect(changedLines(original, afterText)).toEqual([headingLine]);
  expect(afterText.split('\n')[headingLine - 1]).toBe('          Local tradies, fast');

  await page.getByLabel('Add class').fill('italic');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => hero().split('\n')[openingLine - 1]).toMatch(/ italic">$/);
  expect(changedLines(afterText, hero())).toEqual([openingLine]);

  // Vite serves the new source (what hot module replacement loads into the frame), and the
  // frame shows it.
  await expect
    .poll(async () =>
      (await fetch(`http://127.0.0.1:${VITE_PORT}/src/features/landing/Hero.tsx`)).text(),
    )
    .toContain('Local tradies, fast');
  await expect(frame.locator(H1)).toHaveText('Local tradies, fast');
  await expect(frame.locator(H1)).toHaveClass(/\bitalic\b/);
  await expect(
    page.getByRole('region', { name: 'Change ledger' }).locator('li[data-change-type="ADD_CLASS"]'),
  ).toContainText('written to the source');

  // Undo the class, then the text: the file is back byte for byte.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(hero).toBe(afterText);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(hero).toBe(original);
});

// After a written wrap the hot update replaces the frame's temporary copy with the real
// element: the outer editor started the flush before the request, whichever lands first.
test('a written wrap leaves no temporary copy once the hot update lands', async ({ page }) => {
  test.setTimeout(90_000);
  const original = hero();
  const frame = await openEditor(page, `http://localhost:${VITE_PORT}/__editor`);
  // The page's first write-back: the cycle runs without any earlier answer.
  await selectHeading(page, frame);
  await page.getByRole('button', { name: 'Wrap in div' }).click();
  await expect.poll(hero).toMatch(/<div>\s*<h1 /);
  await expect(frame.locator('.arb89-temp-element')).toHaveCount(0);
  await expect(frame.locator('main h1:visible')).toHaveCount(1);
  await expect(frame.locator('main h1:visible')).toHaveText(HERO_HEADING);
  writeFileSync(HERO, original);
});

// The frame never lies: random sequences of the eleven change types, refusals, undo, redo and
// hand edits of the file, on the fixture page (test/fixtures/editor-random); after each step
// settles the frame shows what a fresh load of the files shows, and undoing everything restores
// the file. `npm test` runs 25 × 20 from a fixed seed; `npm run test:editor-random` 100 × 20
// from the day's seed (EDITOR_RANDOM_RUNS/STEPS/SEED override). A failure prints the seed and path: EDITOR_RANDOM_SEED=…
// EDITOR_RANDOM_PATH=… replays that sequence.
test('random edit sequences: the frame shows what a fresh load of the files shows after every step', async ({
  page,
}) => {
  const { runs, steps, seed, path } = randomRunSettings();
  test.setTimeout(60_000 + runs * steps * 5_000);
  console.log(`editor random sequences: ${runs} × ${steps} steps, EDITOR_RANDOM_SEED=${seed}`);
  const original = readFileSync(FIXTURE, 'utf8');
  const fresh = await FreshLoad.start(
    join(WORKSPACE, 'web'),
    '/src/editor-fixture/EditorFixture.tsx',
    'EditorFixture',
  );
  await openEditor(page, `http://localhost:${VITE_PORT}/__editor?route=/editor-fixture.html`);
  await page.evaluate(() => performance.setResourceTimingBufferSize(100_000));
  const edits = new RandomEdits(page, () => previewFrame(page), FIXTURE, fresh);
  const log: string[] = [];
  const started = Date.now();
  try {
    // One step around the sequences: an action outside any step makes Playwright search the
    // test's whole step tree for its parent, which over thousands of actions grew quadratic
    // (most of the test runner's CPU in this test).
    await test.step(`${runs} random sequences of ${steps} steps`, () =>
      fc
        .assert(
          fc.asyncProperty(
            fc.array(stepArbitrary, { minLength: steps, maxLength: steps }),
            async (sequence) => {
              log.length = 0;
              await edits.start(original);
              for (const step of sequence) {
                log.push(JSON.stringify(step));
                await edits.run(step);
              }
              log.push('undo everything');
              await edits.unwind(original);
            },
          ),
          // No shrinking: each run drives a real browser; the seed and path replay the failure.
          { seed, path, numRuns: runs, endOnFailure: true },
        )
        .catch((error: unknown) => {
          const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
          throw new Error(
            `${String(error)}\nSteps of the failing sequence, the last one failed:\n${log.join('\n')}` +
              `\n${cause?.stack ?? ''}`,
          );
        }));
  } finally {
    writeFileSync(FIXTURE, original);
    await fresh.close();
  }
  const requests = await writeBackRequests(page);
  console.log(
    `editor random sequences: ${runs * steps} steps in ${((Date.now() - started) / 1000).toFixed(1)} s; ${edits.timings()}; ${requests.count} write-back requests of ${requests.meanMs.toFixed(0)} ms on average`,
  );
});
