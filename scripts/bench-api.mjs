// `npm run bench:api` (never part of `npm test`): the tradie feed and the landing teaser under
// load, against the same SQL run straight through pgbench, plus the landing page's first-load
// JavaScript. Loads 100,000 jobs and 2,000 tradies into a scratch database of its own.
//
// Needs pgbench (Debian: `apt-get install -y postgresql-contrib`, which brings the server
// package that ships it) and a PostgreSQL server: BENCH_DATABASE_URL, TEST_DATABASE_URL or
// DATABASE_URL (only its server is used: the bench creates and drops `tradiehub_bench_<port>`),
// else an embedded one on BENCH_PG_PORT (54360).
// A bare node:http + pg server (scripts/bench-bare-server.mjs, on BENCH_PORT + 1) runs the
// statements the app sent for one request of each route, captured from the app in the same run.
// Knobs: BENCH_PORT (3207), BENCH_JOBS (100000), BENCH_TRADIES (2000), BENCH_SECONDS (10),
// BENCH_CONNECTIONS (50, autocannon), BENCH_PGBENCH_CLIENTS (10 = the app's pool size).
import 'reflect-metadata';
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { httpLoad, loadMarketplace } from './bench-load.mjs';
import { pgbench } from './bench-pgbench.mjs';
import { formatLandingJs, measureLandingJs } from './landing-js.mjs';
import { root, say } from './lib.mjs';
import { scratchDatabase } from './scratch-db.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3207);
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const TRADIES = Number(process.env.BENCH_TRADIES ?? 2000);
const HOMEOWNERS = Math.max(100, Math.round(JOBS / 20));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_CLIENTS = Number(process.env.BENCH_PGBENCH_CLIENTS ?? 10);
const BASE = `http://127.0.0.1:${PORT}`;
const BARE = `http://127.0.0.1:${PORT + 1}`;
const captureDir = mkdtempSync(join(tmpdir(), 'tradiehub-bench-sql-'));
const captureFile = join(captureDir, 'statements.jsonl');
const dist = (path) => join(root, 'dist', path);

if (spawnSync('pgbench', ['--version']).error) {
  say('pgbench is missing. On Debian: apt-get install -y postgresql-contrib (it brings pgbench).');
  process.exit(1);
}

// ---------------------------------------------------------------- database server and scratch db
const scratch = await scratchDatabase(`tradiehub_bench_${PORT}`, {
  configured:
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
  embeddedDir: 'pg-bench',
  embeddedPort: Number(process.env.BENCH_PG_PORT ?? 54360),
});
const databaseUrl = scratch.url;

const { runMigrations } = await import(dist('src/shared/infra/database/migrate.js'));
await runMigrations(databaseUrl);

