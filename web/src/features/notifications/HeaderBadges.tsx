import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { User } from '@/shared/api/types';
import { messagesUnreadQueryOptions } from '../messaging/api';
import { notificationsUnreadQueryOptions, pushConfigQueryOptions } from './api';
import { setUpPush } from './push-setup';

const PATHS = {
  homeowner: { messages: '/dashboard/messages', notifications: '/dashboard/notifications' },
  tradie: {
    messages: '/dashboard/tradie/messages',
    notifications: '/dashboard/tradie/notifications',
  },
} as const;

function Count({ value, label }: { value: number; label: string }) {
  return (
    <span
      data-testid={`header-unread-${label}`}
      className="bg-brand-700 dark:bg-brand-400 ml-1 inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-bold text-white dark:text-slate-950"
    >
      {value > 99 ? '99+' : value}
      <span className="sr-only"> unread {label}</span>
    </span>
  );
}

/**
 * Messages and notifications with their unread counts, in the header of a signed-in homeowner
 * or approved tradie (kept live by the realtime connection). Also starts push setup when the
 * server has a push provider.
 */
export function HeaderBadges({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const area = user.type === 'homeowner' || user.type === 'tradie' ? user.type : null;
  const enabled = area !== null && user.status === 'active';
  const messages = useQuery({ ...messagesUnreadQueryOptions(), enabled });
  const notifications = useQuery({ ...notificationsUnreadQueryOptions(), enabled });
  const push = useQuery({ ...pushConfigQueryOptions(), enabled });
  const appId = push.data?.oneSignalAppId;
  useEffect(() => {
    if (appId) void setUpPush(appId, user.id);
  }, [appId, user.id]);
  if (!area || !enabled) return null;
  const link =
    'inline-flex items-center whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
  return (
    <>
      <Link to={PATHS[area].messages} onClick={onNavigate} className={link}>
        Messages
        {messages.data?.unread ? <Count value={messages.data.unread} label="messages" /> : null}
      </Link>
      <Link to={PATHS[area].notifications} onClick={onNavigate} className={link}>
        Notifications
        {notifications.data?.unread ? (
          <Count value={notifications.data.unread} label="notifications" />
        ) : null}
      </Link>
    </>
  );
}
