// `npm run bench:cluster` (never part of `npm test`): the tradie feed's and the chat's
// throughput with 1, 2 and 3 instances behind HAProxy, each started by `npm run cluster`
// (scripts/cluster.mjs) on one scratch database and its own Redis, driven by the load generators
// bench:api and bench:chat use (scripts/bench-load.mjs). Prints a Markdown table.
//
// Env: TEST_DATABASE_URL / DATABASE_URL (a server for the scratch database, else embedded on
// BENCH_EMBEDDED_PG_PORT), BENCH_PORT (the proxy; instances on the next ports),
// CLUSTER_REDIS_PORT. Knobs: BENCH_SECONDS (5 per measurement), BENCH_CONNECTIONS (50),
// BENCH_JOBS (20000), BENCH_CHAT_CONVERSATIONS (30, two devices a side), --instances=1,2,3.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { chatLoad, httpLoad, loadMarketplace } from './bench-load.mjs';
import { account, conversations } from './cluster-fixtures.mjs';
import { ensureBuilt, root, say } from './lib.mjs';
import { scratchDatabase } from './scratch-db.mjs';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const COUNTS = arg('instances', '1,2,3').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const JOBS = Number(process.env.BENCH_JOBS ?? 20_000);
const CONVERSATIONS = Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 30);
const PROXY_PORT = Number(process.env.BENCH_PORT ?? 4211);
const REDIS_PORT = Number(process.env.CLUSTER_REDIS_PORT ?? 6390);
const SECRET = 'bench-cluster-session-secret-long-enough-0123456789';
const base = `http://127.0.0.1:${PROXY_PORT}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

ensureBuilt();
const scratch = await scratchDatabase(`tradiehub_bench_cluster_${PROXY_PORT}`, {
  configured: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
  embeddedDir: 'pg-bench',
  embeddedPort: Number(process.env.BENCH_EMBEDDED_PG_PORT ?? 54341),
});
const dist = (path) => join(root, 'dist', path);
const { runMigrations } = await import(dist('src/shared/infra/database/migrate.js'));
await runMigrations(scratch.url);

// ---------------------------------------------------------------- fixtures, once for every run
const { TRADE_CATEGORY_IDS } = await import(dist('src/shared/domain/trade-categories.js'));
const db = new pg.Client({ connectionString: scratch.url });
await db.connect();
say(`loading ${JOBS} jobs and ${CONVERSATIONS} conversations…`);
await loadMarketplace(db, {
  jobs: JOBS,
  tradies: 2000,
  homeowners: Math.max(100, Math.round(JOBS / 20)),
  categories: TRADE_CATEGORY_IDS,
});
// The feed's reader: bench:api's tradie (plumbing and electrical, 50 km around Sydney's CBD).
const reader = await account(db, SECRET, 'feed-reader@cluster.test', { tradie: true });
await db.query(
  `UPDATE tradie_profiles SET categories = '{plumbing,electrical}', service_radius_km = 50
    WHERE id = $1`,
  [reader.id],
);
const pairs = await conversations(db, SECRET, CONVERSATIONS);
await db.end();

// ---------------------------------------------------------------- one cluster at a time
const portFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** The previous cluster's proxy, Redis and instances are stopped, not awaited, by the launcher. */
async function portsFree(ports) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return;
    await sleep(200);
  }
  throw new Error(`ports ${ports.join(', ')} still in use`);
}

async function startCluster(instances) {
  const appPorts = Array.from({ length: instances }, (_, i) => PROXY_PORT + 1 + i);
  await portsFree([PROXY_PORT, REDIS_PORT, ...appPorts]);
  const child = spawn(
    process.execPath,
    ['scripts/cluster.mjs', '--skip-build', '--no-seed', '--instances', String(instances)].concat([
      '--port',
      String(PROXY_PORT),
      '--first-app-port',
      String(appPorts[0]),
    ]),
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: scratch.url,
        REDIS_URL: '',
        SESSION_SECRET: SECRET,
        ADMIN_EMAIL: 'admin@cluster.tradiehub.local',
        ADMIN_PASSWORD: 'Admin-cluster-pass-1',
        LOG_LEVEL: 'warn',
        EDITOR_ENABLED: 'false',
        // The load is far above a person's: the limits are not what is measured.
        RATE_LIMIT_SCALE: '1000',
        DRAIN_DELAY_MS: '200',
      },
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${instances}-instance cluster exited`);
    const up = await Promise.all(
      [PROXY_PORT, ...appPorts].map((p) =>
        fetch(`http://127.0.0.1:${p}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    );
    if (up.every(Boolean)) return stop;
    if (Date.now() > until) {
      await stop();
      throw new Error(`the ${instances}-instance cluster was not ready in time`);
    }
    await sleep(500);
  }
}

async function measure(instances) {
  const stop = await startCluster(instances);
  try {
    const loadBefore = loadAverage();
    const check = await fetch(`${base}/api/leads/feed`, { headers: { cookie: reader.cookie } });
    if (!check.ok) throw new Error(`feed: ${check.status} ${await check.text()}`);
    const cards = (await check.json()).items.length;
    say(`${instances} instance(s): feed (${cards} cards a page) for ${SECONDS} s…`);
    const feed = await httpLoad({
      url: `${base}/api/leads/feed`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: { cookie: reader.cookie },
    });
    say(`${instances} instance(s): chat for ${SECONDS} s…`);
    const chat = await chatLoad({ urls: [base], pairs, devicesPerSide: 2, seconds: SECONDS });
    if (chat.failedSends > 0 || chat.deliveries < chat.deliveriesExpected)
      throw new Error(`chat lost messages: ${JSON.stringify(chat)}`);
    return { instances, loadBefore, feed, chat };
  } finally {
    await stop();
  }
}

const started = new Date();
const results = [];
let failure = null;
try {
  for (const instances of COUNTS) results.push(await measure(instances));
} catch (error) {
  failure = error;
} finally {
  await scratch.drop();
}
if (failure) {
  say(`bench:cluster failed: ${failure instanceof Error ? failure.message : String(failure)}`);
  process.exit(1);
}

const ms = (n) => `${Math.round(n).toLocaleString('en-AU')} ms`;
const rate = (n) => Math.round(n).toLocaleString('en-AU');
console.log('');
console.log(
  `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} CPUs shared by HAProxy, the instances, PostgreSQL, Redis and the load generators; ` +
    `load average ${loadAverage()} at the end; ${JOBS.toLocaleString('en-AU')} jobs; feed: autocannon ${CONNECTIONS} connections, ${SECONDS} s; ` +
    `chat: ${pairs.length * 4} websocket clients, ${pairs.length * 2} closed-loop senders, ${SECONDS} s`,
);
console.log('');
console.log(
  '| instances | feed req/s | feed p50 / p99 | chat messages/s | deliveries/s | delivery p50 / p99 | load average before |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const { instances, loadBefore, feed, chat } of results) {
  const d = chat.deliveryLatencyMs;
  console.log(
    `| ${instances} | ${rate(feed.rps)} | ${ms(feed.p50)} / ${ms(feed.p99)} | ${rate(chat.messagesPerSecond)} | ${rate(chat.deliveriesPerSecond)} | ${ms(d.p50)} / ${ms(d.p99)} | ${loadBefore} |`,
  );
}
process.exit(0);
