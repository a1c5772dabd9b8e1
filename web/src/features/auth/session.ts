import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import type { ApiErrorCode } from '@/shared/api/error-codes';
import { isApiError, toApiError } from '@/shared/api/errors';
import type { User, UserType } from '@/shared/api/types';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { readStorage, removeStorage, writeStorage } from '@/shared/storage/local';

/**
 * Who is using the app. `confirmed: false` means "no localStorage hint of a login, so the server
 * was not asked": public pages render as logged out without a request (and without the 401 the
 * browser would log), while route guards always confirm with the server.
 */
export type Session =
  | { kind: 'anonymous'; confirmed: boolean }
  /** `message` is the server's, with the admin's reason when one was given. */
  | { kind: 'banned'; message?: string }
  | { kind: 'user'; user: User };

export const ANONYMOUS: Session = { kind: 'anonymous', confirmed: true };
const UNCONFIRMED_ANONYMOUS: Session = { kind: 'anonymous', confirmed: false };
export const sessionQueryKey = ['auth', 'session'] as const;

interface SessionHint {
  loggedIn: true;
  userType: UserType;
}

/**
 * The localStorage hint: logged in, and as which user type. 'Post a Job' reads it to send a
 * homeowner straight to the form (marketplace spec, § 4).
 */
export function readSessionHint(): SessionHint | null {
  const raw = readStorage(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'loggedIn' in parsed &&
      parsed.loggedIn === true &&
      'userType' in parsed &&
      (parsed.userType === 'homeowner' ||
        parsed.userType === 'tradie' ||
        parsed.userType === 'admin')
    ) {
      return { loggedIn: true, userType: parsed.userType };
    }
  } catch {
    // A corrupted hint is no hint.
  }
  return null;
}

function writeSessionHint(session: Session): void {
  if (session.kind === 'user') {
    const hint: SessionHint = { loggedIn: true, userType: session.user.type };
    writeStorage(STORAGE_KEYS.session, JSON.stringify(hint));
  } else {
    removeStorage(STORAGE_KEYS.session);
  }
}

/** What a refusal says about the session: it ended, the account is banned, or nothing. */
type SessionEffect = 'ended' | 'banned' | null;

// Only these two codes say something about the session itself; every other refusal is about
// the request.
function sessionEffect(code: ApiErrorCode): SessionEffect {
  switch (code) {
    case 'AUTH.UNAUTHENTICATED':
      return 'ended';
    case 'AUTH.BANNED':
      return 'banned';
    default:
      return null;
  }
}

/**
 * The session a refusal leaves behind, or null when it says nothing about it: the session
 * ended (a 401 without a code, an expired cookie, logged out in another tab) or the account
 * was suspended (AUTH.BANNED).
 */
export function sessionAfterError(error: unknown): Session | null {
  if (!isApiError(error)) return null;
  const effect = error.code ? sessionEffect(error.code) : error.status === 401 ? 'ended' : null;
  if (effect === 'ended') return ANONYMOUS;
  if (effect === 'banned') return { kind: 'banned', message: error.message };
  return null;
}

/** GET /api/auth/me: 401 is anonymous, 403 AUTH.BANNED is banned. */
export async function fetchSession(): Promise<Session> {
  const { data, error, response } = await api.GET('/api/auth/me');
  let session: Session;
  if (!response.ok || !data) {
    const apiError = toApiError(response.status, error);
    const after = response.status === 401 ? ANONYMOUS : sessionAfterError(apiError);
    if (!after) throw apiError;
    session = after;
  } else {
    session =
      data.user.status === 'banned' ? { kind: 'banned' } : { kind: 'user', user: data.user };
  }
  writeSessionHint(session);
  return session;
}

/** The server's answer when this device says it is logged in; otherwise unconfirmed anonymous. */
function sessionFromHintOrServer(): Promise<Session> {
  return readSessionHint() ? fetchSession() : Promise.resolve(UNCONFIRMED_ANONYMOUS);
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: sessionFromHintOrServer,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The auth part of the router context: route guards read the session through it. */
export interface Auth {
  /** The session as the server sees it (cached; asks the server when not yet confirmed). */
  ensureSession(): Promise<Session>;
  /** Records a session the server just returned (login, register, logout). */
  setSession(session: Session): void;
}

/** Caches a session the server reported and keeps the localStorage hint in step. */
export function storeSession(queryClient: QueryClient, session: Session): void {
  writeSessionHint(session);
  queryClient.setQueryData(sessionQueryKey, session);
}

export function createAuth(queryClient: QueryClient): Auth {
  return {
    ensureSession: async () => {
      const session = await queryClient.ensureQueryData(sessionQueryOptions());
      if (session.kind !== 'anonymous' || session.confirmed) return session;
      return queryClient.fetchQuery({
        ...sessionQueryOptions(),
        queryFn: fetchSession,
        staleTime: 0,
      });
    },
    setSession: (session) => storeSession(queryClient, session),
  };
}

/** Where the Dashboard link and a fresh login take each kind of user. */
export function dashboardPathFor(
  user: Pick<User, 'type'>,
): '/dashboard' | '/dashboard/tradie' | '/admin' {
  if (user.type === 'tradie') return '/dashboard/tradie';
  if (user.type === 'admin') return '/admin';
  return '/dashboard';
}
