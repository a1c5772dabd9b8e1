import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version number for the public listing of open jobs (the landing teaser), bumped by the
 * database itself in the transaction that changes what the listing shows, so every instance
 * can keep the listing in memory and know it is stale the moment that change commits,
 * whichever module or statement made it.
 *
 * The triggers are deferred to commit time: the version row is then locked only for the last
 * instant of the writing transaction, after all its job rows are locked, so two transactions
 * closing jobs cannot deadlock on it. One bump per transaction (`bumped_by`), however many jobs
 * it touches.
 */
export class JobsOpenListingVersion1795750200000 implements MigrationInterface {
  name = 'JobsOpenListingVersion1795750200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE jobs_open_listing_version (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        version bigint NOT NULL,
        bumped_by bigint
      )`);
    await q.query(`INSERT INTO jobs_open_listing_version (version) VALUES (1)`);
    await q.query(`
      CREATE FUNCTION jobs_open_listing_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE jobs_open_listing_version
           SET version = version + 1, bumped_by = txid_current()
         WHERE bumped_by IS DISTINCT FROM txid_current();
        RETURN NULL;
      END $$`);
    // Listed = open and unassigned; the columns are those a teaser card shows or orders by.
    const listed = (row: string) =>
      `(${row}.status = 'open' AND ${row}.assigned_tradie_id IS NULL)`;
    const shown = (row: string) =>
      `(${row}.status, ${row}.assigned_tradie_id, ${row}.title, ${row}.category, ${row}.location,
        ${row}.state, ${row}.budget_cents, ${row}.is_emergency, ${row}.created_at)`;
    const trigger = (name: string, event: string, when: string) =>
      q.query(`
        CREATE CONSTRAINT TRIGGER ${name} AFTER ${event} ON jobs
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (${when})
        EXECUTE FUNCTION jobs_open_listing_bump()`);
    await trigger('jobs_open_listing_insert', 'INSERT', listed('NEW'));
    await trigger(
      'jobs_open_listing_update',
      'UPDATE',
      `(${listed('OLD')} OR ${listed('NEW')}) AND ${shown('OLD')} IS DISTINCT FROM ${shown('NEW')}`,
    );
    await trigger('jobs_open_listing_delete', 'DELETE', listed('OLD'));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete'])
      await q.query(`DROP TRIGGER jobs_open_listing_${event} ON jobs`);
    await q.query(`DROP FUNCTION jobs_open_listing_bump()`);
    await q.query(`DROP TABLE jobs_open_listing_version`);
  }
}
