import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A tradie may revise a quote until the homeowner hires: when it last changed. */
export class QuoteRevisions1795453277247 implements MigrationInterface {
  name = 'QuoteRevisions1795453277247';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quotes ADD COLUMN revised_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE quotes DROP COLUMN revised_at`);
  }
}
