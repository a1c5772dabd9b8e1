// The messaging benchmark (not part of npm test): 1,000 connected socket.io clients in 100
// conversations (5 devices of the homeowner and 5 of the tradie in each), every conversation's
// two main devices sending in a closed loop (the next message once the last is acknowledged).
// Prints messages stored per second, deliveries per second and the delivery latency
// (send → 'message:new' on each other device) percentiles.
//
// Usage: npm run bench:chat [-- --instances=2] [-- --messages=10]
//   PostgreSQL: TEST_DATABASE_URL or DATABASE_URL's server when set, else an embedded one.
//   --instances=2 starts two servers (ports BENCH_PORT and BENCH_PORT+1) fanned out through
//   Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379); clients alternate between them.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { chatLoad } from './bench-load.mjs';
import { conversations } from './cluster-fixtures.mjs';
import { scratchDatabase } from './scratch-db.mjs';
import { root } from './lib.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const CONVERSATIONS = arg('conversations', 100);
const DEVICES_PER_SIDE = arg('devices', 5);
const MESSAGES_PER_SENDER = arg('messages', 10);
const INSTANCES = arg('instances', 1);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4211);
const SECRET = 'bench-chat-session-secret-long-enough-0123456789';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

// --- database ------------------------------------------------------------------------------
const scratch = await scratchDatabase(`tradiehub_bench_chat_${BASE_PORT}`, {
  configured: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
  embeddedDir: 'pg-bench',
  embeddedPort: Number(process.env.BENCH_EMBEDDED_PG_PORT ?? 54341),
});

// --- servers -------------------------------------------------------------------------------
const servers = [];
async function startServer(port) {
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: scratch.url,
      SESSION_SECRET: SECRET,
      ADMIN_EMAIL: 'admin@bench.tradiehub.local',
      ADMIN_PASSWORD: 'Admin-bench-pass-1',
      LOG_LEVEL: 'warn',
      // The bench sends far more than a person would: the limits are not what it measures.
      RATE_LIMIT_SCALE: '1000',
      EDITOR_ENABLED: 'false',
      ...(INSTANCES > 1 ? { REDIS_URL } : { REDIS_URL: '' }),
    },
  });
  servers.push(child);
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

let cleaningUp = false;
async function cleanUp(code) {
  if (cleaningUp) return;
  cleaningUp = true;
  for (const child of servers) child.kill('SIGTERM');
  await Promise.all(
    servers.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))),
  );
  await scratch.drop();
  process.exit(code);
}
process.on('SIGINT', () => void cleanUp(130));

// Start the first instance alone: it applies the migrations.
await startServer(BASE_PORT);
for (let i = 1; i < INSTANCES; i += 1) await startServer(BASE_PORT + i);

// --- fixtures (straight into the tables; the bench measures messaging, not sign-up) ---------
const db = new pg.Client({ connectionString: scratch.url });
await db.connect();
const pairs = await conversations(db, SECRET, CONVERSATIONS);
await db.end();

// --- load ----------------------------------------------------------------------------------
const result = {
  instances: INSTANCES,
  ...(await chatLoad({
    urls: Array.from({ length: INSTANCES }, (_, i) => `http://127.0.0.1:${BASE_PORT + i}`),
    pairs,
    devicesPerSide: DEVICES_PER_SIDE,
    messagesPerSender: MESSAGES_PER_SENDER,
  })),
};
console.log(JSON.stringify(result, null, 2));
await cleanUp(result.failedSends > 0 || result.deliveries < result.deliveriesExpected ? 1 : 0);