// ---------------------------------------------------------------- data
const { TRADE_CATEGORY_IDS } = await import(dist('src/shared/domain/trade-categories.js'));
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
let started = Date.now();
say(`loading ${HOMEOWNERS} homeowners, ${TRADIES} tradies and ${JOBS} jobs…`);
await loadMarketplace(db, {
  jobs: JOBS,
  tradies: TRADIES,
  homeowners: HOMEOWNERS,
  categories: TRADE_CATEGORY_IDS,
});
say(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// ---------------------------------------------------------------- the app
const app = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
      : []),
    '--import',
    './scripts/bench-sql-capture.mjs',
    'dist/src/main.js',
  ],
  {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      // Not 'production': that refuses to start without a real mail server and payment gateway,
      // which a benchmark has not; nothing measured here depends on it.
      NODE_ENV: 'test',
      PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123',
      ADMIN_EMAIL: 'admin@bench.tradiehub.local',
      ADMIN_PASSWORD: 'Admin-bench-pass-1',
      LOGIN_RATE_LIMIT: '1000',
      RATE_LIMIT_SCALE: '1000',
      LOG_LEVEL: 'warn',
      BENCH_SQL_CAPTURE: captureFile,
    },
  },
);
const appExited = new Promise((resolve) => app.once('exit', resolve));
let bare = null;
async function cleanUp() {
  app.kill('SIGTERM');
  await appExited;
  if (bare) {
    const bareExited = new Promise((resolve) => bare.once('exit', resolve));
    bare.kill('SIGTERM');
    await bareExited;
  }
  rmSync(captureDir, { recursive: true, force: true });
  await db.query('SELECT 1').catch(() => undefined);
  await db.end().catch(() => undefined);
  await scratch.drop();
}
let results;
try {
  for (let i = 0; ; i += 1) {
    const ok = await fetch(`${BASE}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (i > 240) throw new Error('the app did not start');
    await new Promise((r) => setTimeout(r, 500));
  }

  // A tradie of our own: plumbing and electrical within 50 km of the Sydney CBD, approved.
  const { abnFromNineDigits } = await import(dist('src/modules/identity/domain/abn.js'));
  const cookies = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name, value.join('='));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = await fetch(`${BASE}/api/auth/csrf`);
  keep(csrf);
  const { token } = await csrf.json();
  const registered = await fetch(`${BASE}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookieHeader() },
    body: JSON.stringify({
      email: 'bench-tradie@bench.tradiehub.local',
      password: 'Harbour-bridge-42',
      firstName: 'Bianca',
      lastName: 'Bench',
      type: 'tradie',
      businessName: 'Bench Plumbing',
      // Not the loaded tradies' ABN: one active tradie per ABN.
      abn: abnFromNineDigits('987654321'),
      licenceNumber: 'PL123456',
      licenceState: 'NSW',
      categories: ['plumbing', 'electrical'],
      servicePostcode: '2000',
      serviceRadiusKm: 50,
    }),
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${await registered.text()}`);
  keep(registered);
  const { user } = await registered.json();
  await db.query(
    `UPDATE tradie_profiles SET verification_status = 'approved', reviewed_at = now() WHERE id = $1`,
    [user.id],
  );
  const feedCheck = await fetch(`${BASE}/api/leads/feed`, { headers: { cookie: cookieHeader() } });
  if (!feedCheck.ok) throw new Error(`feed: ${feedCheck.status} ${await feedCheck.text()}`);
  const feedItems = (await feedCheck.json()).items.length;

  // ---------------------------------------------------------------- the bare baseline
  // Statements the app's scheduled work sends meanwhile (queues, outboxes) are not the request's.
  const BACKGROUND = /pgboss|domain_events|event_consumptions|mail_outbox|push_outbox/;
  const captured = (on) =>
    readFileSync(captureFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .some((entry) => entry.capturing === on);
  async function toggleCapture(on) {
    app.kill('SIGUSR2');
    while (!captured(on)) await new Promise((r) => setTimeout(r, 20));
  }
  async function statementsOf(path) {
    writeFileSync(captureFile, '');
    await toggleCapture(true);
    const res = await fetch(`${BASE}${path}`, { headers: { cookie: cookieHeader() } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
    await toggleCapture(false);
    return readFileSync(captureFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.text && !BACKGROUND.test(entry.text));
  }
  await fetch(`${BASE}/api/jobs/open`); // the teaser's steady state: its cache filled
  const bareRoutes = {
    '/api/leads/feed': await statementsOf('/api/leads/feed'),
    '/api/jobs/open': await statementsOf('/api/jobs/open'),
  };
  writeFileSync(join(captureDir, 'routes.json'), JSON.stringify(bareRoutes));
  bare = fork(
    join(root, 'scripts', 'bench-bare-server.mjs'),
    [String(PORT + 1), databaseUrl, join(captureDir, 'routes.json')],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  await new Promise((resolve, reject) => {
    bare.once('message', resolve);
    bare.once('exit', () => reject(new Error('the bare server did not start')));
  });
  const bareCheck = await fetch(`${BARE}/api/leads/feed`);
  if (!bareCheck.ok) throw new Error(`bare feed: ${bareCheck.status} ${await bareCheck.text()}`);

  // ---------------------------------------------------------------- the SQL the app runs
  // The app's own query builders, pointed at a data source that records what they send.
  const sent = [];
  const capture = new DataSource({
    type: 'postgres',
    url: databaseUrl,
    entities: [(await import(dist('src/modules/jobs/infra/job.orm-entity.js'))).JobRow],
    logging: ['query'],
    logger: {
      logQuery: (query, parameters) => sent.push({ query, parameters: parameters ?? [] }),
      logQueryError: () => {},
      logQuerySlow: () => {},
      logSchemaBuild: () => {},
      logMigration: () => {},
      log: () => {},
    },
    extra: { max: 1 },
  });
  await capture.initialize();
  const uow = { manager: () => capture.manager };
  const { SqlLeadFeed } = await import(dist('src/modules/leads/infra/sql-lead-feed.js'));
  const { FEED_DEFAULT_LIMIT } = await import(dist('src/modules/leads/domain/leads.service.js'));
  const { TypeOrmPublicJobListings } = await import(
    dist('src/modules/jobs/infra/typeorm-public-job-listings.js')
  );
  const { OPEN_TEASER_LIMIT } = await import(dist('src/modules/jobs/domain/job.js'));
  const [origin] = (
    await db.query(`SELECT lat, lng FROM postcodes WHERE postcode = '2000' LIMIT 1`)
  ).rows;
  await new SqlLeadFeed(uow).page({
    tradieId: user.id,
    categories: ['plumbing', 'electrical'],
    origin: { lat: origin.lat, lng: origin.lng },
    radiusKm: 50,
    limit: FEED_DEFAULT_LIMIT,
  });
  const feedSql = sent.at(-1);
  await new TypeOrmPublicJobListings(uow).openUnassigned(OPEN_TEASER_LIMIT);
  const teaserSql = sent.at(-1);
  await capture.destroy();

  // ---------------------------------------------------------------- load
  const cannon = (path, base = BASE) =>
    httpLoad({
      url: `${base}${path}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: { cookie: cookieHeader() },
    });

  const pgbenchRun = { databaseUrl, clients: PG_CLIENTS, seconds: SECONDS };
  say(
    `feed answers ${feedItems} cards a page; driving it with ${CONNECTIONS} connections for ${SECONDS} s…`,
  );
  const feedApi = await cannon('/api/leads/feed');
  const feedBare = await cannon('/api/leads/feed', BARE);
  const teaserApi = await cannon('/api/jobs/open');
  const teaserBare = await cannon('/api/jobs/open', BARE);
  say(`the same SQL through pgbench (${PG_CLIENTS} clients = the app's pool)…`);
  const feedPg = pgbench('feed', feedSql, pgbenchRun);
  const teaserPg = pgbench('teaser', teaserSql, pgbenchRun);
  results = { feedApi, teaserApi, feedPg, teaserPg, feedBare, teaserBare, bareRoutes };
} finally {
  await cleanUp();
}

