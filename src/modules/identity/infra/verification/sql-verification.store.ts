import { Injectable } from '@nestjs/common';
import type { TradieDetails } from '#modules/identity/domain/account.js';
import { VerificationStore } from '#modules/identity/domain/verification/ports.js';
import type { VerificationEntry } from '#modules/identity/domain/verification/verification-state.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';

interface Row {
  tradie_id: string;
  kind: VerificationEntry['kind'];
  reason: string | null;
  actor_id: string | null;
  at: Date;
}

@Injectable()
export class SqlVerificationStore extends VerificationStore {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[]): Promise<T> {
    return this.uow.manager().query(sql, params);
  }

  async record(tradieId: string, entry: VerificationEntry): Promise<void> {
    await this.query(
      `INSERT INTO tradie_verification_history (tradie_id, kind, reason, actor_id, at)
       VALUES ($1, $2, $3, $4, $5)`,
      [tradieId, entry.kind, entry.reason, entry.actorId, entry.at],
    );
  }

  async histories(tradieIds: readonly string[]): Promise<Map<string, VerificationEntry[]>> {
    const map = new Map<string, VerificationEntry[]>();
    if (tradieIds.length === 0) return map;
    const rows = await this.query<Row[]>(
      `SELECT tradie_id, kind, reason, actor_id, at FROM tradie_verification_history
        WHERE tradie_id = ANY($1::uuid[]) ORDER BY at, id`,
      [[...tradieIds]],
    );
    for (const row of rows) {
      const list = map.get(row.tradie_id) ?? [];
      list.push({ kind: row.kind, reason: row.reason, actorId: row.actor_id, at: row.at });
      map.set(row.tradie_id, list);
    }
    return map;
  }

  async resubmit(tradieId: string, details: TradieDetails): Promise<boolean> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected].
    const [rows]: [{ id: string }[], number] = await this.query(
      `UPDATE tradie_profiles SET business_name = $2, abn = $3, licence_number = $4,
         licence_state = $5, categories = $6, service_postcode = $7, service_radius_km = $8,
         other_licences = $9, verification_status = 'pending', rejection_reason = NULL,
         reviewed_at = NULL, reviewed_by = NULL
       WHERE id = $1 AND verification_status = 'rejected'
       RETURNING id`,
      [
        tradieId,
        details.businessName,
        details.abn,
        details.licenceNumber,
        details.licenceState,
        details.categories,
        details.servicePostcode,
        details.serviceRadiusKm,
        JSON.stringify(
          (details.otherLicences ?? []).map((licence) => ({ ...licence, approvedAt: null })),
        ),
      ],
    );
    return rows.length > 0;
  }

  async abnHeldByAnother(abn: string, tradieId: string): Promise<boolean> {
    const rows = await this.query<unknown[]>(
      `SELECT 1 FROM tradie_profiles t JOIN users u ON u.id = t.id
        WHERE t.abn = $1 AND t.id <> $2 AND t.verification_status = 'approved'
          AND u.banned_at IS NULL AND u.deleted_at IS NULL
        LIMIT 1`,
      [abn, tradieId],
    );
    return rows.length > 0;
  }
}
