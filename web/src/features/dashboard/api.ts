import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { components } from '@/shared/api/schema.gen';

export type HomeownerDay = components['schemas']['HomeownerDashboardDto'];
export type TradieDay = components['schemas']['TradieDashboardDto'];
export type AdminDay = components['schemas']['AdminDashboardDto'];

// Always fresh on arrival: the dashboard is the person's "what changed" screen.
export function homeownerDayQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'homeowner'] as const,
    queryFn: () => unwrap(api.GET('/api/dashboard/homeowner')),
    staleTime: 0,
  });
}

export function tradieDayQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'tradie'] as const,
    queryFn: () => unwrap(api.GET('/api/dashboard/tradie')),
    staleTime: 0,
  });
}

export function adminDayQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'admin'] as const,
    queryFn: () => unwrap(api.GET('/api/dashboard/admin')),
    staleTime: 0,
  });
}
