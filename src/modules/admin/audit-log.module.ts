import { Module } from '@nestjs/common';
import { AuditLog } from './domain/audit.js';
import { SqlAuditLog } from './infra/sql-audit-log.js';

/**
 * The audit log (table `admin_audit_log`, admin's) with no module to import, so that the
 * modules whose use cases write an admin decision's audit row in the decision's transaction
 * (identity's tradie verification, leads' disputes, reviews' moderation) can import it; they
 * cannot import AdminModule, which imports them.
 */
@Module({
  providers: [{ provide: AuditLog, useClass: SqlAuditLog }],
  exports: [AuditLog],
})
export class AuditLogModule {}
