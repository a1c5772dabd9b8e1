import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { toApiError } from '@/shared/api/errors';
import type { User, UserType } from '@/shared/api/types';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { readStorage, removeStorage, writeStorage } from '@/shared/storage/local';

/** Who is using the app, as the server sees it. */
export type Session = { kind: 'anonymous' } | { kind: 'banned' } | { kind: 'user'; user: User };

export const ANONYMOUS: Session = { kind: 'anonymous' };
export const sessionQueryKey = ['auth', 'session'] as const;

interface SessionHint {
  loggedIn: true;
  userType: UserType;
}

/** The localStorage hint (spec § 4: "if local storage says logged in and the user is a homeowner"). */
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

/** GET /api/auth/me: 401 is anonymous, 403 AUTH.BANNED is banned. */
export async function fetchSession(): Promise<Session> {
  const { data, error, response } = await api.GET('/api/auth/me');
  let session: Session;
  if (response.status === 401) {
    session = ANONYMOUS;
  } else if (response.status === 403) {
    const apiError = toApiError(403, error);
    if (apiError.code !== 'AUTH.BANNED') throw apiError;
    session = { kind: 'banned' };
  } else if (!response.ok || !data) {
    throw toApiError(response.status, error);
  } else {
    session =
      data.user.status === 'banned' ? { kind: 'banned' } : { kind: 'user', user: data.user };
  }
  writeSessionHint(session);
  return session;
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The auth part of the router context: route guards read the session through it. */
export interface Auth {
  /** The cached session, fetched from the server the first time. */
  ensureSession(): Promise<Session>;
  /** Records a session the server just returned (login, register, logout). */
  setSession(session: Session): void;
}

export function createAuth(queryClient: QueryClient): Auth {
  return {
    ensureSession: () => queryClient.ensureQueryData(sessionQueryOptions()),
    setSession: (session) => {
      writeSessionHint(session);
      queryClient.setQueryData(sessionQueryKey, session);
    },
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