const ms = (n) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const http = (r) => `${r.rps.toFixed(0)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`;
const row = (label, api, bareRun, statements, sql) =>
  `| ${label} | ${http(api)} | ${http(bareRun)} (${statements} statements) | ${(api.rps / bareRun.rps).toFixed(2)}× | ${sql.rps.toFixed(0)} tx/s, p50 ${ms(sql.p50)}, p99 ${ms(sql.p99)} | ${(api.rps / sql.rps).toFixed(2)}× |`;
console.log('');
console.log(
  `${cpus().length} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )} (the benchmark shares the machine); ${JOBS} jobs, ${TRADIES} tradies; autocannon ${CONNECTIONS} connections, pgbench ${PG_CLIENTS} clients, ${SECONDS} s each`,
);
console.log(
  '| route | API (autocannon) | bare node:http + pg, same statements | API / bare | main statement (pgbench) | API / SQL |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [label, path, api, bareRun, sql] of [
  ['`GET /api/leads/feed`', '/api/leads/feed', results.feedApi, results.feedBare, results.feedPg],
  [
    '`GET /api/jobs/open`',
    '/api/jobs/open',
    results.teaserApi,
    results.teaserBare,
    results.teaserPg,
  ],
])
  console.log(row(label, api, bareRun, results.bareRoutes[path].length, sql));
if (process.env.BENCH_SHOW_SQL)
  for (const [path, statements] of Object.entries(results.bareRoutes))
    for (const { text } of statements) console.log(`${path}: ${text.replace(/\s+/g, ' ')}`);
console.log('');
try {
  console.log(formatLandingJs(measureLandingJs()));
} catch (error) {
  console.log(`landing first-load JS: not measured (${error.message})`);
}
process.exit(0);
