import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import {
  type AuditAction,
  type AuditEntry,
  type AuditFilter,
  AuditLog,
  type NewAuditEntry,
} from '../domain/audit.js';

interface Row {
  id: string;
  actor_id: string;
  actor_email: string | null;
  action: AuditAction;
  target_type: NewAuditEntry['targetType'];
  target_id: string | null;
  target_name: string | null;
  reason: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

@Injectable()
export class SqlAuditLog extends AuditLog {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async record(entry: NewAuditEntry): Promise<void> {
    await this.uow.manager().query(
      `INSERT INTO admin_audit_log (actor_id, action, target_type, target_id, reason, details)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        entry.actorId,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.reason,
        JSON.stringify(entry.details ?? {}),
      ],
    );
  }

  async list(filter: AuditFilter): Promise<AuditEntry[]> {
    const rows = await this.uow.manager().query<Row[]>(
      `SELECT a.id::text AS id, a.actor_id, u.email AS actor_email, a.action, a.target_type,
              a.target_id, a.reason, a.details, a.created_at,
              t.first_name || ' ' || t.last_name || ' (' || t.email || ')' AS target_name
       FROM admin_audit_log a LEFT JOIN identity_accounts u ON u.id = a.actor_id
       LEFT JOIN identity_accounts t ON a.target_type = 'user' AND t.id::text = a.target_id
       WHERE ($1::text IS NULL OR a.action = $1)
         AND ($2::uuid IS NULL OR a.actor_id = $2)
         AND ($3::text IS NULL OR a.target_id = $3)
         AND ($4::timestamptz IS NULL OR a.created_at >= $4)
         AND ($5::timestamptz IS NULL OR a.created_at < $5)
         AND ($6::bigint IS NULL OR a.id < $6)
       ORDER BY a.id DESC LIMIT $7`,
      [
        filter.action ?? null,
        filter.actorId ?? null,
        filter.targetId ?? null,
        filter.from ?? null,
        filter.to ?? null,
        filter.before ?? null,
        filter.limit,
      ],
    );
    return rows.map((r) => ({
      id: r.id,
      actorId: r.actor_id,
      actorEmail: r.actor_email,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      targetName: r.target_name,
      reason: r.reason,
      details: r.details,
      createdAt: r.created_at,
    }));
  }
}
