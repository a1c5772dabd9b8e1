/* global window */
// `npm run bench:frame` (not part of the test run): the frame layer on synthetic pages of
// 1,000 / 5,000 / 20,000 tagged elements in headless Chromium, driven by an outer page through
// the real protocol. Prints the median of RUNS runs per size and the floor (one walk reading
// each tagged element's bounding box once).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { root, say } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3214);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZES = [1000, 5000, 20000];
const outDir = join(root, '.data', 'bench-frame');

await build({
  configFile: false,
  logLevel: 'warn',
  root: join(root, 'bench', 'frame'),
  base: './',
  // The editor packages from source, like the web app: no stale or missing build.
  resolve: {
    alias: {
      'editor-dom-adapter': join(root, 'editor-dom-adapter', 'src', 'index.ts'),
      'editor-engine': join(root, 'editor-engine', 'src', 'index.ts'),
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    rollupOptions: {
      input: {
        frame: join(root, 'bench', 'frame', 'frame.html'),
        editor: join(root, 'bench', 'frame', 'editor.html'),
      },
    },
  },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  try {
    const body = await readFile(join(outDir, path === '/' ? 'editor.html' : path));
    res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const rows = [];
let parts;
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`http://localhost:${PORT}/editor.html`);
  for (const n of SIZES) {
    const runs = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const result = await page.evaluate((count) => window.runBench(count), n);
      if (i > 0) runs.push(result); // the first run warms up
    }
    const row = { elements: n };
    for (const key of Object.keys(runs[0]))
      if (key !== 'elements') row[key] = median(runs.map((r) => r[key]));
    row.longestTreeTaskMs = Math.max(...runs.map((r) => r.longestTaskMs));
    row.longestAfterTaskMs = Math.max(...runs.map((r) => r.longestTaskAfterMs));
    row.maxLongestTaskMs = Math.max(row.longestTreeTaskMs, row.longestAfterTaskMs);
    rows.push(row);
  }
  // The parts of one 20,000-element nav tree, each alone, on the frame page opened directly.
  await page.goto(`http://preview.localhost:${PORT}/frame.html?n=20000&editor=none`);
  const partRuns = [];
  for (let i = 0; i < RUNS + 1; i++) partRuns.push(await page.evaluate(() => window.benchParts()));
  partRuns.shift();
  parts = {};
  for (const key of Object.keys(partRuns[0])) parts[key] = median(partRuns.map((r) => r[key]));
} finally {
  await browser.close();
  server.close();
}

const fmt = (v) => (typeof v === 'number' ? v.toFixed(1) : String(v));
say(`Frame layer benchmark (median of ${RUNS} runs after a warm-up; ms)`);
say(
  '| elements | nav tree | + page HTML | floor | ratio | instant update | + its tree update | hover → outline | tree after removing one | longest task: nav tree / after |',
);
say('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  say(
    `| ${r.elements} | ${fmt(r.navTreeMs)} | ${fmt(r.pageHtmlMs)} | ${fmt(r.floorMs)} | ${fmt(r.navTreeMs / r.floorMs)}× | ${fmt(r.instantUpdateMs)} | ${fmt(r.instantUpdateTreeMs)} | ${fmt(r.hoverMs)} | ${fmt(r.removeTreeMs)} | ${fmt(r.longestTreeTaskMs)} / ${fmt(r.longestAfterTaskMs)} |`,
  );
}
if (parts) {
  say(
    `20,000 elements, parts alone: DOM snapshot ${fmt(parts.snapshot)} (with boxes ${fmt(parts.snapshotWithBoxes)}, ` +
      `without React reads ${fmt(parts.snapshotNoReact)}), engine rebuild ${fmt(parts.rebuild)}, ` +
      `outerHTML ${fmt(parts.outerHTML)}, tree as JSON chunks ${fmt(parts.chunks)} ` +
      `(their clone ${fmt(parts.chunksClone)}, joined and parsed ${fmt(parts.assemble)}), ` +
      `structured clone of the tree object ${fmt(parts.clone)}`,
  );
}
const big = rows.find((r) => r.elements === 20000);
if (big && big.floorMs > 55) {
  say(
    `long-task timing check: the floor's ${fmt(big.floorMs)} ms walk was seen as a ${fmt(big.floorTaskMs)} ms task` +
      (big.floorTaskMs > 50
        ? ''
        : ' — the observer missed it, so the long-task column means nothing'),
  );
}
if (big) {
  say(
    `targets (20,000): nav tree ≤ 3× floor and < 150 ms: ${big.navTreeMs <= 3 * big.floorMs && big.navTreeMs < 150 ? 'met' : 'NOT met'}; ` +
      `instant update and its tree update < 16 ms: ${big.instantUpdateTreeMs < 16 ? 'met' : 'NOT met'}; ` +
      `no task > 50 ms: ${big.maxLongestTaskMs <= 50 ? 'met' : 'NOT met'}`,
  );
}
