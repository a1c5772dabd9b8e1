import { Injectable } from '@nestjs/common';
import type { AuState } from '#shared/domain/australia.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import type {
  LicenceCheck,
  LicenceCheckAnswer,
  LicenceCheckJob,
  ListingInput,
} from '#modules/identity/domain/verification/licence-check.js';
import type { LicenceRecord } from '#modules/identity/domain/verification/licence-registry.js';
import { LicenceCheckStore } from '#modules/identity/domain/verification/ports.js';

interface Row {
  tradie_id: string;
  licence_number: string;
  licence_state: AuState;
  requested_at: Date;
  attempts: number;
  last_error: string | null;
  outcome: 'found' | 'not_found' | 'by_admin' | null;
  holder: string | null;
  status: LicenceRecord['status'] | null;
  expires_on: string | null;
  classes: string[];
  covers: string[];
  checked_at: Date | null;
}

@Injectable()
export class SqlLicenceCheckStore extends LicenceCheckStore {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[]): Promise<T> {
    return this.uow.manager().query(sql, params);
  }

  async request(job: LicenceCheckJob, at: Date): Promise<void> {
    // The same licence keeps its answer until the new one lands.
    await this.query(
      `INSERT INTO licence_checks (tradie_id, licence_number, licence_state, requested_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (tradie_id, licence_number, licence_state) DO UPDATE SET requested_at = $4`,
      [job.tradieId, job.licenceNumber, job.state, at],
    );
  }

  async retain(
    tradieId: string,
    held: readonly { licenceNumber: string; licenceState: AuState }[],
  ): Promise<void> {
    await this.query(
      `DELETE FROM licence_checks WHERE tradie_id = $1
         AND (licence_number, licence_state) NOT IN (
           SELECT * FROM unnest($2::text[], $3::text[]))`,
      [tradieId, held.map((l) => l.licenceNumber), held.map((l) => l.licenceState)],
    );
  }

  async record(job: LicenceCheckJob, answer: LicenceCheckAnswer, at: Date): Promise<boolean> {
    const r = answer.kind === 'found' ? answer.record : null;
    // TypeORM answers an UPDATE … RETURNING with [rows, affected]: the pair is never empty.
    const [rows]: [unknown[], number] = await this.query(
      `UPDATE licence_checks SET outcome = $4, holder = $5, status = $6, expires_on = $7,
         classes = $8, covers = $9, checked_at = $10, last_error = NULL
       WHERE tradie_id = $1 AND licence_number = $2 AND licence_state = $3
       RETURNING tradie_id`,
      [
        job.tradieId,
        job.licenceNumber,
        job.state,
        answer.kind,
        r?.holder ?? null,
        r?.status ?? null,
        r?.expiresOn ?? null,
        r?.classes ?? [],
        answer.kind === 'by_admin' ? answer.covers : (r?.covers ?? []),
        at,
      ],
    );
    return rows.length > 0;
  }

  async failed(job: LicenceCheckJob, error: string): Promise<void> {
    await this.query(
      `UPDATE licence_checks SET attempts = attempts + 1, last_error = left($4, 500)
       WHERE tradie_id = $1 AND licence_number = $2 AND licence_state = $3`,
      [job.tradieId, job.licenceNumber, job.state, error],
    );
  }

  async forTradies(ids: readonly string[]): Promise<Map<string, LicenceCheck[]>> {
    if (ids.length === 0) return new Map();
    const rows = await this.query<Row[]>(
      `SELECT tradie_id, licence_number, licence_state, requested_at, attempts, last_error,
              outcome, holder, status, to_char(expires_on, 'YYYY-MM-DD') AS expires_on,
              classes, covers, checked_at
       FROM licence_checks WHERE tradie_id = ANY($1::uuid[]) ORDER BY requested_at`,
      [ids],
    );
    const checks = new Map<string, LicenceCheck[]>();
    for (const row of rows) {
      checks.set(row.tradie_id, [...(checks.get(row.tradie_id) ?? []), toCheck(row)]);
    }
    return checks;
  }

  async unanswered(limit: number): Promise<LicenceCheckJob[]> {
    const rows = await this.query<Row[]>(
      `SELECT tradie_id, licence_number, licence_state FROM licence_checks
       WHERE outcome IS NULL ORDER BY requested_at LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      tradieId: row.tradie_id,
      licenceNumber: row.licence_number,
      state: row.licence_state,
    }));
  }

  async approvedUnchecked(limit: number): Promise<string[]> {
    const rows = await this.query<{ id: string }[]>(
      `SELECT t.id FROM tradie_profiles t
       WHERE t.verification_status = 'approved'
         AND NOT EXISTS (SELECT 1 FROM licence_checks c WHERE c.tradie_id = t.id)
       ORDER BY t.id LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.id);
  }

  async listingInput(tradieId: string, options?: { lock?: boolean }): Promise<ListingInput | null> {
    const [row] = await this.query<
      {
        categories: string[];
        licence_number: string;
        licence_state: AuState;
        approved: boolean;
        other_licences: { licenceNumber: string; licenceState: AuState; approvedAt?: string }[];
      }[]
    >(
      `SELECT categories, licence_number, licence_state, other_licences,
              verification_status = 'approved' AS approved
       FROM tradie_profiles WHERE id = $1${options?.lock ? ' FOR UPDATE' : ''}`,
      [tradieId],
    );
    return row
      ? {
          categories: row.categories,
          licenceNumber: row.licence_number,
          licenceState: row.licence_state,
          approved: row.approved,
          otherLicences: row.other_licences.map((l) => ({
            licenceNumber: l.licenceNumber,
            licenceState: l.licenceState,
            approvedAt: l.approvedAt ? new Date(l.approvedAt) : null,
          })),
        }
      : null;
  }

  async setListed(tradieId: string, listed: string[]): Promise<void> {
    await this.query(`UPDATE tradie_profiles SET listed_categories = $2 WHERE id = $1`, [
      tradieId,
      listed,
    ]);
  }

  async listed(ids: readonly string[]): Promise<Map<string, string[]>> {
    if (ids.length === 0) return new Map();
    const rows = await this.query<{ id: string; listed: string[] }[]>(
      `SELECT id, coalesce(listed_categories, categories) AS listed FROM tradie_profiles
       WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.listed]));
  }
}

function toCheck(row: Row): LicenceCheck {
  return {
    tradieId: row.tradie_id,
    licenceNumber: row.licence_number,
    state: row.licence_state,
    requestedAt: row.requested_at,
    attempts: row.attempts,
    lastError: row.last_error,
    answer: toAnswer(row),
    checkedAt: row.checked_at,
  };
}

function toAnswer(row: Row): LicenceCheckAnswer | null {
  if (row.outcome === null) return null;
  if (row.outcome === 'not_found') return { kind: 'not_found' };
  if (row.outcome === 'by_admin') return { kind: 'by_admin', covers: row.covers };
  return {
    kind: 'found',
    record: {
      licenceNumber: row.licence_number,
      state: row.licence_state,
      holder: row.holder ?? '',
      status: row.status ?? 'current',
      expiresOn: row.expires_on,
      classes: row.classes,
      covers: row.covers,
    },
  };
}
