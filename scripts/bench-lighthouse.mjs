// `npm run bench:lighthouse` (never part of `npm test`): Lighthouse on the public pages, the
// emulated phone (Lighthouse's default mobile: Moto G Power, slow 4G, 4x CPU slowdown) and
// desktop, median of 3 runs each, against the built app with the demo data on a scratch database.
// Uses TEST_DATABASE_URL/DATABASE_URL's server when set, else an embedded one.
// Knobs: BENCH_PORT (4207), LIGHTHOUSE_RUNS (3), CHROMIUM_PATH (/usr/bin/chromium),
// LIGHTHOUSE_PAGES (labels, comma-separated, e.g. `/,/login`), LIGHTHOUSE_FORMS (`mobile`) and
// LIGHTHOUSE_SAVE (a folder for each run's whole report).
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { productionSetting } from './cluster-production.mjs';
import { root, say } from './lib.mjs';
import { scratchDatabase } from './scratch-db.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4207);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const only = (name) => process.env[name]?.split(',').filter(Boolean);
const PAGES = only('LIGHTHOUSE_PAGES');
const FORMS = only('LIGHTHOUSE_FORMS') ?? ['mobile', 'desktop'];
// LIGHTHOUSE_SAVE=<dir> keeps each run's whole report (lhr JSON), to read its long tasks.
const SAVE = process.env.LIGHTHOUSE_SAVE;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const scratch = await scratchDatabase(`tradiehub_lighthouse_${PORT}`, {
  configured: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
  embeddedDir: 'pg-lighthouse',
  embeddedPort: Number(process.env.BENCH_PG_PORT ?? 54370),
});
const shared = {
  PORT: String(PORT),
  DATABASE_URL: scratch.url,
  ADMIN_EMAIL: 'admin@bench.tradiehub.local',
  ADMIN_PASSWORD: 'Admin-bench-pass-1',
  SESSION_SECRET: 'bench-session-secret-that-is-long-enough-123',
  LOG_LEVEL: 'warn',
  EDITOR_ENABLED: 'false',
};
// The demo data first (production refuses to seed it), then the app as production runs it: the
// production recipe's settings with local stand-ins (scripts/cluster-production.mjs).
const seeded = spawnSync(process.execPath, ['dist/src/cli/seed.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ...shared, NODE_ENV: 'development' },
});
if (seeded.status !== 0) {
  await scratch.release();
  throw new Error('seeding the demo data failed');
}
const production = await productionSetting({ sessionSecret: shared.SESSION_SECRET });
const app = spawn(process.execPath, ['dist/src/main.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ...production.env, ...shared },
});
let chrome;
async function stop(code) {
  try {
    chrome?.kill();
  } catch {
    // Already gone.
  }
  app.kill('SIGTERM');
  await new Promise((resolve) => (app.exitCode === null ? app.once('exit', resolve) : resolve()));
  await production.close();
  await scratch.release();
  process.exit(code);
}
process.on('SIGINT', () => void stop(130));

try {
  for (let i = 0; ; i += 1) {
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 240) throw new Error('the app did not start');
    await sleep(500);
  }
  const { items } = await (await fetch(`${BASE}/api/tradies`)).json();
  const pages = [
    ['/', '/'],
    ['/pricing', '/pricing'],
    ['/how-it-works', '/how-it-works'],
    ['a public profile', `/public/profile/${items[0].id}`],
    ['/login', '/login'],
  ].filter(([label]) => !PAGES || PAGES.includes(label));
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const rows = [];
  // The phone first: it is the target; each row is printed as soon as it is measured.
  for (const form of FORMS) {
    for (const [label, path] of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const measure = () =>
          lighthouse(
            BASE + path,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            form === 'desktop' ? desktopConfig : undefined,
          );
        let result = await measure();
        // A trace Chromium failed to record (NO_NAVSTART on a loaded machine) measured nothing.
        for (let retry = 0; result.lhr.runtimeError && retry < 2; retry += 1) {
          say(`${label}, ${form}: ${result.lhr.runtimeError.code}, measuring again`);
          result = await measure();
        }
        runs.push(figures(result.lhr));
        if (SAVE) {
          const name = `${form}-${label.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`;
          await mkdir(SAVE, { recursive: true });
          await writeFile(join(SAVE, name), JSON.stringify(result.lhr));
        }
        const failed = failedAudits(result.lhr);
        if (failed.length > 0) say(`${label}, ${form}, run ${run + 1} lost points on ${failed}`);
      }
      rows.push({ page: label, form, ...median(runs) });
      say(row(rows.at(-1)));
    }
  }
  printTable(rows);
  await stop(0);
} catch (error) {
  console.error(error);
  await stop(1);
}

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** The audits that keep accessibility, best practices or SEO under 100 (to fix, by name). */
function failedAudits(lhr) {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        // The first thing the audit names (a console message, an element, a URL).
        const item = lhr.audits[ref.id]?.details?.items?.[0];
        const what = item?.description ?? item?.node?.snippet ?? item?.url ?? item?.source?.url;
        return `${category}/${ref.id}${what ? ` (${String(what).slice(0, 160)})` : ''}`;
      }),
  );
}

/** The median of each figure across the runs (a run that could not measure one is left out). */
function median(runs) {
  const out = {};
  for (const key of Object.keys(runs[0])) {
    const values = runs
      .map((r) => r[key])
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    out[key] = values.length ? values[Math.floor(values.length / 2)] : NaN;
  }
  return out;
}

function printTable(rows) {
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
  console.log(
    `\nLighthouse, median of ${RUNS} runs — ${new Date().toISOString().slice(0, 10)}, load average ${one} ${five} ${fifteen}\n`,
  );
  console.log(
    '| page | form | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(row(r));
}

function row(r) {
  return `| ${r.page} | ${r.form} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`;
}
