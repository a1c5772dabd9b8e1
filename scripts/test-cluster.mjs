// `npm run test:cluster` (not part of npm test; see the README): 3 instances behind HAProxy
// (scripts/cluster.mjs) on a scratch database; chatting socket.io clients through the proxy;
// one instance SIGKILLed mid-run. Then: every acknowledged message stored exactly once, every
// device has every message (live, or from history after its reconnection, as the web app
// does), no device got one twice live, and every client of the killed instance reconnected.
//
// Env: TEST_DATABASE_URL / DATABASE_URL (a server for the scratch database, else embedded),
// BENCH_PORT (the proxy; instances on the next three ports), CLUSTER_REDIS_PORT.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import pg from 'pg';
import { io } from 'socket.io-client';
import { ensureBuilt, root, say } from './lib.mjs';
import { scratchDatabase } from './scratch-db.mjs';

const CONVERSATIONS = 20;
const DEVICES_PER_SIDE = 2;
const MESSAGES_PER_SENDER = 30;
const PROXY_PORT = Number(process.env.BENCH_PORT ?? 4211);
const APP_PORTS = [1, 2, 3].map((i) => PROXY_PORT + i);
const SECRET = 'test-cluster-session-secret-long-enough-0123456789';
const base = `http://127.0.0.1:${PROXY_PORT}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

ensureBuilt();
const scratch = await scratchDatabase(`tradiehub_test_cluster_${PROXY_PORT}`, {
  configured: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
  embeddedDir: 'pg-bench',
  embeddedPort: Number(process.env.BENCH_EMBEDDED_PG_PORT ?? 54341),
});
const cluster = spawn(
  process.execPath,
  ['scripts/cluster.mjs', '--skip-build', '--no-seed', '--instances', '3'].concat([
    '--port',
    String(PROXY_PORT),
    '--first-app-port',
    String(APP_PORTS[0]),
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
      LOG_LEVEL: 'error',
      EDITOR_ENABLED: 'false',
    },
  },
);
const clusterExited = new Promise((resolve) => cluster.once('exit', resolve));

async function finish(code, summary) {
  if (summary) console.log(JSON.stringify(summary, null, 2));
  cluster.kill('SIGTERM');
  await clusterExited;
  await scratch.drop();
  process.exit(code);
}

async function proxyReady(timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ready = await Promise.all(
      APP_PORTS.map((p) =>
        fetch(`http://127.0.0.1:${p}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    );
    const proxied = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (proxied && ready.every(Boolean)) return;
    await sleep(500);
  }
  throw new Error('the cluster did not become ready');
}

// --- fixtures: conversations straight into the tables -----------------------------------------
async function conversations() {
  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  const pairs = [];
  for (let i = 0; i < CONVERSATIONS; i += 1) {
    const [homeownerId, tradieId, jobId, conversationId] = [1, 2, 3, 4].map(() => randomUUID());
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name) VALUES
         ($1, $2, 'x', 'Cluster', 'Homeowner'), ($3, $4, 'x', 'Cluster', 'Tradie')`,
      [homeownerId, `h${i}@cluster.test`, tradieId, `t${i}@cluster.test`],
    );
    await db.query(`INSERT INTO homeowner_profiles (id) VALUES ($1)`, [homeownerId]);
    await db.query(
      `INSERT INTO tradie_profiles (id, business_name, abn, licence_number, licence_state,
         categories, service_postcode, service_radius_km, verification_status)
       VALUES ($1, $2, '51824753556', 'LIC-1234', 'NSW', '{plumbing}', '2000', 20, 'approved')`,
      [tradieId, `Cluster Plumbing ${i}`],
    );
    await db.query(
      `INSERT INTO jobs (id, homeowner_id, title, description, category, location, state,
         postcode, budget_cents)
       VALUES ($1, $2, $3, 'A cluster test job with a long enough description.', 'plumbing',
         'Newtown', 'NSW', '2042', 10000)`,
      [jobId, homeownerId, `Cluster job ${i}`],
    );
    await db.query(
      `INSERT INTO conversations (id, job_id, tradie_id, homeowner_id) VALUES ($1, $2, $3, $4)`,
      [conversationId, jobId, tradieId, homeownerId],
    );
    pairs.push({ conversationId, users: [homeownerId, tradieId] });
  }
  await db.end();
  return pairs;
}

/** A session cookie as a login sets it (HS256 JWT: sub, ver). */
function cookieFor(userId) {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: userId, ver: 0, iat, exp: iat + 3600 })}`;
  return `tradiehub_session=${head}.${createHmac('sha256', SECRET).update(head).digest('base64url')}`;
}

/** A device through the proxy; it rejoins its conversation on every (re)connection. */
function device(userId, conversationId) {
  const d = { userId, conversationId, received: new Map(), connects: 0, drops: 0, duplicates: 0 };
  d.socket = io(base, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 2_000,
    extraHeaders: { cookie: cookieFor(userId) },
  });
  d.socket.on('message:new', (m) => {
    if (d.received.has(m.id)) d.duplicates += 1;
    d.received.set(m.id, m.clientId);
  });
  d.socket.on('disconnect', () => (d.drops += 1));
  d.joined = new Promise((resolve) => {
    d.socket.on('connect', async () => {
      d.connects += 1;
      const answer = await d.socket
        .timeout(5_000)
        .emitWithAck('conversation:join', { conversationId })
        .catch(() => ({ ok: false }));
      if (answer.ok) resolve();
    });
  });
  return d;
}

