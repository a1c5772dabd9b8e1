import { queryOptions } from '@tanstack/react-query';
import { api, csrfTokenOnce, unwrap } from '@/shared/api/client';
import { networkError, toApiError } from '@/shared/api/errors';
import type { components } from '@/shared/api/schema.gen';
import { idDocumentKeys } from './keys';

export type OwnIdDocument = components['schemas']['OwnIdDocumentDto'];
export type AdminIdDocument = components['schemas']['AdminIdDocumentDto'];
export type IdDocumentToCheck = components['schemas']['IdDocumentToCheckDto'];

/** The server's limit; checked here first so a large photo fails before it is sent. */
export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;

export function ownIdDocumentQueryOptions() {
  return queryOptions({
    queryKey: idDocumentKeys.own,
    queryFn: () => unwrap(api.GET('/api/me/id-document')),
    staleTime: 60_000,
  });
}

export function adminIdDocumentQueryOptions(tradieId: string) {
  return queryOptions({
    queryKey: idDocumentKeys.admin(tradieId),
    queryFn: () =>
      unwrap(
        api.GET('/api/admin/tradies/{id}/id-document', { params: { path: { id: tradieId } } }),
      ),
    staleTime: 0,
  });
}

export function idDocumentsToCheckQueryOptions() {
  return queryOptions({
    queryKey: idDocumentKeys.toCheck,
    queryFn: async () => (await unwrap(api.GET('/api/admin/id-documents'))).items,
    staleTime: 0,
  });
}

export function markIdDocumentChecked(tradieId: string): Promise<AdminIdDocument> {
  return unwrap(
    api.POST('/api/admin/tradies/{id}/id-document/checked', { params: { path: { id: tradieId } } }),
  );
}

/** Where an admin opens the document (a new tab; each opening is audited by the server). */
export const idDocumentFileUrl = (tradieId: string) =>
  `/api/admin/tradies/${encodeURIComponent(tradieId)}/id-document/file`;

/**
 * Multipart upload through XMLHttpRequest, the one browser API that reports upload progress
 * (0–1) as the bytes leave.
 */
export async function uploadIdDocument(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<OwnIdDocument> {
  const token = await csrfTokenOnce();
  const form = new FormData();
  form.append('document', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/me/id-document');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('X-CSRF-Token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as OwnIdDocument);
      else reject(toApiError(xhr.status, body));
    };
    xhr.send(form);
  });
}
