// `npm run test:cluster` (not part of npm test; see the README): 3 instances behind HAProxy
// (scripts/cluster.mjs) on a scratch database, under a load of chatting socket.io clients and
// tradies buying capped leads and quoting, all through the proxy; one instance SIGKILLed
// mid-run, and the weekly close sent as pg-boss ticks while it comes back. Then: every
// acknowledged message stored exactly once, every device has every message (live, or from
// history after its reconnection, as the web app does), no live delivery twice except of a
// resent message (clients merge by id), every credit balance equal to its ledger sum, every
// lead cap held, one weekly close, every client of the killed instance reconnected, and
// long-polling handshakes pinned to one instance by the proxy's cookie.
//
// The instances run as the README's production recipe (NODE_ENV=production, every setting the
// production verdict requires, local stand-ins for mail and the registers; checked with
// --check-config first). `-- --node-env test` runs them with NODE_ENV=test instead.
//
// Env: TEST_DATABASE_URL / DATABASE_URL (a server for the scratch database, else embedded),
// BENCH_PORT (the proxy; instances on the next three ports), CLUSTER_REDIS_PORT.
import { spawn, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { io } from 'socket.io-client';
import { ensureBuilt, root, say } from './lib.mjs';
import { conversations, invariants, market } from './cluster-fixtures.mjs';
import { productionSetting } from './cluster-production.mjs';
import { scratchDatabase } from './scratch-db.mjs';

const CONVERSATIONS = 20;
const DEVICES_PER_SIDE = 2;
const MESSAGES_PER_SENDER = 30;
const JOBS = 6;
const LEAD_CAP = 3;
const BUYERS = 12;
const PROXY_PORT = Number(process.env.BENCH_PORT ?? 4211);
const APP_PORTS = [1, 2, 3].map((i) => PROXY_PORT + i);
const SECRET = 'test-cluster-session-secret-long-enough-0123456789';
const base = `http://127.0.0.1:${PROXY_PORT}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const { values: flags } = parseArgs({
  options: { 'node-env': { type: 'string', default: 'production' } },
});
const NODE_ENV = flags['node-env'];
if (NODE_ENV !== 'production' && NODE_ENV !== 'test') {
  say('--node-env: production (the default) or test');
  process.exit(1);
}

ensureBuilt();
const scratch = await scratchDatabase(`tradiehub_test_cluster_${PROXY_PORT}`, {
  configured: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
  embeddedDir: 'pg-bench',
  embeddedPort: Number(process.env.BENCH_EMBEDDED_PG_PORT ?? 54341),
});
const production =
  NODE_ENV === 'production' ? await productionSetting({ sessionSecret: SECRET }) : null;
const instanceEnv = {
  ...process.env,
  NODE_ENV,
  DATABASE_URL: scratch.url,
  REDIS_URL: '',
  SESSION_SECRET: SECRET,
  ADMIN_EMAIL: 'admin@cluster.tradiehub.local',
  ADMIN_PASSWORD: 'Admin-cluster-pass-1',
  LOG_LEVEL: 'error',
  EDITOR_ENABLED: 'false',
  ...production?.env,
};
const refused = production?.check(instanceEnv);
if (refused) {
  say(`the production verdict refused the cluster's setting:\n${refused}`);
  await production.close();
  await scratch.drop();
  process.exit(1);
}
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
    env: instanceEnv,
  },
);
const clusterExited = new Promise((resolve) => cluster.once('exit', resolve));

async function finish(code, summary) {
  if (summary) console.log(JSON.stringify(summary, null, 2));
  cluster.kill('SIGTERM');
  await clusterExited;
  await production?.close();
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

/** A device through the proxy; it rejoins its conversation on every (re)connection. */
function device({ id: userId, cookie }, conversationId) {
  const d = { userId, cookie, conversationId, received: new Map(), connects: 0, drops: 0 };
  d.duplicates = [];
  d.socket = io(base, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 2_000,
    extraHeaders: { cookie },
  });
  d.socket.on('message:new', (m) => {
    if (d.received.has(m.id)) d.duplicates.push(m.clientId);
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

/**
 * socket.io's long-polling handshake through the proxy, signed out: its requests reach one
 * instance only when the proxy's cookie pins them (the client keeps cookies), so the answer is
 * the app's sign-in refusal, not a transport error from a request that met another instance.
 */
async function pollingHandshake() {
  const socket = io(base, {
    transports: ['polling'],
    reconnection: false,
    forceNew: true,
    withCredentials: true,
  });
  const outcome = await new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.data?.code ?? error.message));
    setTimeout(() => resolve('timeout'), 10_000);
  });
  socket.close();
  return outcome;
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

