import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { type DataExport, DataExports, type ExportStatus } from '../domain/ports.js';

interface Row {
  id: string;
  user_id: string;
  status: ExportStatus;
  storage_key: string | null;
  bytes: number | null;
  requested_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
}

const COLUMNS = 'id, user_id, status, storage_key, bytes, requested_at, ready_at, expires_at';

const toExport = (row: Row): DataExport => ({
  id: row.id,
  userId: row.user_id,
  status: row.status,
  storageKey: row.storage_key,
  bytes: row.bytes,
  requestedAt: row.requested_at,
  readyAt: row.ready_at,
  expiresAt: row.expires_at,
});

@Injectable()
export class SqlDataExports extends DataExports {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  async create(userId: string, at: Date): Promise<DataExport> {
    const rows = await this.query<Row[]>(
      `INSERT INTO data_exports (user_id, requested_at) VALUES ($1, $2) RETURNING ${COLUMNS}`,
      [userId, at],
    );
    return toExport(rows[0]);
  }

  async find(id: string): Promise<DataExport | null> {
    const rows = await this.query<Row[]>(`SELECT ${COLUMNS} FROM data_exports WHERE id = $1`, [id]);
    return rows[0] ? toExport(rows[0]) : null;
  }

  async listForUser(userId: string): Promise<DataExport[]> {
    const rows = await this.query<Row[]>(
      `SELECT ${COLUMNS} FROM data_exports WHERE user_id = $1 ORDER BY requested_at DESC, id LIMIT 10`,
      [userId],
    );
    return rows.map(toExport);
  }

  async pending(limit: number): Promise<string[]> {
    const rows = await this.query<{ id: string }[]>(
      `SELECT id FROM data_exports WHERE status = 'pending' ORDER BY requested_at, id LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.id);
  }

  async claim(id: string): Promise<DataExport | null> {
    const rows = await this.query<Row[]>(
      `SELECT ${COLUMNS} FROM data_exports WHERE id = $1 AND status = 'pending'
       FOR UPDATE SKIP LOCKED`,
      [id],
    );
    return rows[0] ? toExport(rows[0]) : null;
  }

  async markReady(
    id: string,
    storageKey: string,
    bytes: number,
    at: Date,
    expiresAt: Date,
  ): Promise<void> {
    await this.query(
      `UPDATE data_exports SET status = 'ready', storage_key = $2, bytes = $3, ready_at = $4,
         expires_at = $5 WHERE id = $1`,
      [id, storageKey, bytes, at, expiresAt],
    );
  }

  async markFailed(id: string): Promise<void> {
    await this.query(
      `UPDATE data_exports SET status = 'failed' WHERE id = $1 AND status = 'pending'`,
      [id],
    );
  }
}
