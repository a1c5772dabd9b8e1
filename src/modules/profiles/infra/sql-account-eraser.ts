import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import {
  anonymisedJob,
  anonymisedPerson,
  anonymisedTradie,
  ERASED_TEXT,
  FORMER_MEMBER,
} from '../domain/profile-rules.js';
import { AccountEraser } from '../domain/ports.js';

/**
 * Erases one account in the caller's transaction. Kept, de-identified: the user row (the
 * ledger, payments, leads, reviews and jobs point at it), jobs (kind, area, money, dates),
 * reviews (rating and words about the work; the author shows as a former member), the
 * ledger and payments untouched. Erased: every name, contact, address, picture, token,
 * export and free text the person wrote outside reviews.
 */
@Injectable()
export class SqlAccountEraser extends AccountEraser {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  async erase(userId: string, at: Date): Promise<{ fileKeys: string[] }> {
    const files = await this.query<{ key: string }[]>(
      `SELECT avatar_key AS key FROM users WHERE id = $1 AND avatar_key IS NOT NULL
       UNION ALL SELECT logo_key FROM tradie_profiles WHERE id = $1 AND logo_key IS NOT NULL
       UNION ALL SELECT storage_key FROM tradie_work_photos WHERE tradie_id = $1
       UNION ALL SELECT i.storage_key FROM job_images i JOIN jobs j ON j.id = i.job_id
                 WHERE j.homeowner_id = $1
       UNION ALL SELECT storage_key FROM data_exports WHERE user_id = $1 AND storage_key IS NOT NULL
       UNION ALL SELECT storage_key FROM tradie_id_documents
                 WHERE tradie_id = $1 AND storage_key IS NOT NULL`,
      [userId],
    );
    const previous = await this.query<{ email: string }[]>(
      `SELECT email FROM users WHERE id = $1`,
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
         licence_change_requested_at = NULL,
         -- Off the directory and the public profile (404) for good.
         verification_status = 'rejected', rejection_reason = 'Account deleted'
       WHERE id = $1`,
      [userId, tradie.businessName, tradie.abn, tradie.licenceNumber],
    );
    await this.query(`UPDATE homeowner_profiles SET onesignal_id = NULL WHERE id = $1`, [userId]);
    await this.query(`DELETE FROM tradie_work_photos WHERE tradie_id = $1`, [userId]);
    // The identity document goes at once, with its record (no 30-day wait after erasure).
    await this.query(`DELETE FROM tradie_id_documents WHERE tradie_id = $1`, [userId]);
    await this.query(
      `DELETE FROM job_images WHERE job_id IN (SELECT id FROM jobs WHERE homeowner_id = $1)`,
      [userId],
    );

    const jobs = await this.query<{ id: string; category: string }[]>(
      `SELECT id, category FROM jobs WHERE homeowner_id = $1`,
      [userId],
    );
    for (const { id, category } of jobs) {
      const job = anonymisedJob(category);
      // The coordinates are the postcode's centre already (never the address), so they stay.
      await this.query(
        `UPDATE jobs SET title = $2, description = $3, location = $4, updated_at = $5 WHERE id = $1`,
        [id, job.title, job.description, job.location, at],
      );
    }
    await this.query(`UPDATE quotes SET message = $2 WHERE tradie_id = $1`, [userId, ERASED_TEXT]);
    await this.query(`UPDATE review_reports SET reason = $2 WHERE reporter_id = $1`, [
      userId,
      ERASED_TEXT,
    ]);
    await this.query(
      `UPDATE lead_disputes SET details = $2
       WHERE lead_id IN (SELECT id FROM leads WHERE tradie_id = $1)`,
      [userId, ERASED_TEXT],
    );
    await this.query(
      `UPDATE enquiries SET name = $3, email = NULL, subject = NULL, message = $2
       WHERE user_id = $1 OR email = $4`,
      [userId, ERASED_TEXT, FORMER_MEMBER, previous[0]?.email ?? null],
    );
    await this.query(
      `UPDATE tax_invoices SET buyer = jsonb_build_object('name', $2::text, 'email', '',
         'businessName', NULL, 'abn', NULL)
       WHERE buyer_id = $1`,
      [userId, FORMER_MEMBER],
    );
    // The person's own inbox and settings go; what others were notified of stays theirs.
    await this.query(`DELETE FROM notifications WHERE user_id = $1`, [userId]);
    await this.query(`DELETE FROM notification_preferences WHERE user_id = $1`, [userId]);
    await this.query(`DELETE FROM push_outbox WHERE recipient_id = $1`, [userId]);
    await this.query(`DELETE FROM password_reset_tokens WHERE user_id = $1`, [userId]);
    await this.query(`DELETE FROM email_change_tokens WHERE user_id = $1`, [userId]);
    await this.query(`DELETE FROM data_exports WHERE user_id = $1`, [userId]);
    // The business register's answer names the business (identity's table, erased with it).
    await this.query(`DELETE FROM abn_checks WHERE tradie_id = $1`, [userId]);
    if (previous[0]) {
      await this.query(`DELETE FROM mail_outbox WHERE to_address = $1`, [previous[0].email]);
    }
    return { fileKeys: files.map((f) => f.key) };
  }
}
