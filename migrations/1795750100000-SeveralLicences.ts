import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A tradie may hold more than one licence (an electrical and a plumbing licence, perhaps from
 * different states). The licence on `tradie_profiles` stays the main one, with its review
 * flow; the others are a list of values on the profile (`other_licences`: licenceNumber,
 * licenceState, approvedAt — null until an admin approves with it on file). Each licence gets
 * its own check, so `licence_checks` is keyed by the licence; the existing rows (one per
 * tradie, for the main licence) stay as they are.
 */
export class SeveralLicences1795750100000 implements MigrationInterface {
  name = 'SeveralLicences1795750100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE tradie_profiles ADD COLUMN other_licences jsonb NOT NULL DEFAULT '[]'
         CHECK (jsonb_typeof(other_licences) = 'array')`,
    );
    await q.query(`ALTER TABLE licence_checks DROP CONSTRAINT licence_checks_pkey`);
    await q.query(
      `ALTER TABLE licence_checks ADD PRIMARY KEY (tradie_id, licence_number, licence_state)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // Only the main licence's check survives the way back.
    await q.query(
      `DELETE FROM licence_checks c USING tradie_profiles t
        WHERE t.id = c.tradie_id
          AND (c.licence_number, c.licence_state) <> (t.licence_number, t.licence_state)`,
    );
    await q.query(`ALTER TABLE licence_checks DROP CONSTRAINT licence_checks_pkey`);
    await q.query(`ALTER TABLE licence_checks ADD PRIMARY KEY (tradie_id)`);
    await q.query(`ALTER TABLE tradie_profiles DROP COLUMN other_licences`);
  }
}
