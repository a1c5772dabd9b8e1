import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, apiRequest, unwrap } from '@/shared/api/client';
import type {
  DataExport,
  OwnProfile,
  PersonalBody,
  SignedInSession,
  TradieProfileBody,
} from '@/shared/api/types';
import { sessionQueryKey } from '../auth/session';
import { profileKeys } from './keys';

/** GET /api/profile — the signed-in person's own profile. */
export function ownProfileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.own,
    queryFn: () => unwrap(api.GET('/api/profile')),
  });
}

/** GET /api/privacy/exports — refreshes every 2 s while one is being prepared. */
export function exportsQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.exports,
    queryFn: () => unwrap(api.GET('/api/privacy/exports')),
    select: (data) => data.items,
    refetchInterval: (query) =>
      query.state.data?.items.some((item: DataExport) => item.status === 'pending') ? 2000 : false,
  });
}

/** Stores the saved profile and refreshes the session (the header shows the name). */
export async function savedProfile(queryClient: QueryClient, profile: OwnProfile) {
  queryClient.setQueryData(profileKeys.own, profile);
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  return profile;
}

export function updatePersonal(body: PersonalBody): Promise<OwnProfile> {
  return unwrap(api.PATCH('/api/profile', { body }));
}

export function updateTradieProfile(id: string, body: TradieProfileBody): Promise<OwnProfile> {
  return unwrap(api.PATCH('/api/tradies/{id}/profile', { params: { path: { id } }, body }));
}

function picture(file: File): FormData {
  const form = new FormData();
  form.append('image', file, file.name);
  return form;
}

/** Multipart uploads (the generated client cannot type them); the server re-encodes them. */
export function uploadAvatar(file: File): Promise<OwnProfile> {
  return apiRequest('PUT', '/api/profile/avatar', picture(file));
}

export function removeAvatar(): Promise<OwnProfile> {
  return unwrap(api.DELETE('/api/profile/avatar'));
}

export function uploadLogo(tradieId: string, file: File): Promise<OwnProfile> {
  return apiRequest('PUT', `/api/tradies/${encodeURIComponent(tradieId)}/logo`, picture(file));
}

export function uploadWorkPhoto(tradieId: string, file: File): Promise<OwnProfile> {
  return apiRequest('POST', `/api/tradies/${encodeURIComponent(tradieId)}/photos`, picture(file));
}

export function removeWorkPhoto(tradieId: string, photoId: string): Promise<OwnProfile> {
  return unwrap(
    api.DELETE('/api/tradies/{id}/photos/{photoId}', {
      params: { path: { id: tradieId, photoId } },
    }),
  );
}

export function changePassword(body: { currentPassword: string; newPassword: string }) {
  return unwrap(api.POST('/api/auth/change-password', { body }));
}

export function requestEmailChange(body: { newEmail: string; password: string }) {
  return unwrap(api.POST('/api/profile/email', { body }));
}

export function confirmEmailChange(token: string): Promise<OwnProfile> {
  return unwrap(api.POST('/api/profile/email/confirm', { body: { token } }));
}

export function requestExport(): Promise<DataExport> {
  return unwrap(api.POST('/api/privacy/exports'));
}

export function deleteAccount(password: string) {
  return unwrap(api.POST('/api/privacy/delete-account', { body: { password, confirm: 'DELETE' } }));
}

/** GET /api/auth/sessions — the devices signed in to this account, this one marked. */
export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.sessions,
    queryFn: () => unwrap(api.GET('/api/auth/sessions')),
    select: (data): SignedInSession[] => data.items,
  });
}

export function endSession(id: string) {
  return unwrap(api.DELETE('/api/auth/sessions/{id}', { params: { path: { id } } }));
}

export function logoutEverywhere() {
  return unwrap(api.POST('/api/auth/logout-everywhere'));
}
