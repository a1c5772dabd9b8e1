import type { AuditAction } from '@/shared/api/types';

// Query keys of this feature, in one place so no invalidation misses one by a typo.
// No runtime imports: any page may name these keys without loading the feature's code.
export type AnalyticsRange = { from: string; to: string };
export type AuditFilter = { action?: AuditAction; targetId?: string };

export const adminKeys = {
  all: ['admin'] as const,
  analytics: ['admin', 'analytics'] as const,
  analyticsOf: (range: AnalyticsRange) => ['admin', 'analytics', range] as const,
  audit: (filter: AuditFilter) => ['admin', 'audit', filter] as const,
  bulkEmails: ['admin', 'bulk-emails'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  openDisputes: ['admin', 'disputes', 'open'] as const,
  pendingTradies: ['admin', 'tradies', 'pending'] as const,
};
