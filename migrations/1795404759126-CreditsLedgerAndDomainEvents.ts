import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The credits ledger (append-only, one row per movement, unique idempotency key), one balance
 * row per user that can never go below zero, the sign-up bonus counter (at most 100 grants),
 * and the domain-event outbox.
 */
export class CreditsLedgerAndDomainEvents1795404759126 implements MigrationInterface {
  name = 'CreditsLedgerAndDomainEvents1795404759126';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE credit_balances (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        balance integer NOT NULL DEFAULT 0 CONSTRAINT credit_balances_not_negative CHECK (balance >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE credit_transactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- No cascade: money history outlives nothing silently.
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        type text NOT NULL CHECK (type IN ('signup_bonus','purchase','lead_purchase','refund',
          'leaderboard_reward','reward','redemption','admin_adjustment')),
        amount integer NOT NULL CHECK (amount <> 0),
        balance_after integer NOT NULL CHECK (balance_after >= 0),
        reference text CHECK (length(reference) <= 200),
        idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Spending types only take credits away, earning types only add them.
        CONSTRAINT credit_transactions_sign CHECK (
          (type IN ('lead_purchase','redemption') AND amount < 0)
          OR (type IN ('signup_bonus','purchase','refund','leaderboard_reward','reward') AND amount > 0)
          OR type = 'admin_adjustment')
      )`);
    await q.query(
      `CREATE UNIQUE INDEX credit_transactions_idempotency_key ON credit_transactions (idempotency_key)`,
    );
    await q.query(
      `CREATE INDEX credit_transactions_user_idx ON credit_transactions (user_id, created_at DESC, id DESC)`,
    );
    // One sign-up bonus per user, whatever the key says.
    await q.query(
      `CREATE UNIQUE INDEX credit_transactions_one_signup_bonus ON credit_transactions (user_id) WHERE type = 'signup_bonus'`,
    );
    // Append-only: the database refuses to change or remove a movement.
    await q.query(`
      CREATE FUNCTION credit_transactions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'credit_transactions is append-only' USING ERRCODE = 'raise_exception';
      END $$`);
    await q.query(`
      CREATE TRIGGER credit_transactions_no_update_or_delete
        BEFORE UPDATE OR DELETE ON credit_transactions
        FOR EACH ROW EXECUTE FUNCTION credit_transactions_append_only()`);

    // A single row counting the grants; the CHECK makes a 101st impossible.
    await q.query(`
      CREATE TABLE signup_bonus_counter (
        id smallint PRIMARY KEY CHECK (id = 1),
        granted integer NOT NULL DEFAULT 0,
        total integer NOT NULL,
        CONSTRAINT signup_bonus_counter_limit CHECK (granted BETWEEN 0 AND total)
      )`);
    await q.query(`INSERT INTO signup_bonus_counter (id, granted, total) VALUES (1, 0, 100)`);

    await q.query(`
      CREATE TABLE domain_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigserial NOT NULL UNIQUE,
        type text NOT NULL,
        aggregate_id text NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}',
        occurred_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        dispatched_at timestamptz
      )`);
    await q.query(`CREATE INDEX domain_events_type_idx ON domain_events (type, seq)`);
    await q.query(
      `CREATE INDEX domain_events_undispatched_idx ON domain_events (seq) WHERE dispatched_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE domain_events`);
    await q.query(`DROP TABLE signup_bonus_counter`);
    await q.query(`DROP TABLE credit_transactions`);
    await q.query(`DROP FUNCTION credit_transactions_append_only()`);
    await q.query(`DROP TABLE credit_balances`);
  }
}
