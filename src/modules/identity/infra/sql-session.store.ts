import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { SessionStore } from '../domain/ports.js';
import type { Session, SessionOrigin } from '../domain/session.js';

interface SessionRowData {
  id: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  user_agent: string | null;
  ip: string | null;
  revoked_at: Date | null;
}

const COLUMNS = 'id, user_id, created_at, last_seen_at, expires_at, user_agent, ip, revoked_at';

const toSession = (row: SessionRowData): Session => ({
  id: row.id,
  userId: row.user_id,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
  expiresAt: row.expires_at,
  userAgent: row.user_agent,
  ip: row.ip,
  revokedAt: row.revoked_at,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `sessions` table, in the caller's transaction when there is one. */
@Injectable()
export class SqlSessionStore extends SessionStore {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[]): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  async create(userId: string, origin: SessionOrigin, now: Date, expiresAt: Date) {
    const rows = await this.query<SessionRowData[]>(
      `INSERT INTO sessions (user_id, created_at, last_seen_at, expires_at, user_agent, ip)
       VALUES ($1, $2, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [userId, now, expiresAt, origin.userAgent, origin.ip],
    );
    return toSession(rows[0]);
  }

  async find(id: string): Promise<Session | null> {
    if (!UUID.test(id)) return null;
    const rows = await this.query<SessionRowData[]>(
      `SELECT ${COLUMNS} FROM sessions WHERE id = $1`,
      [id],
    );
    return rows[0] ? toSession(rows[0]) : null;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.query(`UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2`, [
      id,
      at,
    ]);
  }

  async revoke(userId: string, id: string, at: Date): Promise<boolean> {
    if (!UUID.test(id)) return false;
    // TypeORM answers an UPDATE with [rows, rowCount].
    const [, count] = await this.query<[unknown[], number]>(
      `UPDATE sessions SET revoked_at = $3
        WHERE id = $2 AND user_id = $1 AND revoked_at IS NULL AND expires_at > $3`,
      [userId, id, at],
    );
    return count > 0;
  }

  async revokeAll(userId: string, at: Date, exceptId?: string): Promise<string[]> {
    const [rows] = await this.query<[{ id: string }[], number]>(
      `UPDATE sessions SET revoked_at = $2
        WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)
        RETURNING id`,
      [userId, at, exceptId ?? null],
    );
    return rows.map((row) => row.id);
  }

  async listLive(userId: string, now: Date): Promise<Session[]> {
    const rows = await this.query<SessionRowData[]>(
      `SELECT ${COLUMNS} FROM sessions
        WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2
        ORDER BY last_seen_at DESC, created_at DESC LIMIT 100`,
      [userId, now],
    );
    return rows.map(toSession);
  }
}
