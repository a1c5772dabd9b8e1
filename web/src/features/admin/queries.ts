import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { adminKeys } from './keys';

export function pendingTradiesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.pendingTradies,
    queryFn: async () =>
      (await unwrap(api.GET('/api/admin/tradies', { params: { query: { status: 'pending' } } })))
        .items,
    staleTime: 0,
  });
}

export async function approveTradie(id: string): Promise<void> {
  await unwrap(api.POST('/api/admin/tradies/{id}/approve', { params: { path: { id } } }));
}

export async function rejectTradie({ id, reason }: { id: string; reason: string }): Promise<void> {
  await unwrap(
    api.POST('/api/admin/tradies/{id}/reject', { params: { path: { id } }, body: { reason } }),
  );
}
