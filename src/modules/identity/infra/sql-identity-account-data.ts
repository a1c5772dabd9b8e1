import { Injectable } from '@nestjs/common';
import {
  anonymisedPerson,
  anonymisedTradie,
  type ErasedAccount,
} from '#shared/domain/account-data.js';
import { SqlAccountData } from '#shared/infra/privacy/sql-account-data.js';

/** The account and tradie profile in a data export, and their erasure. */
@Injectable()
export class SqlIdentityAccountData extends SqlAccountData {
  async exportSections(userId: string): Promise<Record<string, unknown>> {
    // Secrets (the password hash, token hashes) are left out.
    const [account, tradieProfile] = await this.each(userId, [
      `SELECT id, email, first_name, last_name, phone, suburb, state, postcode, is_admin,
                avatar_key IS NOT NULL AS has_avatar, banned_at, ban_reason, created_at, updated_at
         FROM users WHERE id = $1`,
      `SELECT business_name, abn, licence_number, licence_state, categories, service_postcode,
                service_radius_km, about, years_in_business, logo_key IS NOT NULL AS has_logo,
                verification_status, reviewed_at, rejection_reason, pending_licence_number,
                pending_licence_state, licence_change_requested_at, other_licences, created_at
         FROM tradie_profiles WHERE id = $1`,
    ]);
    return { account: account[0] ?? null, tradieProfile: tradieProfile[0] ?? null };
  }

  /** The user row stays (the ledger, payments, leads, reviews and jobs point at it). */
  async erase({ userId, at }: ErasedAccount): Promise<{ fileKeys: string[] }> {
    const files = await this.query<{ key: string }[]>(
      `SELECT avatar_key AS key FROM users WHERE id = $1 AND avatar_key IS NOT NULL
       UNION ALL SELECT logo_key FROM tradie_profiles WHERE id = $1 AND logo_key IS NOT NULL`,
      [userId],
    );
    const person = anonymisedPerson(userId);
    await this.query(
      `UPDATE users SET email = $2, first_name = $3, last_name = $4, phone = NULL, suburb = NULL,
         state = NULL, postcode = NULL, password_hash = $5, avatar_key = NULL,
         session_version = session_version + 1, deleted_at = $6, updated_at = $6
       WHERE id = $1`,
      [userId, person.email, person.firstName, person.lastName, person.passwordHash, at],
    );
    const tradie = anonymisedTradie();
    await this.query(
      `UPDATE tradie_profiles SET business_name = $2, abn = $3, licence_number = $4, about = NULL,
         years_in_business = NULL, logo_key = NULL, onesignal_id = NULL,
         pending_licence_number = NULL, pending_licence_state = NULL,
         licence_change_requested_at = NULL, other_licences = '[]',
         -- Off the directory and the public profile (404) for good.
         verification_status = 'rejected', rejection_reason = 'Account deleted'
       WHERE id = $1`,
      [userId, tradie.businessName, tradie.abn, tradie.licenceNumber],
    );
    await this.query(`UPDATE homeowner_profiles SET onesignal_id = NULL WHERE id = $1`, [userId]);
    await this.query(`DELETE FROM password_reset_tokens WHERE user_id = $1`, [userId]);
    // The business register's answer names the business.
    await this.query(`DELETE FROM abn_checks WHERE tradie_id = $1`, [userId]);
    // The register's record names the licensee: it goes with the account.
    await this.query(`DELETE FROM licence_checks WHERE tradie_id = $1`, [userId]);
    return { fileKeys: files.map((f) => f.key) };
  }
}
