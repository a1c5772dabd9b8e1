// The messaging benchmark (not part of npm test): 1,000 connected socket.io clients in 100
// conversations (5 devices of the homeowner and 5 of the tradie in each), every conversation's
// two main devices sending in a closed loop (the next message once the last is acknowledged).
// Prints messages stored per second, deliveries per second and the delivery latency
// (send → 'message:new' on each other device) percentiles, the servers' peak RSS, the CPU the
// servers and their PostgreSQL backends spent per message, and the load average.
//
// Usage: npm run bench:chat [-- --instances=2] [-- --messages=10]
//   --mode=open --rate=200 [--seconds=10]: open loop, sends scheduled at 200 messages/s across
//   the senders whatever the acks; latency counted from the scheduled time.
//   --count-sql: also counts the statements (and round trips) per message (slows the server).
//   BENCH_CPU_PROF=<dir>: the first server writes a V8 CPU profile there when it exits.
//   PostgreSQL: TEST_DATABASE_URL or DATABASE_URL's server when set, else an embedded one.
//   --instances=2 starts two servers (ports BENCH_PORT and BENCH_PORT+1) fanned out through
//   Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379); clients alternate between them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
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
const OPEN = process.argv.includes('--mode=open');
const RATE = arg('rate', 200);
const SECONDS = arg('seconds', OPEN ? 10 : Infinity);
const COUNT_SQL = process.argv.includes('--count-sql');
const captureDir = COUNT_SQL ? mkdtempSync(join(tmpdir(), 'bench-chat-sql-')) : null;
const captureFile = captureDir && join(captureDir, 'statements.jsonl');
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
  const profile = process.env.BENCH_CPU_PROF && servers.length === 0;
  const args = [
    ...(profile ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
    ...(COUNT_SQL ? ['--import', './scripts/bench-sql-capture.mjs'] : []),
    'dist/src/main.js',
  ];
  const child = spawn(process.execPath, args, {
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
      ...(COUNT_SQL ? { BENCH_SQL_CAPTURE: captureFile } : {}),
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
  if (captureDir) rmSync(captureDir, { recursive: true, force: true });
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

// --- what the run costs: CPU of the servers and their PostgreSQL backends, servers' memory ---
const TICKS_PER_SECOND = 100; // Linux USER_HZ
const cpuSeconds = (pid) => {
  try {
    // utime and stime: fields 14 and 15, counted after the ')' that ends the command name.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0; // gone, or not ours to read
  }
};
const status = (pid, field) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(
    new RegExp(`^${field}:\\s+(\\d+)`, 'm'),
  );
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};
const probe = new pg.Client({ connectionString: scratch.url });
await probe.connect();
const backends = async () =>
  (
    await probe.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
  ).rows.map((r) => r.pid);
const cpu = { start: new Map(), end: new Map() };
const sample = async (into) => {
  for (const child of servers) into.set(`server ${child.pid}`, cpuSeconds(child.pid));
  for (const pid of await backends()) into.set(`pg ${pid}`, cpuSeconds(pid));
  into.set('load generator', process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6);
};
const peakRssDuringRun = servers.map(() => 0);
const rssConnected = servers.map(() => 0);
const rssTimer = setInterval(() => {
  servers.forEach((child, i) => {
    peakRssDuringRun[i] = Math.max(peakRssDuringRun[i], status(child.pid, 'VmRSS'));
  });
}, 250);
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
let loadAtStart = '';

// --- load ----------------------------------------------------------------------------------
const chat = await chatLoad({
  urls: Array.from({ length: INSTANCES }, (_, i) => `http://127.0.0.1:${BASE_PORT + i}`),
  pairs,
  devicesPerSide: DEVICES_PER_SIDE,
  ...(OPEN
    ? { rate: RATE, seconds: SECONDS }
    : { messagesPerSender: MESSAGES_PER_SENDER, seconds: SECONDS }),
  onRun: async (phase) => {
    if (phase === 'start') {
      loadAtStart = loadAverage();
      servers.forEach((child, i) => (rssConnected[i] = status(child.pid, 'VmRSS')));
    }
    if (COUNT_SQL) for (const child of servers) child.kill('SIGUSR2');
    await sample(phase === 'start' ? cpu.start : cpu.end);
  },
});
clearInterval(rssTimer);
const spent = (prefix) =>
  [...cpu.end]
    .filter(([k]) => k.startsWith(prefix))
    .reduce((sum, [k, v]) => sum + v - (cpu.start.get(k) ?? 0), 0);
const stored = chat.messagesSent - chat.failedSends;
const perMessageMs = (prefix) => +((spent(prefix) * 1000) / Math.max(1, stored)).toFixed(2);
const result = {
  instances: INSTANCES,
  ...chat,
  cpuMsPerMessage: {
    servers: perMessageMs('server'),
    postgres: perMessageMs('pg'),
    loadGenerator: perMessageMs('load generator'),
  },
  peakRssMB: servers.map((child, i) => ({
    sinceStart: status(child.pid, 'VmHWM'),
    clientsConnected: rssConnected[i],
    sampledDuringRun: peakRssDuringRun[i],
  })),
  loadAverage: { atStart: loadAtStart, atEnd: loadAverage(), note: '1 / 5 / 15 min' },
  ...(COUNT_SQL ? { statementsPerMessage: statementsPerMessage(stored) } : {}),
};
// What a send moves under the conversation's lock, checked after the load: the last seq, and
// each side's read mark covering its own last message.
const [{ inconsistent }] = (
  await probe.query(
    `SELECT count(*)::int AS inconsistent FROM conversations c
      WHERE c.last_message_seq <> (SELECT coalesce(max(seq), 0) FROM messages WHERE conversation_id = c.id)
         OR c.homeowner_read_seq < (SELECT coalesce(max(seq), 0) FROM messages
                                     WHERE conversation_id = c.id AND sender_id = c.homeowner_id)
         OR c.tradie_read_seq < (SELECT coalesce(max(seq), 0) FROM messages
                                  WHERE conversation_id = c.id AND sender_id = c.tradie_id)`,
  )
).rows;
result.inconsistentConversations = inconsistent;
await probe.end();
console.log(JSON.stringify(result, null, 2));
await cleanUp(result.failedSends > 0 || result.missedDeliveries > 0 || inconsistent > 0 ? 1 : 0);

/** The captured statements per stored message, most frequent first (BEGIN/COMMIT included). */
function statementsPerMessage(messages) {
  const counts = new Map();
  for (const line of readFileSync(captureFile, 'utf8').split('\n')) {
    if (!line) continue;
    const entry = JSON.parse(line);
    if (!entry.text) continue;
    const key = entry.text.replace(/\s+/g, ' ').trim().slice(0, 90);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return {
    total: +(total / messages).toFixed(2),
    byStatement: Object.fromEntries(
      [...counts].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, +(v / messages).toFixed(2)]),
    ),
  };
}
