import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A quote's revision number (0 until the tradie first changes it): a homeowner hires the
 * revision they saw, and a quote changed since is refused instead of accepted unseen.
 */
export class QuoteRevisionNumber1795618021550 implements MigrationInterface {
  name = 'QuoteRevisionNumber1795618021550';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quotes ADD COLUMN revision integer NOT NULL DEFAULT 0`);
    // Quotes already revised count as revision 1: a stale page cannot hire them unseen.
    await q.query(`UPDATE quotes SET revision = 1 WHERE revised_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quotes DROP COLUMN revision`);
  }
}
