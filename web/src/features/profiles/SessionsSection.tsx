import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/errors';
import type { SignedInSession } from '@/shared/api/types';
import { formatDate, formatRelativeTime } from '@/shared/format/time';
import { useNow } from '@/shared/format/useNow';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { Badge, EmptyMessage } from '@/shared/ui/Status';
import { useLogout } from '../auth/useLogout';
import { endSession, logoutEverywhere, sessionsQueryOptions } from './api';
import { profileKeys } from './keys';

function SessionRow({
  session,
  now,
  ending,
  onEnd,
}: {
  session: SignedInSession;
  now: number;
  ending: boolean;
  onEnd: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
          <span className="break-words">{session.device}</span>
          {session.current ? <Badge tone="brand">This device</Badge> : null}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Last active {formatRelativeTime(session.lastSeenAt, now)} · signed in{' '}
          {formatDate(session.createdAt)}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        busy={ending}
        busyText="Ending…"
        aria-label={
          session.current ? 'End this session (log out here)' : `End session on ${session.device}`
        }
        onClick={onEnd}
      >
        End
      </Button>
    </li>
  );
}

/** The devices signed in to the account: end one, or all of them. */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions());
  const now = useNow();
  const { logOut } = useLogout();
  const end = useMutation({
    mutationFn: async (session: SignedInSession) => {
      await endSession(session.id);
      return session;
    },
    onSuccess: async (session) => {
      if (session.current) await logOut();
      else await queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
    },
  });
  const everywhere = useMutation({ mutationFn: logoutEverywhere, onSuccess: () => logOut() });
  const failure = end.error ?? everywhere.error;

  return (
    <section aria-labelledby="sessions-heading" className="space-y-3">
      <h3 id="sessions-heading" className="font-semibold text-slate-900 dark:text-white">
        Where you are signed in
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Ending a session signs that device out at once, chats included. Don&apos;t recognise one?
        End it and change your password.
      </p>
      {failure ? (
        <Alert tone="error">
          {isApiError(failure) ? failure.message : 'That did not work. Please try again.'}
        </Alert>
      ) : null}
      <QueryState
        query={sessions}
        loading="Loading your devices…"
        errorText="We could not load your devices."
        empty={<EmptyMessage>No devices are signed in.</EmptyMessage>}
      >
        {(list) => (
          <ul
            aria-label="Signed-in devices"
            className="divide-y divide-slate-200 dark:divide-slate-700"
          >
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                now={now}
                ending={end.isPending && end.variables?.id === session.id}
                onEnd={() => end.mutate(session)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      <Button
        variant="secondary"
        busy={everywhere.isPending}
        busyText="Logging out…"
        onClick={() => everywhere.mutate()}
      >
        Log out everywhere
      </Button>
    </section>
  );
}
