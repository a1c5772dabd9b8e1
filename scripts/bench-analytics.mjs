// `npm run bench:analytics` (never part of `npm test`): the admin analytics queries on the
// benchmark's 100,000 jobs (with their leads, payments, reviews and disputes spread over a
// year), timed straight through the adapter the API uses. Target: < 200 ms per report.
//
// Needs a PostgreSQL server: BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL (only its
// server is used: the bench creates and drops `tradiehub_bench_analytics`).
// Knobs: BENCH_JOBS (100000), BENCH_RUNS (15).
import 'reflect-metadata';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { root, say } from './lib.mjs';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const dist = (path) => join(root, 'dist', path);

let serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl) {
  say('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL / DATABASE_URL) to a PostgreSQL server.');
  process.exit(1);
}
const server = new URL(serverUrl);
server.pathname = '/postgres';
const database = 'tradiehub_bench_analytics';
const databaseUrl = (() => {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
})();
const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${database}`);

try {
  const { runMigrations } = await import(dist('src/shared/infra/database/migrate.js'));
  await runMigrations(databaseUrl);
  const { TRADE_CATEGORY_IDS } = await import(dist('src/shared/domain/trade-categories.js'));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = Date.now();
  say(`loading ${JOBS} jobs over a year, with leads, payments, reviews and disputes…`);
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, state, created_at)
     SELECT 'home-' || g || '@bench.local', 'x', 'Olivia', 'Owner', 'NSW', now() - random() * interval '365 days'
     FROM generate_series(1, $1) g`,
    [Math.round(JOBS / 20)],
  );
  await db.query(
    `WITH u AS (
       INSERT INTO users (email, password_hash, first_name, last_name, created_at)
       SELECT 'tradie-' || g || '@bench.local', 'x', 'Dave', 'Tradie', now() - random() * interval '365 days'
       FROM generate_series(1, 2000) g RETURNING id, created_at)
     INSERT INTO tradie_profiles (id, business_name, abn, licence_number, licence_state, categories,
       service_postcode, service_radius_km, verification_status, created_at)
     SELECT id, 'Bench Trades', '51824753556', 'LIC12345', 'NSW', '{plumbing}', '2000', 50,
       CASE WHEN random() < 0.1 THEN 'pending' ELSE 'approved' END, created_at FROM u`,
  );
  await db.query(
    `WITH homes AS (SELECT array_agg(id) AS ids FROM users WHERE email LIKE 'home-%'),
     tradies AS (SELECT array_agg(id) AS ids FROM tradie_profiles),
     g AS (SELECT g, random() AS r, now() - random() * interval '365 days' AS at
           FROM generate_series(1, $1) g)
     INSERT INTO jobs (homeowner_id, title, description, category, location, state, postcode,
       budget_cents, status, assigned_tradie_id, created_at, published_at, lead_cap, lead_count,
       assigned_at, completed_at)
     SELECT homes.ids[1 + g % cardinality(homes.ids)], 'Bench job ' || g,
       'A job loaded by the analytics benchmark, number ' || g,
       ($2::text[])[1 + g % cardinality($2::text[])], 'Suburb',
       (ARRAY['ACT','NSW','NT','QLD','SA','TAS','VIC','WA'])[1 + g % 8], '2000',
       (5 + g % 200) * 1000,
       CASE WHEN r < 0.70 THEN 'open' WHEN r < 0.82 THEN 'assigned' WHEN r < 0.94 THEN 'completed'
            WHEN r < 0.97 THEN 'cancelled' ELSE 'pending_payment' END,
       CASE WHEN r >= 0.70 AND r < 0.94 THEN tradies.ids[1 + g % cardinality(tradies.ids)] END,
       at, at, (ARRAY[3, 5, 10])[1 + g % 3], least(g % 4, (ARRAY[3, 5, 10])[1 + g % 3]),
       CASE WHEN r >= 0.70 AND r < 0.94 THEN at + interval '2 days' END,
       CASE WHEN r >= 0.82 AND r < 0.94 THEN at + interval '9 days' END
     FROM g, homes, tradies`,
    [JOBS, TRADE_CATEGORY_IDS],
  );
  await db.query(
    `WITH tradies AS (SELECT array_agg(id) AS ids FROM tradie_profiles),
     j AS (SELECT id, published_at, lead_count, row_number() OVER () AS n FROM jobs WHERE lead_count > 0)
     INSERT INTO leads (job_id, tradie_id, price_credits, bought_at, status, refund_reason, refunded_at)
     SELECT j.id, tradies.ids[1 + (j.n * 13 + k * 101) % cardinality(tradies.ids)], 7,
       j.published_at + (k * random()) * interval '1 day',
       CASE WHEN (j.n + k) % 20 = 0 THEN 'refunded' ELSE 'active' END,
       CASE WHEN (j.n + k) % 20 = 0 THEN 'dispute_approved' END,
       CASE WHEN (j.n + k) % 20 = 0 THEN j.published_at + interval '5 days' END
     FROM j, tradies, generate_series(1, j.lead_count) k`,
  );
  await db.query(
    `INSERT INTO lead_disputes (lead_id, reason, details, status, decided_at, created_at)
     SELECT id, 'duplicate', 'Loaded by the analytics benchmark', 'approved', refunded_at, bought_at + interval '1 day'
     FROM leads WHERE status = 'refunded'`,
  );
  await db.query(
    `INSERT INTO payments (payer_id, purpose, bundle_id, credits, amount_cents, method, gateway,
       status, description, paid_at, created_at)
     SELECT t.id, 'bundle', 'starter', 50, 4950, 'card', 'sandbox', 'succeeded', 'Starter', at, at
     FROM (SELECT id, now() - random() * interval '365 days' AS at FROM tradie_profiles,
           generate_series(1, 10)) t`,
  );
  await db.query(
    `INSERT INTO reviews (job_id, homeowner_id, tradie_id, rating, comment, created_at)
     SELECT id, homeowner_id, assigned_tradie_id, 1 + (abs(hashtext(id::text)) % 5),
       'Loaded by the analytics benchmark', completed_at
     FROM jobs WHERE status = 'completed'`,
  );
  await db.query('VACUUM ANALYZE');
  const counts = (
    await db.query(
      `SELECT (SELECT count(*) FROM jobs) AS jobs, (SELECT count(*) FROM leads) AS leads,
              (SELECT count(*) FROM payments) AS payments, (SELECT count(*) FROM reviews) AS reviews`,
    )
  ).rows[0];
  await db.end();
  say(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);

  const { dataSourceOptions } = await import(
    dist('src/shared/infra/database/data-source-options.js')
  );
  const { TypeOrmUnitOfWork } = await import(
    dist('src/shared/infra/database/typeorm-unit-of-work.js')
  );
  const { SqlAnalyticsQueries } = await import(
    dist('src/modules/admin/infra/sql-analytics.queries.js')
  );
  const dataSource = new DataSource(dataSourceOptions(databaseUrl));
  await dataSource.initialize();
  const queries = new SqlAnalyticsQueries(new TypeOrmUnitOfWork(dataSource));
  const refreshStarted = performance.now();
  await queries.refresh();
  const refreshMs = performance.now() - refreshStarted;
  const day = (offset) =>
    new Date(Date.now() - offset * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Australia/Sydney',
    });
  const rows = [];
  for (const [label, days] of [
    ['30 days', 30],
    ['90 days', 90],
    ['365 days (every job)', 365],
  ]) {
    const range = { from: day(days - 1), to: day(0) };
    await queries.figures(range); // warm the cache
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await queries.figures(range);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)];
    rows.push(`| ${label} | ${median.toFixed(0)} ms | ${p95.toFixed(0)} ms |`);
  }
  await dataSource.destroy();
  console.log(
    `\nAdmin analytics report (all figures, ${RUNS} runs each) on ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}:\n`,
  );
  console.log('| range | median | p95 |\n| --- | --- | --- |');
  for (const row of rows) console.log(row);
  console.log(
    `\nRebuilding the daily roll-ups (every 5 minutes, in the background): ${refreshMs.toFixed(0)} ms`,
  );
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