/** Sends until acknowledged, with the same clientId each time (the server stores it once). */
async function sendReliably(d, clientId, body) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (d.socket.connected) {
      const answer = await d.socket
        .timeout(5_000)
        .emitWithAck('message:send', { conversationId: d.conversationId, clientId, body })
        .catch(() => ({ ok: false }));
      if (answer.ok) return attempt;
    }
    await sleep(250);
  }
  throw new Error(`message ${clientId} was never acknowledged`);
}

try {
  await proxyReady(180_000);
  const pairs = await conversations();
  const devices = pairs.flatMap((p) =>
    p.users.flatMap((u) =>
      Array.from({ length: DEVICES_PER_SIDE }, () => device(u, p.conversationId)),
    ),
  );
  await Promise.all(devices.map((d) => d.joined));
  const senders = devices.filter((_, i) => i % DEVICES_PER_SIDE === 0);
  const acked = [];
  let retries = 0;
  const killer = (async () => {
    await sleep(1_500);
    const victim = APP_PORTS[1];
    const found = spawnSync('ss', ['-ltnpH', `sport = :${victim}`], { encoding: 'utf8' });
    const pid = Number(/pid=(\d+)/.exec(found.stdout)?.[1]);
    if (!pid) throw new Error(`no process listens on ${victim}`);
    process.kill(pid, 'SIGKILL');
    return pid;
  })();
  const started = Date.now();
  await Promise.all(
    senders.map(async (d, s) => {
      for (let m = 0; m < MESSAGES_PER_SENDER; m += 1) {
        const clientId = `s${s}-m${m}`;
        retries += await sendReliably(d, clientId, `cluster ${clientId}`);
        acked.push({ conversationId: d.conversationId, senderId: d.userId, clientId });
        await sleep(50);
      }
    }),
  );
  const killedPid = await killer;
  const sendSeconds = (Date.now() - started) / 1000;
  // Reconnected devices catch up from history, as the web app does on reconnect.
  await sleep(3_000);

  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  const rows = (
    await db.query(
      `SELECT conversation_id, sender_id, client_id, count(*)::int AS n FROM messages
        GROUP BY conversation_id, sender_id, client_id`,
    )
  ).rows;
  await db.end();
  const stored = new Map(
    rows.map((r) => [`${r.conversation_id}/${r.sender_id}/${r.client_id}`, r.n]),
  );
  const lost = acked.filter((a) => !stored.has(`${a.conversationId}/${a.senderId}/${a.clientId}`));
  const duplicated = rows.filter((r) => r.n !== 1).length + (rows.length - acked.length);

  let missing = 0;
  for (const d of devices) {
    const res = await fetch(`${base}/api/conversations/${d.conversationId}/messages?limit=100`, {
      headers: { cookie: cookieFor(d.userId) },
    });
    const history = (await res.json()).items ?? [];
    const have = new Set(d.received.values());
    // A device that stayed connected must have had everything live; one that reconnected may
    // fill the gap from history, as the web app does.
    if (d.drops > 0) for (const m of history) have.add(m.clientId);
    const gaps = acked.filter(
      (a) => a.conversationId === d.conversationId && !have.has(a.clientId),
    );
    if (gaps.length > 0 && process.env.TEST_CLUSTER_DEBUG) {
      console.error(
        d.drops,
        d.connects,
        d.userId,
        gaps.map((g) => `${g.clientId}:${g.senderId === d.userId}`).join(' '),
        history.length,
      );
    }
    missing += gaps.length;
  }
  const dropped = devices.filter((d) => d.drops > 0);
  const summary = {
    date: new Date().toISOString(),
    loadAverage: (await import('node:os')).loadavg().map((v) => +v.toFixed(2)),
    instances: 3,
    devices: devices.length,
    messagesAcknowledged: acked.length,
    sendSeconds,
    resends: retries,
    killedPid,
    lostMessages: lost.length,
    duplicatedMessages: duplicated,
    devicesMissingMessages: missing,
    liveDuplicateDeliveries: devices.reduce((n, d) => n + d.duplicates, 0),
    devicesOfKilledInstance: dropped.length,
    reconnected: dropped.filter((d) => d.socket.connected && d.connects > 1).length,
  };
  const ok =
    summary.lostMessages === 0 &&
    summary.duplicatedMessages === 0 &&
    summary.devicesMissingMessages === 0 &&
    summary.liveDuplicateDeliveries === 0 &&
    summary.devicesOfKilledInstance > 0 &&
    summary.reconnected === summary.devicesOfKilledInstance;
  for (const d of devices) d.socket.close();
  say(ok ? 'cluster test passed' : 'cluster test FAILED');
  await finish(ok ? 0 : 1, summary);
} catch (error) {
  say(`cluster test failed: ${error instanceof Error ? error.message : String(error)}`);
  await finish(1);
}