// The double-submit CSRF pair a browser holds (any well-formed token, in cookie and header).
const CSRF = 'cluster-test-csrf-token-0123456789abcdef';

/** One HTTP call through the proxy, retried while the answer is a transport failure or 5xx. */
async function request(method, path, cookie, body) {
  // Whether every failed try was the proxy's or the network's (an instance gone mid-request),
  // never the app's own 500.
  let lostInstance = false;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: `${cookie}; csrf_token=${CSRF}`,
        'x-csrf-token': CSRF,
        'content-type': 'application/json',
      },
      body: body && JSON.stringify(body),
    }).catch(() => null);
    if (res && res.status < 500) {
      const answer = await res.json().catch(() => ({}));
      return { status: res.status, code: answer.code, retried: attempt > 0, lostInstance };
    }
    lostInstance =
      (attempt === 0 || lostInstance) && (!res || [502, 503, 504].includes(res.status));
    await sleep(250);
  }
  throw new Error(`${method} ${path} never answered`);
}

/** A tradie buys each capped lead it can (in its own order) and quotes on every one it got. */
async function buyer(tradie, jobIds, tally) {
  const order = [...jobIds].sort(() => Math.random() - 0.5);
  for (const jobId of order) {
    const bought = await request('POST', `/api/jobs/${jobId}/lead`, tradie.cookie);
    const key = `${bought.status}${bought.code ? ` ${bought.code}` : ''}`;
    tally.answers[key] = (tally.answers[key] ?? 0) + 1;
    // Already bought: the first try was committed by an instance that died before answering.
    if (bought.status !== 201 && bought.code !== 'LEADS.ALREADY_BOUGHT') continue;
    const quote = { amountCents: 25_000, message: 'A quote from the cluster test, all included.' };
    const quoted = await request('POST', `/api/jobs/${jobId}/quotes`, tradie.cookie, quote);
    if (quoted.status === 201) tally.quotes += 1;
    // As for the lead: a retry whose first try an instance committed, then died unanswered.
    else if (quoted.lostInstance && quoted.code === 'QUOTES.ALREADY_SENT')
      tally.quotesStoredBeforeRetry += 1;
    else tally.quoteRefusals.push(`${quoted.status} ${quoted.code}`);
  }
}

/** The weekly close as pg-boss ticks: three at once, while the killed instance comes back. */
async function weeklyCloseTicks(url) {
  const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false });
  await boss.start();
  const queue = 'leaderboard-weekly-close';
  const ids = (await Promise.all([1, 2, 3].map(() => boss.send(queue, {})))).filter(Boolean);
  const until = Date.now() + 60_000;
  let states = [];
  while (Date.now() < until) {
    states = await Promise.all(ids.map((id) => boss.getJobById(queue, id).then((j) => j?.state)));
    if (states.every((s) => s === 'completed' || s === 'failed')) break;
    await sleep(500);
  }
  await boss.stop({ graceful: false, wait: false });
  return states;
}

