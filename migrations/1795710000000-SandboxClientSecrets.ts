import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sandbox's hosted-field frame confirms a charge by its client secret, as Stripe's Payment
 * Element does: the browser holds the secret, never our API a card.
 */
export class SandboxClientSecrets1795710000000 implements MigrationInterface {
  name = 'SandboxClientSecrets1795710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sandbox_charges ADD COLUMN client_secret text`);
    await q.query(
      `UPDATE sandbox_charges SET client_secret = provider_ref || '_secret_' || md5(random()::text)`,
    );
    await q.query(`ALTER TABLE sandbox_charges ALTER COLUMN client_secret SET NOT NULL`);
    await q.query(
      `CREATE UNIQUE INDEX sandbox_charges_client_secret_idx ON sandbox_charges (client_secret)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sandbox_charges DROP COLUMN client_secret`);
  }
}
