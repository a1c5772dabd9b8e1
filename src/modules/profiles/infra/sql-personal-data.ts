import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { PersonalData } from '../domain/ports.js';

/**
 * Everything the platform's tables hold about one user, section by section, as JSON (column
 * names as stored; secrets such as the password hash and token hashes are left out).
 */
@Injectable()
export class SqlPersonalData extends PersonalData {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private rows(sql: string, userId: string): Promise<Record<string, unknown>[]> {
    return this.uow.manager().query<Record<string, unknown>[]>(sql, [userId]);
  }

  /** One query after another: inside a transaction they share one connection. */
  private async each(userId: string, queries: string[]): Promise<Record<string, unknown>[][]> {
    const results: Record<string, unknown>[][] = [];
    for (const sql of queries) results.push(await this.rows(sql, userId));
    return results;
  }

  async collect(userId: string): Promise<Record<string, unknown>> {
    const [
      account,
      tradieProfile,
      workPhotos,
      jobs,
      jobImages,
      jobsWorkedOn,
      leads,
      quotes,
      disputes,
      ledger,
      balance,
      payments,
      invoices,
      reviewsWritten,
      reviewsReceived,
      reviewsReported,
      enquiries,
      rewardPoints,
      giftCards,
      leaderboardPoints,
      leaderboardAwards,
      notifications,
      identityDocument,
    ] = await this.each(userId, [
      `SELECT id, email, first_name, last_name, phone, suburb, state, postcode, is_admin,
                avatar_key IS NOT NULL AS has_avatar, banned_at, ban_reason, created_at, updated_at
         FROM users WHERE id = $1`,
      `SELECT business_name, abn, licence_number, licence_state, categories, service_postcode,
                service_radius_km, about, years_in_business, logo_key IS NOT NULL AS has_logo,
                verification_status, reviewed_at, rejection_reason, pending_licence_number,
                pending_licence_state, licence_change_requested_at, created_at
         FROM tradie_profiles WHERE id = $1`,
      `SELECT id, width, height, bytes, created_at FROM tradie_work_photos
         WHERE tradie_id = $1 ORDER BY created_at`,
      `SELECT id, title, description, category, location, state, postcode, budget_cents,
                is_emergency, status, lead_cap, lead_count, assigned_tradie_id, created_at,
                published_at, assigned_at, completed_at, cancelled_at
         FROM jobs WHERE homeowner_id = $1 ORDER BY created_at`,
      `SELECT i.id, i.job_id, i.content_type, i.width, i.height, i.bytes, i.created_at
         FROM job_images i JOIN jobs j ON j.id = i.job_id WHERE j.homeowner_id = $1
         ORDER BY i.job_id, i.position`,
      `SELECT id, title, category, state, postcode, status, assigned_at, completed_at
         FROM jobs WHERE assigned_tradie_id = $1 ORDER BY assigned_at`,
      `SELECT id, job_id, price_credits, status, refund_reason, refunded_at, bought_at
         FROM leads WHERE tradie_id = $1 ORDER BY bought_at`,
      `SELECT id, job_id, amount_cents, message, estimated_start, status, created_at
         FROM quotes WHERE tradie_id = $1 ORDER BY created_at`,
      `SELECT d.id, d.lead_id, d.reason, d.details, d.status, d.decision_reason, d.decided_at,
                d.created_at
         FROM lead_disputes d JOIN leads l ON l.id = d.lead_id WHERE l.tradie_id = $1
         ORDER BY d.created_at`,
      `SELECT id, type, amount, balance_after, reference, created_at FROM credit_transactions
         WHERE user_id = $1 ORDER BY created_at, id`,
      `SELECT balance FROM credit_balances WHERE user_id = $1`,
      `SELECT id, purpose, bundle_id, credits, job_id, amount_cents, currency, method, gateway,
                status, failure_reason, description, created_at, paid_at
         FROM payments WHERE payer_id = $1 ORDER BY created_at`,
      `SELECT id, number, payment_id, seller, buyer, lines, total_cents, gst_cents, currency,
                issued_at
         FROM tax_invoices WHERE buyer_id = $1 ORDER BY issued_at`,
      `SELECT id, job_id, tradie_id, rating, comment, reply, replied_at, hidden_at, hidden_reason,
              created_at
         FROM reviews WHERE homeowner_id = $1 ORDER BY created_at`,
      `SELECT id, job_id, rating, comment, reply, replied_at, hidden_at, hidden_reason, created_at
         FROM reviews WHERE tradie_id = $1 ORDER BY created_at`,
      `SELECT id, review_id, reason, status, decision_reason, decided_at, created_at
         FROM review_reports WHERE reporter_id = $1 ORDER BY created_at`,
      `SELECT id, kind, name, email, subject, message, rating, created_at
         FROM enquiries WHERE user_id = $1 ORDER BY created_at`,
      `SELECT reason, points, credits, reference, created_at FROM reward_points
       WHERE user_id = $1 ORDER BY created_at`,
      `SELECT id, retailer, value_cents, credits, code, pin, provider, created_at
       FROM gift_card_redemptions WHERE user_id = $1 ORDER BY created_at`,
      `SELECT reason, points, reference, occurred_at FROM leaderboard_points
       WHERE tradie_id = $1 ORDER BY occurred_at`,
      `SELECT week_key, rank, points, credits, badge FROM leaderboard_awards
       WHERE tradie_id = $1 ORDER BY week_key`,
      `SELECT id, type, title, body, link, created_at, read_at FROM notifications
       WHERE user_id = $1 ORDER BY created_at`,
      // What we hold about the ID document, not the picture: it stays encrypted and is
      // deleted after the check, never copied into an export file (docs/decisions.md).
      `SELECT content_type, size_bytes, uploaded_at, decided_at, delete_after, deleted_at,
              grace_deadline, storage_key IS NOT NULL AS held
       FROM tradie_id_documents WHERE tradie_id = $1`,
    ]);
    return {
      account: account[0] ?? null,
      tradieProfile: tradieProfile[0] ?? null,
      workPhotos,
      jobs: { posted: jobs, images: jobImages, workedOn: jobsWorkedOn },
      leads: { bought: leads, quotes, disputes },
      ledger: { balance: balance[0]?.balance ?? 0, transactions: ledger },
      payments: { payments, invoices },
      reviews: { written: reviewsWritten, received: reviewsReceived, reported: reviewsReported },
      enquiries,
      rewards: { points: rewardPoints, giftCards },
      leaderboard: { points: leaderboardPoints, awards: leaderboardAwards },
      notifications,
      identityDocument: identityDocument[0] ?? null,
    };
  }
}
