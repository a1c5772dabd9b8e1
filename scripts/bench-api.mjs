// `npm run bench:api` (never part of `npm test`): the tradie feed and the landing teaser under
// load, against the same SQL run straight through pgbench, plus the landing page's first-load
// JavaScript. Loads 100,000 jobs and 2,000 tradies into a scratch database of its own.
//
// Needs pgbench (Debian: `apt-get install -y postgresql-contrib`, which brings the server
// package that ships it) and a PostgreSQL server: BENCH_DATABASE_URL, TEST_DATABASE_URL or
// DATABASE_URL (only its server is used: the bench creates and drops `tradiehub_bench_<port>`),
// else an embedded one on BENCH_PG_PORT (54360).
// Knobs: BENCH_PORT (3207), BENCH_JOBS (100000), BENCH_TRADIES (2000), BENCH_SECONDS (10),
// BENCH_CONNECTIONS (50, autocannon), BENCH_PGBENCH_CLIENTS (10 = the app's pool size).
import 'reflect-metadata';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { httpLoad, loadMarketplace } from './bench-load.mjs';
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
    },
  },
);
const appExited = new Promise((resolve) => app.once('exit', resolve));
async function cleanUp() {
  app.kill('SIGTERM');
  await appExited;
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

  // ---------------------------------------------------------------- the SQL the app runs
  // The app's own query builders, pointed at a data source that records what they send.
  const captured = [];
  const capture = new DataSource({
    type: 'postgres',
    url: databaseUrl,
    entities: [(await import(dist('src/modules/jobs/infra/job.orm-entity.js'))).JobRow],
    logging: ['query'],
    logger: {
      logQuery: (query, parameters) => captured.push({ query, parameters: parameters ?? [] }),
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
  const feedSql = captured.at(-1);
  await new TypeOrmPublicJobListings(uow).openUnassigned(OPEN_TEASER_LIMIT);
  const teaserSql = captured.at(-1);
  await capture.destroy();

  /** The statement with its parameters written in, for a pgbench script. */
  function inline({ query, parameters }) {
    const literal = (v) => {
      if (v === null || v === undefined) return 'NULL';
      if (typeof v === 'number' || typeof v === 'boolean') return String(v);
      if (v instanceof Date) return `'${v.toISOString()}'`;
      if (Array.isArray(v))
        return `'{${v.map((x) => `"${String(x).replace(/"/g, '\\"')}"`).join(',')}}'`;
      return `'${String(v).replace(/'/g, "''")}'`;
    };
    return query
      .replace(/\$(\d+)/g, (_m, n) => literal(parameters[Number(n) - 1]))
      .replace(/\s+/g, ' ');
  }

  // ---------------------------------------------------------------- load
  const cannon = (path) =>
    httpLoad({
      url: `${BASE}${path}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: { cookie: cookieHeader() },
    });

  function pgbench(name, sql) {
    const dir = mkdtempSync(join(tmpdir(), `tradiehub-pgbench-${name}-`));
    const script = join(dir, `${name}.sql`);
    writeFileSync(script, `${inline(sql)};\n`);
    // Simple protocol: the parameters are written in, and pgbench would read the feed's
    // to_char pattern (HH24:MI:SS) as its own :variables in extended mode.
    const args = ['-n', '-M', 'simple', '-c', String(PG_CLIENTS), '-j', '2', '-T'];
    spawnSync('pgbench', [...args, '2', '-f', script, databaseUrl], { encoding: 'utf8' }); // warm-up
    const run = spawnSync(
      'pgbench',
      [
        ...args,
        String(SECONDS),
        '-l',
        `--log-prefix=${join(dir, 'log')}`,
        '-f',
        script,
        databaseUrl,
      ],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`pgbench ${name}: ${run.stderr}`);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1]);
    const latencies = readdirSync(dir)
      .filter((f) => f.startsWith('log'))
      .flatMap((f) => readFileSync(join(dir, f), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000) // microseconds → ms
      .sort((a, b) => a - b);
    rmSync(dir, { recursive: true, force: true });
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    return { rps: tps, p50: at(0.5), p99: at(0.99), total: latencies.length };
  }

  say(
    `feed answers ${feedItems} cards a page; driving it with ${CONNECTIONS} connections for ${SECONDS} s…`,
  );
  const feedApi = await cannon('/api/leads/feed');
  const teaserApi = await cannon('/api/jobs/open');
  say(`the same SQL through pgbench (${PG_CLIENTS} clients = the app's pool)…`);
  const feedPg = pgbench('feed', feedSql);
  const teaserPg = pgbench('teaser', teaserSql);
  results = { feedApi, teaserApi, feedPg, teaserPg };
} finally {
  await cleanUp();
}

const ms = (n) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const row = (label, api, sql) =>
  `| ${label} | ${api.rps.toFixed(0)} req/s, p50 ${ms(api.p50)}, p99 ${ms(api.p99)} | ${sql.rps.toFixed(0)} tx/s, p50 ${ms(sql.p50)}, p99 ${ms(sql.p99)} | ${(api.rps / sql.rps).toFixed(2)}× |`;
console.log('');
console.log(
  `${cpus().length} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )} (the benchmark shares the machine); ${JOBS} jobs, ${TRADIES} tradies; autocannon ${CONNECTIONS} connections, pgbench ${PG_CLIENTS} clients, ${SECONDS} s each`,
);
console.log('| route | API (autocannon) | same SQL (pgbench) | API / SQL throughput |');
console.log('| --- | --- | --- | --- |');
console.log(row('`GET /api/leads/feed`', results.feedApi, results.feedPg));
console.log(row('`GET /api/jobs/open`', results.teaserApi, results.teaserPg));
console.log('');
try {
  console.log(formatLandingJs(measureLandingJs()));
} catch (error) {
  console.log(`landing first-load JS: not measured (${error.message})`);
}
process.exit(0);
