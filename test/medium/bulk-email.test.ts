import { DataSource } from 'typeorm';
import { parseAudience } from '#modules/admin/domain/audience.js';
import { BulkEmailService } from '#modules/admin/domain/bulk-email.service.js';
import { UnsubscribeTokens } from '#modules/admin/domain/unsubscribe-token.js';
import { HmacMessageSigner } from '#modules/admin/infra/hmac-message-signer.js';
import { PgBossBulkEmailQueue } from '#modules/admin/infra/pg-boss-bulk-email.queue.js';
import { SqlAuditLog } from '#modules/admin/infra/sql-audit-log.js';
import { SqlBulkEmailStore } from '#modules/admin/infra/sql-bulk-email.store.js';
import { SqlNewsPreferences } from '#modules/admin/infra/sql-news-preferences.js';
import { SystemClock } from '#shared/domain/clock.js';
import type { Mailer } from '#shared/domain/mailer.js';
import { dataSourceOptions } from '#shared/infra/database/data-source-options.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { OutboxMailer } from '#shared/infra/mail/outbox-mailer.js';
import { SqlMaintenanceMode } from '#shared/infra/maintenance/sql-maintenance-mode.js';
import { FlakyMailer } from '#test/fakes/admin-bulk-email.fakes.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const RECIPIENTS = 5_000;

