import createClient from 'openapi-fetch';
import { apiBaseUrl } from '../config/ssr';
import { ApiError, networkError, toApiError } from './errors';
import type { paths } from './schema.gen';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_HEADER = 'X-CSRF-Token';

let csrfToken: Promise<string> | null = null;

async function requestCsrfToken(): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/auth/csrf', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw networkError();
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== 'string') throw new ApiError(500, 'The server sent no CSRF token.');
  return token;
}

/** The CSRF token, fetched once and shared by every mutation. */
export function csrfTokenOnce(): Promise<string> {
  csrfToken ??= requestCsrfToken().catch((error: unknown) => {
    csrfToken = null;
    throw error;
  });
  return csrfToken;
}

/** Forgets the token and fetches a new one (after login, logout, or a CSRF refusal). */
export function refreshCsrfToken(): Promise<string> {
  csrfToken = null;
  return csrfTokenOnce();
}

function withCsrf(request: Request, token: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CSRF_HEADER, token);
  return new Request(request, { headers });
}

async function isCsrfRefusal(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return toApiError(response.status, body).code === 'AUTH.CSRF';
}

async function send(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    throw networkError();
  }
}

/** Adds the CSRF header to mutations; on a CSRF refusal refetches the token once and retries. */
async function csrfFetch(request: Request): Promise<Response> {
  if (!MUTATING.has(request.method)) return send(request);
  const spare = request.clone();
  const response = await send(withCsrf(request, await csrfTokenOnce()));
  if (!(await isCsrfRefusal(response))) return response;
  return send(withCsrf(spare, await refreshCsrfToken()));
}

/** The typed API client (types generated from the server's OpenAPI document). */
export const api = createClient<paths>({
  baseUrl: apiBaseUrl(),
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
  fetch: csrfFetch,
});

interface ClientResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Resolves to the response data, or throws an ApiError in the contract's shape. */
export async function unwrap<T>(call: Promise<ClientResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw toApiError(response.status, error);
  return data as T;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A request to an endpoint the generated client cannot type (multipart uploads, or contract
 * endpoints not yet in the OpenAPI document). Same CSRF handling and error shape as `api`.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const response = await csrfFetch(
    new Request(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  const parsed = parseBody(text);
  if (!response.ok) throw toApiError(response.status, parsed);
  return parsed as T;
}
