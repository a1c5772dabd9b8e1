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
import autocannon from 'autocannon';
import pg from 'pg';
import { DataSource } from 'typeorm';
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
await db.query(
  `INSERT INTO users (email, password_hash, first_name, last_name, suburb, state, postcode)
   SELECT 'bench-home-' || g || '@bench.tradiehub.local', 'not-a-login', 'Olivia', 'Owner', 'Newtown', 'NSW', '2042'
   FROM generate_series(1, $1) g`,
  [HOMEOWNERS],
);
await db.query(
  `WITH pc AS (SELECT array_agg(postcode) AS codes FROM postcodes),
   u AS (
     INSERT INTO users (email, password_hash, first_name, last_name)
     SELECT 'bench-tradie-' || g || '@bench.tradiehub.local', 'not-a-login', 'Dave', 'Tradie'
     FROM generate_series(1, $1) g RETURNING id)
   INSERT INTO tradie_profiles (id, business_name, abn, licence_number, licence_state, categories,
     service_postcode, service_radius_km, verification_status, reviewed_at)
   SELECT u.id, 'Bench Trades', '51824753556', 'LIC12345', 'NSW',
     ARRAY[($2::text[])[1 + floor(random() * cardinality($2::text[]))::int]],
     pc.codes[1 + floor(random() * cardinality(pc.codes))::int],
     10 + floor(random() * 90)::int, 'approved', now()
   FROM u, pc`,
  [TRADIES, TRADE_CATEGORY_IDS],
);
// A third of the jobs around Sydney (where the bench tradie works), the rest anywhere.
await db.query(
  `WITH pc AS (
     SELECT array_agg(postcode) AS codes, array_agg(lat) AS lats, array_agg(lng) AS lngs,
            array_agg(state) AS states FROM postcodes),
   near AS (
     SELECT array_agg(postcode) AS codes, array_agg(lat) AS lats, array_agg(lng) AS lngs,
            array_agg(state) AS states
     FROM postcodes WHERE lat BETWEEN -34.3 AND -33.5 AND lng BETWEEN 150.6 AND 151.4),
   homes AS (SELECT array_agg(id) AS ids FROM users WHERE email LIKE 'bench-home-%'),
   tradies AS (SELECT array_agg(id) AS ids FROM tradie_profiles),
   g AS (
     SELECT g, random() AS r_status, random() < 0.33 AS is_near, random() AS r_place,
            random() < 0.08 AS emergency, now() - random() * interval '60 days' AS at
     FROM generate_series(1, $1) g),
   placed AS (
     SELECT g.*, CASE WHEN is_near THEN 1 + floor(r_place * cardinality(near.codes))::int
                      ELSE 1 + floor(r_place * cardinality(pc.codes))::int END AS i,
            CASE WHEN r_status < 0.75 THEN 'open' WHEN r_status < 0.85 THEN 'assigned'
                 WHEN r_status < 0.92 THEN 'completed' WHEN r_status < 0.96 THEN 'cancelled'
                 ELSE 'pending_payment' END AS status
     FROM g, pc, near)
   INSERT INTO jobs (homeowner_id, title, description, category, location, state, postcode,
     budget_cents, is_emergency, status, assigned_tradie_id, lat, lng, created_at, updated_at,
     published_at, lead_cap, lead_count, privacy_consent_at)
   SELECT homes.ids[1 + (p.g % cardinality(homes.ids))],
     'Bench job ' || p.g, 'A job loaded by the API benchmark, number ' || p.g || ', with enough words.',
     ($2::text[])[1 + (p.g % cardinality($2::text[]))],
     'Suburb ' || (p.g % 500),
     CASE WHEN p.is_near THEN near.states[p.i] ELSE pc.states[p.i] END,
     CASE WHEN p.is_near THEN near.codes[p.i] ELSE pc.codes[p.i] END,
     (5 + p.g % 200) * 1000,
     p.emergency OR p.status = 'pending_payment',
     p.status,
     CASE WHEN p.status IN ('assigned', 'completed') THEN tradies.ids[1 + (p.g % cardinality(tradies.ids))] END,
     CASE WHEN p.is_near THEN near.lats[p.i] ELSE pc.lats[p.i] END,
     CASE WHEN p.is_near THEN near.lngs[p.i] ELSE pc.lngs[p.i] END,
     p.at, p.at,
     CASE WHEN p.status <> 'pending_payment' THEN p.at END,
     10, (p.g * 7) % 11, p.at
   FROM placed p, pc, near, homes, tradies`,
  [JOBS, TRADE_CATEGORY_IDS],
);
await db.query('VACUUM ANALYZE');
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
      abn: abnFromNineDigits('912345678'), // not the loaded tradies' ABN: one active tradie per ABN
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
  async function cannon(path, base = BASE) {
    const opts = {
      url: `${base}${path}`,
      connections: CONNECTIONS,
      headers: { cookie: cookieHeader() },
    };
    await autocannon({ ...opts, duration: 2 }); // warm-up
    const r = await autocannon({ ...opts, duration: SECONDS });
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(
        `${base}${path}: ${r.non2xx} non-2xx, ${r.errors} errors ${JSON.stringify(r.statusCodeStats)}`,
      );
    return {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      total: r.requests.total,
    };
  }

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
