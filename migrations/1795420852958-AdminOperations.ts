import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin operations: the append-only audit log, maintenance mode, news consent, bulk email
 * campaigns and their recipients, mail headers (List-Unsubscribe) and the analytics roll-ups.
 */
export class AdminOperations1795420852958 implements MigrationInterface {
  name = 'AdminOperations1795420852958';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        actor_id uuid NOT NULL,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text,
        reason text,
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX admin_audit_log_created_idx ON admin_audit_log (created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX admin_audit_log_action_idx ON admin_audit_log (action, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX admin_audit_log_target_idx ON admin_audit_log (target_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX admin_audit_log_actor_idx ON admin_audit_log (actor_id, created_at DESC)`,
    );
    // Append-only: rows are never changed or removed, not even by a mistaken query.
    await q.query(`
      CREATE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'admin_audit_log is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER admin_audit_log_no_change BEFORE UPDATE OR DELETE OR TRUNCATE
      ON admin_audit_log FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_log_append_only()`);

    await q.query(`
      CREATE TABLE maintenance_mode (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        enabled boolean NOT NULL DEFAULT false,
        message text NOT NULL DEFAULT '',
        ends_at timestamptz,
        updated_by uuid,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO maintenance_mode (id) VALUES (1)`);

    await q.query(`
      CREATE TABLE news_subscriptions (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        subscribed boolean NOT NULL DEFAULT false,
        consented_at timestamptz,
        unsubscribed_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX news_subscriptions_subscribed_idx ON news_subscriptions (user_id) WHERE subscribed`,
    );

    await q.query(`
      CREATE TABLE bulk_emails (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subject text NOT NULL,
        body_markdown text NOT NULL,
        audience jsonb NOT NULL,
        status text NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'done', 'cancelled')),
        total integer NOT NULL DEFAULT 0,
        created_by uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX bulk_emails_created_idx ON bulk_emails (created_at DESC)`);
    await q.query(
      `CREATE INDEX bulk_emails_sending_idx ON bulk_emails (created_at) WHERE status = 'sending'`,
    );
    await q.query(`
      CREATE TABLE bulk_email_recipients (
        bulk_email_id uuid NOT NULL REFERENCES bulk_emails(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        email text NOT NULL,
        first_name text NOT NULL,
        batch_no integer NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
        attempts smallint NOT NULL DEFAULT 0,
        last_error text,
        sent_at timestamptz,
        PRIMARY KEY (bulk_email_id, user_id)
      )`);
    await q.query(
      `CREATE INDEX bulk_email_recipients_batch_idx ON bulk_email_recipients (bulk_email_id, batch_no) WHERE status = 'pending'`,
    );

    await q.query(`ALTER TABLE mail_outbox ADD COLUMN headers jsonb`);

    // Analytics: daily roll-ups (Sydney days) refreshed on a schedule; a report sums at most
    // 366 days of them. Each has the unique index REFRESH … CONCURRENTLY needs.
    const day = (column: string) => `(${column} AT TIME ZONE 'Australia/Sydney')::date`;
    await q.query(`
      CREATE MATERIALIZED VIEW analytics_signups_daily AS
      SELECT ${day('u.created_at')} AS day,
             count(*) FILTER (WHERE t.id IS NULL)::int AS homeowners,
             count(t.id)::int AS tradies
      FROM users u LEFT JOIN tradie_profiles t ON t.id = u.id
      WHERE NOT u.is_admin GROUP BY 1`);
    await q.query(`
      CREATE MATERIALIZED VIEW analytics_jobs_daily AS
      SELECT ${day('j.created_at')} AS day, j.category,
             count(*)::int AS jobs,
             sum(j.lead_count)::int AS slots_bought,
             sum(j.lead_cap)::int AS slots_offered,
             count(f.first_at)::int AS first_lead_jobs,
             coalesce(sum(extract(epoch FROM (f.first_at - j.published_at)) / 3600), 0)::float8
               AS first_lead_hours
      FROM jobs j
      LEFT JOIN (SELECT job_id, min(bought_at) AS first_at FROM leads GROUP BY job_id) f
        ON f.job_id = j.id AND j.published_at IS NOT NULL
      WHERE j.status <> 'pending_payment' GROUP BY 1, 2`);
    await q.query(`
      CREATE MATERIALIZED VIEW analytics_job_states_daily AS
      SELECT ${day('created_at')} AS day, coalesce(state, 'unknown') AS state, count(*)::int AS jobs
      FROM jobs WHERE status <> 'pending_payment' GROUP BY 1, 2`);
    // One row per day and kind of event, from whichever table records it.
    await q.query(`
      CREATE MATERIALIZED VIEW analytics_events_daily AS
      SELECT day, kind, sum(n)::bigint AS n, sum(amount)::bigint AS amount FROM (
        SELECT ${day('bought_at')} AS day, 'lead_sold' AS kind, 1 AS n, price_credits AS amount FROM leads
        UNION ALL
        SELECT ${day('refunded_at')}, 'lead_refunded', 1, price_credits FROM leads WHERE status = 'refunded'
        UNION ALL
        SELECT ${day('assigned_at')}, CASE WHEN status = 'completed' THEN 'hired_completed' ELSE 'hired_open' END, 1, 0
          FROM jobs WHERE assigned_at IS NOT NULL
        UNION ALL
        SELECT ${day('paid_at')}, 'payment_' || purpose, 1, amount_cents FROM payments WHERE status = 'succeeded'
        UNION ALL
        SELECT ${day('paid_at')}, 'credits_sold', 1, credits FROM payments WHERE status = 'succeeded' AND purpose = 'bundle'
        UNION ALL
        SELECT ${day('created_at')}, 'dispute_opened', 1, 0 FROM lead_disputes
        UNION ALL
        SELECT ${day('decided_at')}, 'dispute_' || status, 1, 0 FROM lead_disputes WHERE decided_at IS NOT NULL
        UNION ALL
        SELECT ${day('created_at')}, 'review', 1, rating FROM reviews
      ) e GROUP BY day, kind`);
    await q.query(
      `CREATE UNIQUE INDEX analytics_signups_daily_key ON analytics_signups_daily (day)`,
    );
    await q.query(
      `CREATE UNIQUE INDEX analytics_jobs_daily_key ON analytics_jobs_daily (day, category)`,
    );
    await q.query(
      `CREATE UNIQUE INDEX analytics_job_states_daily_key ON analytics_job_states_daily (day, state)`,
    );
    await q.query(
      `CREATE UNIQUE INDEX analytics_events_daily_key ON analytics_events_daily (day, kind)`,
    );
    await q.query(`
      CREATE TABLE analytics_refreshes (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        refreshed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO analytics_refreshes (id) VALUES (1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE analytics_refreshes`);
    await q.query(`DROP MATERIALIZED VIEW analytics_events_daily`);
    await q.query(`DROP MATERIALIZED VIEW analytics_job_states_daily`);
    await q.query(`DROP MATERIALIZED VIEW analytics_jobs_daily`);
    await q.query(`DROP MATERIALIZED VIEW analytics_signups_daily`);
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN headers`);
    await q.query(`DROP TABLE bulk_email_recipients`);
    await q.query(`DROP TABLE bulk_emails`);
    await q.query(`DROP TABLE news_subscriptions`);
    await q.query(`DROP TABLE maintenance_mode`);
    await q.query(`DROP TABLE admin_audit_log`);
    await q.query(`DROP FUNCTION admin_audit_log_append_only`);
  }
}
