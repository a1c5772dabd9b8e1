import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { Audience } from '@/shared/api/types';
import { adminKeys, type AnalyticsRange, type AuditFilter } from './keys';

export function analyticsQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: adminKeys.analyticsOf(range),
    queryFn: () => unwrap(api.GET('/api/admin/analytics', { params: { query: range } })),
    staleTime: 30_000,
  });
}

export async function refreshAnalytics(): Promise<void> {
  await unwrap(api.POST('/api/admin/analytics/refresh'));
}

export function auditQueryOptions(filter: AuditFilter) {
  return queryOptions({
    queryKey: adminKeys.audit(filter),
    queryFn: () =>
      unwrap(
        api.GET('/api/admin/audit', {
          params: {
            query: {
              action: filter.action || undefined,
              targetId: filter.targetId || undefined,
              limit: 50,
            },
          },
        }),
      ),
    staleTime: 0,
  });
}

export async function setMaintenance(body: {
  enabled: boolean;
  message?: string;
  endsAt?: string | null;
}) {
  return unwrap(api.PUT('/api/admin/maintenance', { body }));
}

export function bulkEmailsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.bulkEmails,
    queryFn: async () => (await unwrap(api.GET('/api/admin/bulk-emails'))).items,
    staleTime: 0,
    // Live progress while a send is running.
    refetchInterval: (query) =>
      query.state.data?.some((e) => e.status === 'sending') ? 1_000 : false,
  });
}

export async function previewAudience(audience: Audience): Promise<number> {
  return (await unwrap(api.POST('/api/admin/bulk-emails/preview', { body: { audience } })))
    .recipients;
}

export async function sendTestEmail(body: { subject: string; body: string }): Promise<void> {
  await unwrap(api.POST('/api/admin/bulk-emails/test', { body }));
}

export async function sendBulkEmail(body: { subject: string; body: string; audience: Audience }) {
  return unwrap(api.POST('/api/admin/bulk-emails', { body }));
}

export async function cancelBulkEmail(id: string) {
  return unwrap(api.POST('/api/admin/bulk-emails/{id}/cancel', { params: { path: { id } } }));
}

export function userSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminKeys.users(q),
    queryFn: async () =>
      (await unwrap(api.GET('/api/admin/users', { params: { query: { q } } }))).items,
    staleTime: 0,
  });
}

export function adminUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: async () =>
      (await unwrap(api.GET('/api/admin/users/{id}', { params: { path: { id } } }))).user,
    staleTime: 0,
  });
}

export async function banUser({ id, reason }: { id: string; reason: string }) {
  await unwrap(
    api.POST('/api/admin/users/{id}/ban', { params: { path: { id } }, body: { reason } }),
  );
}

export async function unbanUser({ id, reason }: { id: string; reason: string }) {
  await unwrap(
    api.POST('/api/admin/users/{id}/unban', { params: { path: { id } }, body: { reason } }),
  );
}

export async function adjustCredits({
  id,
  amount,
  reason,
}: {
  id: string;
  amount: number;
  reason: string;
}) {
  return unwrap(
    api.POST('/api/admin/users/{id}/credits', {
      params: { path: { id } },
      body: { amount, reason, requestId: crypto.randomUUID() },
    }),
  );
}

export function openDisputesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.openDisputes,
    queryFn: async () =>
      (await unwrap(api.GET('/api/admin/disputes', { params: { query: { status: 'open' } } })))
        .items,
    staleTime: 0,
  });
}

export async function decideDispute({
  id,
  decision,
  reason,
}: {
  id: string;
  decision: 'approve' | 'reject';
  reason: string;
}): Promise<void> {
  const path =
    decision === 'approve'
      ? ('/api/admin/disputes/{id}/approve' as const)
      : ('/api/admin/disputes/{id}/reject' as const);
  await unwrap(api.POST(path, { params: { path: { id } }, body: { reason } }));
}
