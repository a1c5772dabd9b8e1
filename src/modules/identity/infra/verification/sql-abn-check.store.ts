import { Injectable } from '@nestjs/common';
import { AU_STATES, type AuState } from '#shared/domain/australia.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import type { AbnCheck } from '#modules/identity/domain/verification/abn-check.js';
import type { RegistryAnswer } from '#modules/identity/domain/verification/business-registry.js';
import { type AbnCheckJob, AbnCheckStore } from '#modules/identity/domain/verification/ports.js';

interface Row {
  tradie_id: string;
  abn: string;
  requested_at: Date;
  attempts: number;
  last_error: string | null;
  outcome: 'active' | 'cancelled' | 'not_found' | null;
  status_from: string | null;
  entity_name: string | null;
  business_names: string[];
  gst_registered_from: string | null;
  address_state: string | null;
  address_postcode: string | null;
  checked_at: Date | null;
}

const COLUMNS = `tradie_id, abn, requested_at, attempts, last_error, outcome,
  to_char(status_from, 'YYYY-MM-DD') AS status_from, entity_name, business_names,
  to_char(gst_registered_from, 'YYYY-MM-DD') AS gst_registered_from, address_state,
  address_postcode, checked_at`;

@Injectable()
export class SqlAbnCheckStore extends AbnCheckStore {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[]): Promise<T> {
    return this.uow.manager().query(sql, params);
  }

  async request(job: AbnCheckJob, at: Date): Promise<void> {
    // Another ABN starts afresh; the same ABN keeps its answer until the new one lands.
    await this.query(
      `INSERT INTO abn_checks (tradie_id, abn, requested_at) VALUES ($1, $2, $3)
       ON CONFLICT (tradie_id) DO UPDATE SET requested_at = $3,
         attempts = CASE WHEN abn_checks.abn = $2 THEN abn_checks.attempts ELSE 0 END,
         last_error = CASE WHEN abn_checks.abn = $2 THEN abn_checks.last_error END,
         outcome = CASE WHEN abn_checks.abn = $2 THEN abn_checks.outcome END,
         checked_at = CASE WHEN abn_checks.abn = $2 THEN abn_checks.checked_at END,
         abn = $2`,
      [job.tradieId, job.abn, at],
    );
  }

  async record(job: AbnCheckJob, answer: RegistryAnswer, at: Date): Promise<boolean> {
    const r = answer.kind === 'found' ? answer.record : null;
    // TypeORM answers an UPDATE … RETURNING with [rows, affected]: the pair is never empty.
    const [rows]: [unknown[], number] = await this.query(
      `UPDATE abn_checks SET outcome = $3, status_from = $4, entity_name = $5,
         business_names = $6, gst_registered_from = $7, address_state = $8,
         address_postcode = $9, checked_at = $10, last_error = NULL
       WHERE tradie_id = $1 AND abn = $2 RETURNING tradie_id`,
      [
        job.tradieId,
        job.abn,
        r ? r.status : 'not_found',
        r?.statusFrom ?? null,
        r?.entityName ?? null,
        r?.businessNames ?? [],
        r?.gstRegisteredFrom ?? null,
        r?.state ?? null,
        r?.postcode ?? null,
        at,
      ],
    );
    return rows.length > 0;
  }

  async failed(job: AbnCheckJob, error: string): Promise<void> {
    await this.query(
      `UPDATE abn_checks SET attempts = attempts + 1, last_error = left($3, 500)
       WHERE tradie_id = $1 AND abn = $2`,
      [job.tradieId, job.abn, error],
    );
  }

  async forTradies(ids: readonly string[]): Promise<Map<string, AbnCheck>> {
    if (ids.length === 0) return new Map();
    const rows = await this.query<Row[]>(
      `SELECT ${COLUMNS} FROM abn_checks WHERE tradie_id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.tradie_id, toCheck(row)]));
  }

  async unanswered(limit: number): Promise<AbnCheckJob[]> {
    const rows = await this.query<{ tradie_id: string; abn: string }[]>(
      `SELECT tradie_id, abn FROM abn_checks WHERE outcome IS NULL
       ORDER BY requested_at LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({ tradieId: row.tradie_id, abn: row.abn }));
  }
}

function toCheck(row: Row): AbnCheck {
  return {
    tradieId: row.tradie_id,
    abn: row.abn,
    requestedAt: row.requested_at,
    attempts: row.attempts,
    lastError: row.last_error,
    answer: toAnswer(row),
    checkedAt: row.checked_at,
  };
}

function toAnswer(row: Row): RegistryAnswer | null {
  if (row.outcome === null) return null;
  if (row.outcome === 'not_found') return { kind: 'not_found' };
  return {
    kind: 'found',
    record: {
      abn: row.abn,
      status: row.outcome,
      statusFrom: row.status_from,
      entityName: row.entity_name ?? '',
      businessNames: row.business_names,
      gstRegisteredFrom: row.gst_registered_from,
      state: asState(row.address_state),
      postcode: row.address_postcode,
    },
  };
}

function asState(value: string | null): AuState | null {
  return AU_STATES.find((state) => state === value) ?? null;
}
