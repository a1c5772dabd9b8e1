/** Every admin action the audit log records. */
export const AUDIT_ACTIONS = [
  'tradie.approve',
  'tradie.reject',
  'user.ban',
  'user.unban',
  'credits.adjust',
  'dispute.decide',
  'bulk_email.send',
  'bulk_email.cancel',
  'maintenance.on',
  'maintenance.off',
  'id_document.view',
  'id_document.check',
  'review.keep',
  'review.hide',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'user',
  'dispute',
  'bulk_email',
  'maintenance',
  'review',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export interface NewAuditEntry {
  actorId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  reason: string | null;
  details?: Record<string, unknown>;
}

export interface AuditEntry extends NewAuditEntry {
  id: string;
  actorEmail: string | null;
  /** Who a user target is ("Sam Lee (sam@example.com)"), so the log never shows a bare id. */
  targetName: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

export interface AuditFilter {
  action?: AuditAction;
  actorId?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  /** Keyset: entries older than this id. */
  before?: string;
  limit: number;
}

/**
 * The append-only audit log (the table refuses updates and deletes). `record` joins the
 * caller's transaction, so an action and its audit row commit together.
 */
export abstract class AuditLog {
  abstract record(entry: NewAuditEntry): Promise<void>;
  abstract list(filter: AuditFilter): Promise<AuditEntry[]>;
}
