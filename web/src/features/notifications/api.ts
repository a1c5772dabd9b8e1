import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { components } from '@/shared/api/schema.gen';
import { notificationKeys } from './keys';

export type AppNotification = components['schemas']['NotificationDto'];
export type Preference = components['schemas']['PreferenceDto'];

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list,
    queryFn: () => unwrap(api.GET('/api/notifications', { params: { query: { limit: 50 } } })),
  });

export const notificationsUnreadQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: () => unwrap(api.GET('/api/notifications/unread')),
  });

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: () => unwrap(api.GET('/api/notifications/preferences')),
  });

export const pushConfigQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.pushConfig,
    queryFn: () => unwrap(api.GET('/api/notifications/push-config')),
    staleTime: Infinity,
  });

export const markRead = (id: string) =>
  unwrap(api.POST('/api/notifications/{id}/read', { params: { path: { id } } }));

export const markAllRead = () => unwrap(api.POST('/api/notifications/read-all'));

export const savePreferences = (
  items: { type: Preference['type']; email: boolean; push: boolean }[],
) => unwrap(api.PUT('/api/notifications/preferences', { body: { items } }));

export const saveDeviceId = (onesignalId: string) =>
  unwrap(api.PUT('/api/notifications/push-device', { body: { onesignalId } }));
