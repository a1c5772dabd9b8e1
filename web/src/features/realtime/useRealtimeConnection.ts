import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '@/shared/api/types';
import { sessionQueryOptions } from '../auth/session';
import { jobKeys } from '../jobs/keys';
import { leadKeys } from '../leads/keys';
import { messagingKeys } from '../messaging/keys';
import { notificationKeys } from '../notifications/keys';
import { connectRealtime, disconnectRealtime, useSocket, useSocketEvent } from './socket';

/**
 * Keeps the realtime connection open while a homeowner or tradie is signed in, and refreshes
 * the header's unread counts when something arrives.
 */
export function useRealtimeConnection(user: User | null): void {
  const queryClient = useQueryClient();
  const userId = user && user.type !== 'admin' && user.status !== 'banned' ? user.id : null;
  useEffect(() => {
    if (userId) connectRealtime(userId);
    else disconnectRealtime();
  }, [userId]);
  // Signing out unmounts <RealtimeConnection>, which closes the connection.
  useEffect(() => disconnectRealtime, []);
  // A fetch already under way is joined, not cancelled (`cancelRefetch: false`): otherwise an
  // event arriving while a person loads older jobs or messages throws their page away. That
  // fetch began before the event and may answer without it, so one more follows it.
  const refresh = (queryKey: readonly unknown[]) => {
    const underWay = queryClient.isFetching({ queryKey }) > 0;
    const again = () => queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    void again().then(() => (underWay ? again() : undefined));
  };
  const refreshMessages = () => refresh(messagingKeys.all);
  // A notification often means a lead or job moved on (hired, completed): refresh those lists too.
  const refreshNotifications = () => {
    refresh(notificationKeys.all);
    refresh(leadKeys.mine);
    refresh(jobKeys.all);
  };
  useSocketEvent('message:new', refreshMessages);
  useSocketEvent('message:read', refreshMessages);
  useSocketEvent('message:deleted', refreshMessages);
  useSocketEvent('notification:new', refreshNotifications);
  useSocketEvent('notification:unread', refreshNotifications);
  useSocketEvent('connect', () => {
    refreshMessages();
    refreshNotifications();
  });
  // The server closes the connections of a session that ended (logged out elsewhere, a
  // password change, a ban): ask who is signed in now, which signs this tab out too; when it
  // is still this user, connect again (socket.io does not after a server-side close).
  const socket = useSocket();
  useSocketEvent<string>('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }).then(
      (session) => {
        if (session.kind === 'user' && session.user.id === userId) socket?.connect();
      },
      () => undefined,
    );
  });
}

/**
 * The connection as a component, so the layout can load this module (and the socket and query
 * keys behind it) only once someone has signed in: visitors never download it.
 */
export function RealtimeConnection({ user }: { user: User }): null {
  useRealtimeConnection(user);
  return null;
}