/** One application instance as far as bulk email goes: its own pool and its own pg-boss. */
async function instance(url: string, name: string, mailer?: (uow: TypeOrmUnitOfWork) => Mailer) {
  const dataSource = new DataSource({
    ...dataSourceOptions(url),
    extra: { max: 6, application_name: name },
  });
  await dataSource.initialize();
  const uow = new TypeOrmUnitOfWork(dataSource);
  const queue = new PgBossBulkEmailQueue({
    connectionString: url,
    expireInSeconds: 15 * 60,
    retryLimit: 5,
    retryDelay: 1,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 60,
    concurrency: 4,
    applicationName: `${name}-queue`,
    onError: () => undefined,
  });
  const clock = new SystemClock();
  const service = new BulkEmailService(
    new SqlBulkEmailStore(uow),
    queue,
    new SqlNewsPreferences(uow),
    new UnsubscribeTokens(new HmacMessageSigner('test-secret', 'unsubscribe'), clock),
    mailer ? mailer(uow) : new OutboxMailer(uow),
    new SqlAuditLog(uow),
    uow,
    clock,
    new SqlMaintenanceMode(uow),
    {
      batchSize: 100,
      ratePerSecond: 100_000,
      maxAttempts: 3,
      sender: { name: 'Tradiehub', address: 'Sydney NSW', appUrl: 'http://localhost' },
    },
  );
  return { dataSource, queue, service };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('bulk email on PostgreSQL and pg-boss', () => {
  let db: TestDatabase;
  let admin: DataSource;
  let adminId: string;
  const q = <T>(sql: string, params: unknown[] = []) => admin.query<T[]>(sql, params);

  beforeAll(async () => {
    db = await createTestDatabase();
    admin = new DataSource({ ...dataSourceOptions(db.url), extra: { max: 2 } });
    await admin.initialize();
    [{ id: adminId }] = await q<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, is_admin)
       VALUES ('boss@example.com', 'x', 'Ada', 'Admin', true) RETURNING id`,
    );
    // 5,000 homeowners who opted in, 200 who never did, 100 who unsubscribed.
    await q(
      `WITH u AS (
         INSERT INTO users (email, password_hash, first_name, last_name, state)
         SELECT 'user' || g || '@example.com', 'x', 'User' || g, 'Test', 'NSW'
         FROM generate_series(1, $1) g RETURNING id, email)
       INSERT INTO news_subscriptions (user_id, subscribed, consented_at)
       SELECT id, true, now() FROM u`,
      [RECIPIENTS],
    );
    await q(
      `INSERT INTO users (email, password_hash, first_name, last_name, state)
       SELECT 'quiet' || g || '@example.com', 'x', 'Quiet', 'Test', 'NSW' FROM generate_series(1, 200) g`,
    );
    await q(
      `WITH u AS (
         INSERT INTO users (email, password_hash, first_name, last_name, state)
         SELECT 'gone' || g || '@example.com', 'x', 'Gone', 'Test', 'NSW'
         FROM generate_series(1, 100) g RETURNING id)
       INSERT INTO news_subscriptions (user_id, subscribed, unsubscribed_at)
       SELECT id, false, now() FROM u`,
    );
  }, 60_000);

  afterAll(async () => {
    await admin.destroy();
    await db.drop();
  });

  it('sends 5,000 messages exactly once although the sender is killed half-way and restarted', async () => {
    const a = await instance(db.url, 'bulk-instance-a');
    const audience = parseAudience({ group: 'homeowners', states: ['NSW'] });
    expect(await a.service.preview(audience)).toBe(RECIPIENTS);
    const email = await a.service.start(
      adminId,
      { subject: 'Crash-safe news', bodyMarkdown: 'Every message **once**.' },
      audience,
    );
    expect(email.total).toBe(RECIPIENTS);

    const sent = async () =>
      (
        await q<{ n: number }>(
          `SELECT count(*)::int AS n FROM mail_outbox WHERE subject = 'Crash-safe news'`,
        )
      )[0].n;
    await waitFor(async () => (await sent()) >= RECIPIENTS / 2, 120_000);

    // Kill instance A: its database sessions die mid-transaction (whatever it was sending
    // rolls back), its pool is gone, and its queue worker stops.
    await Promise.all([
      q(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'bulk-instance-a' AND datname = current_database()`,
      ),
      a.dataSource.destroy().catch(() => undefined),
    ]);
    await a.queue.stop();
    const atCrash = await sent();
    expect(atCrash).toBeLessThan(RECIPIENTS);

    // Instance B starts, finds the unfinished campaign, and finishes it.
    const b = await instance(db.url, 'bulk-instance-b');
    await b.service.resumeIfNeeded();
    await waitFor(async () => (await b.service.status(email.id)).email.status === 'done', 180_000);

    const perRecipient = await q<{ copies: number; n: number }>(
      `SELECT copies, count(*)::int AS n FROM (
         SELECT to_address, count(*)::int AS copies FROM mail_outbox
         WHERE subject = 'Crash-safe news' GROUP BY to_address) x GROUP BY copies`,
    );
    expect(perRecipient).toEqual([{ copies: 1, n: RECIPIENTS }]);
    const strays = await q(
      `SELECT 1 FROM mail_outbox WHERE subject = 'Crash-safe news'
         AND (to_address LIKE 'quiet%' OR to_address LIKE 'gone%')`,
    );
    expect(strays).toEqual([]);
    expect((await b.service.status(email.id)).progress).toEqual({
      sent: RECIPIENTS,
      failed: 0,
      skipped: 0,
      pending: 0,
    });
    const audit = await q<{ action: string; target_id: string }>(
      `SELECT action, target_id FROM admin_audit_log WHERE target_id = $1`,
      [email.id],
    );
    expect(audit).toEqual([{ action: 'bulk_email.send', target_id: email.id }]);
    await b.service.stop();
    await b.dataSource.destroy();
  }, 300_000);

  it('skips users who unsubscribe after the snapshot, retries a failing recipient and records the failure', async () => {
    // The outbox behind a mailer that refuses user2, as an SMTP server's 550 would.
    let flaky!: FlakyMailer;
    const c = await instance(db.url, 'bulk-instance-c', (uow) => {
      flaky = new FlakyMailer(new OutboxMailer(uow));
      flaky.failing.add('user2@example.com');
      return flaky;
    });
    const audience = parseAudience({ group: 'homeowners', states: ['NSW'] });
    await c.service.stop(); // the worker starts with the send; first unsubscribe someone
    const email = await c.service.start(
      adminId,
      { subject: 'Flaky news', bodyMarkdown: 'Some get it, some do not.' },
      audience,
    );
    await q(
      `UPDATE news_subscriptions SET subscribed = false
       WHERE user_id = (SELECT id FROM users WHERE email = 'user3@example.com')`,
    );
    await waitFor(async () => (await c.service.status(email.id)).email.status === 'done', 180_000);
    const { progress } = await c.service.status(email.id);
    // user3 may have been sent before the unsubscribe landed; either way nobody got two.
    expect(progress.failed).toBe(1);
    expect(progress.sent + progress.skipped).toBe(RECIPIENTS - 1);
    const [failure] = await q<{ attempts: number; last_error: string }>(
      `SELECT r.attempts, r.last_error FROM bulk_email_recipients r
       WHERE r.bulk_email_id = $1 AND r.email = 'user2@example.com'`,
      [email.id],
    );
    expect(failure).toEqual({ attempts: 3, last_error: '550 mailbox unavailable' });
    expect(flaky.attempts).toBeGreaterThanOrEqual(RECIPIENTS - 1);
    await c.service.stop();
    await c.dataSource.destroy();
  }, 300_000);

  it('stop() returns only once the batch in hand is finished, and then nothing is fetched', async () => {
    const queue = new PgBossBulkEmailQueue({
      connectionString: db.url,
      expireInSeconds: 60,
      retryLimit: 0,
      retryDelay: 1,
      pollingIntervalSeconds: 0.2,
      maintenanceIntervalSeconds: 60,
      concurrency: 2,
      onError: () => undefined,
    });
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const handled: string[] = [];
    let started = false;
    await queue.start(async (job) => {
      if (job.bulkEmailId !== 'stop-test') return; // a retry left over from the tests above
      started = true;
      await released;
      handled.push(job.bulkEmailId);
    });
    await queue.enqueue([{ bulkEmailId: 'stop-test', batchNo: 0 }]);
    await waitFor(async () => started, 10_000);

    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(handled).toEqual(['stop-test']);
    const [job] = await q<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'bulk-email-batch' AND data->>'bulkEmailId' = 'stop-test'`,
    );
    expect(job.state).toBe('completed');
  }, 60_000);
});