try {
  await proxyReady(180_000);
  const polling = [];
  for (let i = 0; i < 6; i += 1) polling.push(await pollingHandshake());
  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  const pairs = await conversations(db, SECRET, CONVERSATIONS);
  const { jobIds, tradies } = await market(db, SECRET, {
    jobs: JOBS,
    cap: LEAD_CAP,
    buyers: BUYERS,
    credits: 500,
  });
  const devices = pairs.flatMap((p) =>
    p.accounts.flatMap((a) =>
      Array.from({ length: DEVICES_PER_SIDE }, () => device(a, p.conversationId)),
    ),
  );
  await Promise.all(devices.map((d) => d.joined));
  const senders = devices.filter((_, i) => i % DEVICES_PER_SIDE === 0);
  const acked = [];
  const resent = new Set();
  let retries = 0;
  const tally = { answers: {}, quotes: 0, quotesStoredBeforeRetry: 0, quoteRefusals: [] };
  const killer = (async () => {
    await sleep(1_500);
    const victim = APP_PORTS[1];
    const found = spawnSync('ss', ['-ltnpH', `sport = :${victim}`], { encoding: 'utf8' });
    const pid = Number(/pid=(\d+)/.exec(found.stdout)?.[1]);
    if (!pid) throw new Error(`no process listens on ${victim}`);
    process.kill(pid, 'SIGKILL');
    // cluster.mjs restarts it; the close ticks race its start-up catch-up close.
    return { pid, closeTicks: await weeklyCloseTicks(scratch.url) };
  })();
  const started = Date.now();
  await Promise.all([
    ...senders.map(async (d, s) => {
      for (let m = 0; m < MESSAGES_PER_SENDER; m += 1) {
        const clientId = `s${s}-m${m}`;
        const attempts = await sendReliably(d, clientId, `cluster ${clientId}`);
        if (attempts > 0) resent.add(clientId);
        retries += attempts;
        acked.push({ conversationId: d.conversationId, senderId: d.userId, clientId });
        await sleep(50);
      }
    }),
    ...tradies.map((t) => buyer(t, jobIds, tally)),
  ]);
  const { pid: killedPid, closeTicks } = await killer;
  const loadSeconds = (Date.now() - started) / 1000;
  // Reconnected devices catch up from history, as the web app does on reconnect.
  await sleep(3_000);

  const rows = (
    await db.query(
      `SELECT conversation_id, sender_id, client_id, count(*)::int AS n FROM messages
        GROUP BY conversation_id, sender_id, client_id`,
    )
  ).rows;
  const checks = await invariants(db);
  await db.end();
  const stored = new Map(
    rows.map((r) => [`${r.conversation_id}/${r.sender_id}/${r.client_id}`, r.n]),
  );
  const lost = acked.filter((a) => !stored.has(`${a.conversationId}/${a.senderId}/${a.clientId}`));
  const duplicated = rows.filter((r) => r.n !== 1).length + (rows.length - acked.length);

  let missing = 0;
  for (const d of devices) {
    const res = await fetch(`${base}/api/conversations/${d.conversationId}/messages?limit=100`, {
      headers: { cookie: d.cookie },
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
      console.error(d.drops, d.connects, d.userId, gaps.map((g) => g.clientId).join(' '));
    }
    missing += gaps.length;
  }
  const dropped = devices.filter((d) => d.drops > 0);
  const summary = {
    date: new Date().toISOString(),
    loadAverage: loadavg().map((v) => +v.toFixed(2)),
    instances: 3,
    nodeEnv: NODE_ENV,
    devices: devices.length,
    messagesAcknowledged: acked.length,
    loadSeconds,
    resends: retries,
    killedPid,
    lostMessages: lost.length,
    duplicatedMessages: duplicated,
    devicesMissingMessages: missing,
    // A resent message is delivered again (its first try's instance may have died first).
    liveRedeliveriesOfResent: devices.flatMap((d) => d.duplicates.filter((c) => resent.has(c)))
      .length,
    liveDuplicatesOtherwise: devices.flatMap((d) => d.duplicates.filter((c) => !resent.has(c)))
      .length,
    devicesOfKilledInstance: dropped.length,
    reconnected: dropped.filter((d) => d.socket.connected && d.connects > 1).length,
    leadAnswers: tally.answers,
    quotesAcknowledged: tally.quotes,
    quotesStoredBeforeRetry: tally.quotesStoredBeforeRetry,
    quoteRefusals: tally.quoteRefusals,
    weeklyCloseTicks: closeTicks,
    pollingHandshakes: polling,
    ...checks,
    // Mail the instances sent to the SMTP stand-in; calls that reached the register sink.
    ...production?.counts(),
  };
  const ok =
    summary.lostMessages === 0 &&
    summary.duplicatedMessages === 0 &&
    summary.devicesMissingMessages === 0 &&
    summary.liveDuplicatesOtherwise === 0 &&
    summary.devicesOfKilledInstance > 0 &&
    summary.reconnected === summary.devicesOfKilledInstance &&
    summary.balancesNotMatchingLedger === 0 &&
    summary.leadCapsBroken === 0 &&
    summary.jobsSoldOut === JOBS &&
    summary.leadsSold === summary.ledgerLeadPurchases &&
    summary.quoteRefusals.length === 0 &&
    summary.leadsWithoutQuote === 0 &&
    summary.weeklyCloses.length === 1 &&
    closeTicks.length > 0 &&
    closeTicks.every((state) => state === 'completed') &&
    polling.every((outcome) => outcome === 'AUTH.UNAUTHENTICATED');
  for (const d of devices) d.socket.close();
  say(ok ? 'cluster test passed' : 'cluster test FAILED');
  await finish(ok ? 0 : 1, summary);
} catch (error) {
  say(`cluster test failed: ${error instanceof Error ? error.message : String(error)}`);
  await finish(1);
}
