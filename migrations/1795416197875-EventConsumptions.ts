import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which durable consumer has handled which outbox event: the row is written in the consumer's
 * own transaction, so the primary key makes every (consumer, event) pair happen once.
 */
export class EventConsumptions1795416197875 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_consumptions (
        consumer text NOT NULL,
        event_id uuid NOT NULL REFERENCES domain_events (id) ON DELETE CASCADE,
        consumed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
    // The relay looks for recent events a consumer has not handled yet.
    await q.query(`CREATE INDEX domain_events_recorded_idx ON domain_events (recorded_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX domain_events_recorded_idx`);
    await q.query(`DROP TABLE event_consumptions`);
  }
}
