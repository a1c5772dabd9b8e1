import type { LedgerEntry } from '#modules/credits/domain/credits.js';
import type { MaintenanceState } from '#shared/domain/maintenance.js';
import type { UserDetail, UserSummary } from '../domain/admin-users.service.js';
import type { AuditEntry } from '../domain/audit.js';
import type { BulkEmail, BulkEmailProgress } from '../domain/bulk-email.js';
import type {
  AdminLedgerEntryDto,
  AdminUserDetailDto,
  AdminUserSummaryDto,
  AuditEntryDto,
  MaintenanceDto,
} from './operations.dto.js';
import type { BulkEmailDto } from './bulk-email.dto.js';

export const presentMaintenance = (s: MaintenanceState): MaintenanceDto => ({
  enabled: s.enabled,
  message: s.message,
  endsAt: s.endsAt?.toISOString() ?? null,
  updatedAt: s.updatedAt.toISOString(),
});

export const presentAudit = (e: AuditEntry): AuditEntryDto => ({
  id: e.id,
  actorId: e.actorId,
  actorEmail: e.actorEmail,
  action: e.action,
  targetType: e.targetType,
  targetId: e.targetId,
  targetName: e.targetName,
  reason: e.reason,
  details: e.details,
  createdAt: e.createdAt.toISOString(),
});

export const presentUserSummary = (u: UserSummary): AdminUserSummaryDto => ({
  ...u,
  createdAt: u.createdAt.toISOString(),
});

export const presentLedgerEntry = (e: LedgerEntry): AdminLedgerEntryDto => ({
  id: e.id,
  type: e.type,
  amount: e.amount,
  balanceAfter: e.balanceAfter,
  reference: e.reference,
  createdAt: e.createdAt.toISOString(),
});

export function presentUserDetail(d: UserDetail): AdminUserDetailDto {
  const a = d.account;
  return {
    id: a.id,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    type: d.type,
    status: d.status,
    businessName: a.tradie?.businessName ?? null,
    abn: a.tradie?.abn ?? null,
    createdAt: a.createdAt.toISOString(),
    phone: a.phone,
    state: a.state ?? a.tradie?.licenceState ?? null,
    postcode: a.postcode,
    banReason: a.banReason,
    bannedAt: a.bannedAt?.toISOString() ?? null,
    newsConsent: d.newsConsent,
    balance: d.balance,
    jobs: d.jobs.map((j) => ({ ...j, createdAt: j.createdAt.toISOString() })),
    leads: d.leads.map((l) => ({ ...l, boughtAt: l.boughtAt.toISOString() })),
    ledger: d.ledger.map(presentLedgerEntry),
  };
}

export const presentBulkEmail = (e: BulkEmail, progress: BulkEmailProgress): BulkEmailDto => ({
  id: e.id,
  subject: e.subject,
  body: e.bodyMarkdown,
  audience: e.audience,
  status: e.status,
  total: e.total,
  createdAt: e.createdAt.toISOString(),
  finishedAt: e.finishedAt?.toISOString() ?? null,
  progress,
});
