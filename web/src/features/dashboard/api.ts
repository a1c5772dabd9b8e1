import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { components } from '@/shared/api/schema.gen';
import { dashboardKeys } from './keys';

export type HomeownerDay = components['schemas']['HomeownerDashboardDto'];
export type TradieDay = components['schemas']['TradieDashboardDto'];
export type AdminDay = components['schemas']['AdminDashboardDto'];

// Always fresh on arrival: the dashboard is the person's "what changed" screen.
export function homeownerDayQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.homeowner,
    queryFn: () => unwrap(api.GET('/api/dashboard/homeowner')),
    staleTime: 0,
  });
}

export function tradieDayQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.tradie,
    queryFn: () => unwrap(api.GET('/api/dashboard/tradie')),
    staleTime: 0,
  });
}

export function adminDayQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.admin,
    queryFn: () => unwrap(api.GET('/api/dashboard/admin')),
    staleTime: 0,
  });
}
