// The load generators the benchmarks share (bench:api, bench:chat, bench:cluster): a
// marketplace for the feed to read, HTTP load through autocannon, and socket.io clients chatting
// in closed loops. Each measures; none starts a server.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { io } from 'socket.io-client';

/**
 * Homeowners, approved tradies and jobs straight into a migrated database: a third of the jobs
 * around Sydney (where the benches' tradie works), the rest anywhere; 75 % open.
 * @param {import('pg').Client} db
 * @param {{ jobs: number, tradies: number, homeowners: number, categories: string[] }} sizes
 */
export async function loadMarketplace(db, { jobs, tradies, homeowners, categories }) {
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, suburb, state, postcode)
     SELECT 'bench-home-' || g || '@bench.tradiehub.local', 'not-a-login', 'Olivia', 'Owner', 'Newtown', 'NSW', '2042'
     FROM generate_series(1, $1) g`,
    [homeowners],
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
    [tradies, categories],
  );
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
    [jobs, categories],
  );
  await db.query('VACUUM ANALYZE');
}

/**
 * GETs `url` from `connections` connections for `seconds` after a short warm-up; fails on any
 * non-2xx answer or transport error (a benchmark of errors measures nothing).
 */
export async function httpLoad({ url, connections, seconds, headers = {}, warmupSeconds = 2 }) {
  const options = { url, connections, headers };
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const r = await autocannon({ ...options, duration: seconds });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
  };
}

const now = () => performance.timeOrigin + performance.now();

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/**
 * Socket.io chat load. Every conversation's two accounts get `devicesPerSide` devices each (all
 * joined to the thread, spread over `urls` in turn); each side's first device sends. Closed loop
 * (no `rate`): each sender sends the next message once the last is acknowledged, until it sent
 * `messagesPerSender` or `seconds` passed. Open loop (`rate` messages/s for `seconds`): sends are
 * scheduled at a fixed offered rate, round robin over the senders, whatever the acks; latency is
 * counted from the scheduled time, so a late send counts as late (no coordinated omission).
 * Answers the throughput and the delivery latency (send → 'message:new' on every other device
 * of the thread). `onRun(phase)` is called with 'start' before the first send and 'end' once
 * every delivery arrived (or the wait gave up), for the caller's CPU and memory samples.
 * @param {{ urls: string[], pairs: { conversationId: string, accounts: { id: string, cookie: string }[] }[],
 *   devicesPerSide: number, messagesPerSender?: number, seconds?: number, rate?: number,
 *   onRun?: (phase: 'start' | 'end') => void | Promise<void> }} options
 */
export async function chatLoad({
  urls,
  pairs,
  devicesPerSide,
  messagesPerSender = Infinity,
  seconds = Infinity,
  rate,
  onRun = () => {},
}) {
  const latencies = [];
  const ackLatencies = [];
  let deliveries = 0;
  let index = 0;
  const everyone = [];

  function client({ id: userId, cookie }, conversationId) {
    const socket = io(urls[index++ % urls.length], {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie },
    });
    everyone.push(socket);
    socket.on('message:new', (message) => {
      // The sender's own device is answered by its ack, not counted as a delivery.
      if (message.senderId === userId && message.clientId.startsWith(socket.id ?? '')) return;
      deliveries += 1;
      latencies.push(now() - Number(message.body.split(' ')[1]));
    });
    return new Promise((resolve, reject) => {
      socket.once('connect', async () => {
        const joined = await socket
          .timeout(10_000)
          .emitWithAck('conversation:join', { conversationId })
          .catch((error) => ({ ok: false, error: String(error) }));
        if (!joined.ok) reject(new Error(JSON.stringify(joined)));
        else resolve(socket);
      });
      socket.once('connect_error', reject);
    });
  }

  try {
    const connectStart = now();
    const senders = [];
    // Ten conversations connecting at a time.
    for (let i = 0; i < pairs.length; i += 10) {
      await Promise.all(
        pairs.slice(i, i + 10).map(async ({ conversationId, accounts }) => {
          const sides = await Promise.all(
            accounts.map((account) =>
              Promise.all(
                Array.from({ length: devicesPerSide }, () => client(account, conversationId)),
              ),
            ),
          );
          for (const side of sides) senders.push({ socket: side[0], conversationId, next: 0 });
        }),
      );
    }
    const connectMs = now() - connectStart;

    let sent = 0;
    let failed = 0;
    const refusals = {};
    // One message; `at` is when it was due (the body carries it for the delivery latency).
    const send = async (sender, at) => {
      sent += 1;
      const answer = await sender.socket
        .timeout(10_000)
        .emitWithAck('message:send', {
          conversationId: sender.conversationId,
          clientId: `${sender.socket.id}-${sender.next++}`,
          body: `bench ${at}`,
        })
        .catch(() => ({ ok: false, error: { code: 'ACK_TIMEOUT' } }));
      if (!answer.ok) {
        failed += 1;
        const code = answer.error?.code ?? 'UNKNOWN';
        refusals[code] = (refusals[code] ?? 0) + 1;
      }
      ackLatencies.push(now() - at);
    };

    await onRun('start');
    const runStart = now();
    if (rate) {
      const total = Math.round(rate * seconds);
      const gap = 1000 / rate;
      const acks = [];
      await new Promise((resolve) => {
        let j = 0;
        const tick = () => {
          const due = Math.min(total, Math.floor((now() - runStart) / gap) + 1);
          for (; j < due; j += 1) acks.push(send(senders[j % senders.length], runStart + j * gap));
          if (j >= total) resolve();
          else setTimeout(tick, Math.max(0, runStart + j * gap - now()));
        };
        tick();
      });
      await Promise.all(acks);
    } else {
      const deadline = runStart + seconds * 1000;
      await Promise.all(
        senders.map(async (sender) => {
          for (let m = 0; m < messagesPerSender && now() < deadline; m += 1) {
            await send(sender, now());
          }
        }),
      );
    }
    const storedMs = now() - runStart;
    // Each stored message reaches the other side's devices and the sender's own other devices;
    // a refused send stored nothing (an unanswered one may have been stored: it counts).
    const refused = failed - (refusals.ACK_TIMEOUT ?? 0);
    const expected = (sent - refused) * (2 * devicesPerSide - 1);
    // A backlog is waited out; a delivery is missed once none arrived for 10 s.
    let seen = deliveries;
    let lastProgress = Date.now();
    while (deliveries < expected && Date.now() - lastProgress < 10_000) {
      await new Promise((r) => setTimeout(r, 20));
      if (deliveries > seen) [seen, lastProgress] = [deliveries, Date.now()];
    }
    const deliveredMs = now() - runStart;
    await onRun('end');

    return {
      mode: rate ? `open loop, ${rate} messages/s offered` : 'closed loop',
      clients: everyone.length,
      conversations: pairs.length,
      connectSeconds: +(connectMs / 1000).toFixed(2),
      messagesSent: sent,
      failedSends: failed,
      ...(failed > 0 ? { refusals } : {}),
      messagesPerSecond: Math.round((sent - failed) / (storedMs / 1000)),
      deliveries,
      deliveriesExpected: expected,
      missedDeliveries: expected - deliveries,
      deliveriesPerSecond: Math.round(deliveries / (deliveredMs / 1000)),
      deliveryLatencyMs: {
        p50: +percentile(latencies, 50).toFixed(1),
        p95: +percentile(latencies, 95).toFixed(1),
        p99: +percentile(latencies, 99).toFixed(1),
      },
      ackLatencyMs: {
        p50: +percentile(ackLatencies, 50).toFixed(1),
        p99: +percentile(ackLatencies, 99).toFixed(1),
      },
    };
  } finally {
    for (const socket of everyone) socket.disconnect();
  }
}
