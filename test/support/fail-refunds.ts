import type { TestApp } from './test-app.js';

/**
 * Makes every ledger refund to this user fail inside PostgreSQL (a trigger), until the
 * returned `undo` runs: for tests that see a flow's whole transaction roll back with it.
 */
export async function failRefundsTo(t: Pick<TestApp, 'query'>, userId: string) {
  const name = `fail_refund_${userId.replaceAll('-', '')}`;
  await t.query(
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN RAISE EXCEPTION 'refund refused for the test'; END $$`,
  );
  await t.query(
    `CREATE TRIGGER ${name} BEFORE INSERT ON credit_transactions FOR EACH ROW
     WHEN (NEW.user_id = '${userId}' AND NEW.type = 'refund') EXECUTE FUNCTION ${name}()`,
  );
  return async () => {
    await t.query(`DROP TRIGGER ${name} ON credit_transactions`);
    await t.query(`DROP FUNCTION ${name}()`);
  };
}
