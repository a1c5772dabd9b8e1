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
import { createHmac, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io } from 'socket.io-client';
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
const now = () => performance.timeOrigin + performance.now();

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
const pairs = [];
const sessionIds = new Map();
for (let i = 0; i < CONVERSATIONS; i += 1) {
  const homeownerId = randomUUID();
  const tradieId = randomUUID();
  const jobId = randomUUID();
  const conversationId = randomUUID();
  await db.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name) VALUES
       ($1, $2, 'x', 'Bench', 'Homeowner'), ($3, $4, 'x', 'Bench', 'Tradie')`,
    [homeownerId, `h${i}@bench.tradiehub.local`, tradieId, `t${i}@bench.tradiehub.local`],
  );
  await db.query(`INSERT INTO homeowner_profiles (id) VALUES ($1)`, [homeownerId]);
  await db.query(
    `INSERT INTO tradie_profiles (id, business_name, abn, licence_number, licence_state, categories,
       service_postcode, service_radius_km, verification_status)
     VALUES ($1, $2, '51824753556', 'LIC-1234', 'NSW', '{plumbing}', '2000', 20, 'approved')`,
    [tradieId, `Bench Plumbing ${i}`],
  );
  await db.query(
    `INSERT INTO jobs (id, homeowner_id, title, description, category, location, state, postcode, budget_cents)
     VALUES ($1, $2, $3, 'A benchmark job with a long enough description.', 'plumbing', 'Newtown', 'NSW', '2042', 10000)`,
    [jobId, homeownerId, `Bench job ${i}`],
  );
  await db.query(
    `INSERT INTO conversations (id, job_id, tradie_id, homeowner_id) VALUES ($1, $2, $3, $4)`,
    [conversationId, jobId, tradieId, homeownerId],
  );
  // A login session per user (the cookie's `sid`).
  for (const userId of [homeownerId, tradieId]) {
    const { rows } = await db.query(
      `INSERT INTO sessions (user_id, created_at, last_seen_at, expires_at)
       VALUES ($1, now(), now(), now() + interval '1 day') RETURNING id`,
      [userId],
    );
    sessionIds.set(userId, rows[0].id);
  }
  pairs.push({ conversationId, homeownerId, tradieId });
}
await db.end();

// A session cookie as a login would set it (HS256 JWT: sub, sid, ver).
function cookieFor(userId) {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: userId, sid: sessionIds.get(userId), ver: 0, iat, exp: iat + 3600 })}`;
  const sig = createHmac('sha256', SECRET).update(head).digest('base64url');
  return `tradiehub_session=${head}.${sig}`;
}

// --- clients -------------------------------------------------------------------------------
const latencies = [];
const ackLatencies = [];
let deliveries = 0;
let index = 0;
function client(userId, conversationId) {
  const port = BASE_PORT + (index++ % INSTANCES);
  const socket = io(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie: cookieFor(userId) },
  });
  socket.on('message:new', (message) => {
    const sentAt = Number(message.body.split(' ')[1]);
    if (message.senderId === userId && message.clientId.startsWith(socket.id ?? '')) return;
    deliveries += 1;
    latencies.push(now() - sentAt);
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', async () => {
      const joined = await socket
        .timeout(10_000)
        .emitWithAck('conversation:join', { conversationId });
      if (!joined.ok) reject(new Error(JSON.stringify(joined)));
      else resolve(socket);
    });
    socket.once('connect_error', reject);
  });
}

const connectStart = now();
const senders = [];
const everyone = [];
async function connectPair(pair) {
  const sides = [pair.homeownerId, pair.tradieId].map((userId) =>
    Promise.all(
      Array.from({ length: DEVICES_PER_SIDE }, () => client(userId, pair.conversationId)),
    ),
  );
  const [home, trade] = await Promise.all(sides);
  everyone.push(...home, ...trade);
  senders.push({ socket: home[0], conversationId: pair.conversationId });
  senders.push({ socket: trade[0], conversationId: pair.conversationId });
}
// Ten conversations (100 clients) connecting at a time.
for (let i = 0; i < pairs.length; i += 10)
  await Promise.all(pairs.slice(i, i + 10).map(connectPair));
const connectMs = now() - connectStart;

// Each message reaches the other side's devices and the sender's own other devices.
const expected = senders.length * MESSAGES_PER_SENDER * (2 * DEVICES_PER_SIDE - 1);
const runStart = now();
let failed = 0;
await Promise.all(
  senders.map(async ({ socket, conversationId }) => {
    for (let m = 0; m < MESSAGES_PER_SENDER; m += 1) {
      const sentAt = now();
      const answer = await socket
        .timeout(10_000)
        .emitWithAck('message:send', {
          conversationId,
          clientId: `${socket.id}-${m}`,
          body: `bench ${sentAt}`,
        })
        .catch(() => ({ ok: false }));
      if (!answer.ok) failed += 1;
      ackLatencies.push(now() - sentAt);
    }
  }),
);
const storedMs = now() - runStart;
const until = Date.now() + 15_000;
while (deliveries < expected && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
const deliveredMs = now() - runStart;

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const sent = senders.length * MESSAGES_PER_SENDER;
const result = {
  instances: INSTANCES,
  clients: everyone.length,
  conversations: CONVERSATIONS,
  connectSeconds: +(connectMs / 1000).toFixed(2),
  messagesSent: sent,
  failedSends: failed,
  messagesPerSecond: Math.round((sent - failed) / (storedMs / 1000)),
  deliveries,
  deliveriesExpected: expected,
  deliveriesPerSecond: Math.round(deliveries / (deliveredMs / 1000)),
  deliveryLatencyMs: {
    p50: +pct(latencies, 50).toFixed(1),
    p95: +pct(latencies, 95).toFixed(1),
    p99: +pct(latencies, 99).toFixed(1),
  },
  ackLatencyMs: { p50: +pct(ackLatencies, 50).toFixed(1), p99: +pct(ackLatencies, 99).toFixed(1) },
};
console.log(JSON.stringify(result, null, 2));
for (const socket of everyone) socket.disconnect();
await cleanUp(failed > 0 || deliveries < expected ? 1 : 0);
