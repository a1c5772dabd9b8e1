import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { formatRelativeTime } from '@/shared/format/time';
import { useNow } from '@/shared/format/useNow';
import { Button } from '@/shared/ui/Button';
import { cn } from '@/shared/ui/cn';
import { Badge, EmptyMessage, LoadingMessage } from '@/shared/ui/Status';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { markAllRead, markRead, notificationsQueryOptions } from './api';
import { notificationKeys } from './keys';
import { PreferencesForm } from './PreferencesForm';

type Area = 'homeowner' | 'tradie';

/** The inbox: newest first, unread marked, mark one or all read, and the channel choices. */
export function NotificationsPage({ area }: { area: Area }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const now = useNow();
  const list = useQuery(notificationsQueryOptions());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const readOne = useMutation({ mutationFn: markRead, onSuccess: refresh });
  const readAll = useMutation({ mutationFn: markAllRead, onSuccess: refresh });
  const items = list.data?.items ?? [];
  const unread = list.data?.unread ?? 0;

  return (
    <DashboardFrame
      area={area}
      title="Notifications"
      intro={
        <p>
          What happened with your jobs, quotes, messages
          {area === 'homeowner' ? ' and rewards' : ', leads and awards'}.
        </p>
      }
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700 dark:text-slate-200" data-testid="notifications-unread">
          {unread === 0 ? 'All caught up' : `${unread} unread`}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0 || readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          Mark all as read
        </Button>
      </div>
      {list.isPending ? <LoadingMessage>Loading notifications…</LoadingMessage> : null}
      {list.isError ? (
        <RetryAlert
          message="Your notifications could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {list.isSuccess && items.length === 0 ? (
        <EmptyMessage>
          Nothing yet. New quotes, messages and updates will show up here.
        </EmptyMessage>
      ) : null}
      <ul className="space-y-2">
        {items.map((n) => (
          <li
            key={n.id}
            data-testid="notification"
            className={cn(
              'rounded-xl border px-4 py-3',
              n.readAt
                ? 'border-slate-200 dark:border-slate-700'
                : 'border-brand-300 bg-brand-50 dark:border-brand-700 dark:bg-brand-900/30',
            )}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900 dark:text-white">
                  {n.readAt ? null : (
                    <span className="mr-2 align-middle">
                      <Badge tone="brand">New</Badge>
                    </span>
                  )}
                  {n.link ? (
                    <a
                      href={n.link}
                      onClick={(event) => {
                        event.preventDefault();
                        if (!n.readAt) readOne.mutate(n.id);
                        void navigate({ href: n.link ?? '/' });
                      }}
                      className="hover:underline"
                    >
                      {n.title}
                    </a>
                  ) : (
                    n.title
                  )}
                </p>
                <p className="text-sm break-words text-slate-600 dark:text-slate-300">{n.body}</p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
                  {formatRelativeTime(n.createdAt, now)}
                </p>
              </div>
              {n.readAt ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => readOne.mutate(n.id)}
                  disabled={readOne.isPending}
                >
                  Mark as read<span className="sr-only">: {n.title}</span>
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <PreferencesForm area={area} />
    </DashboardFrame>
  );
}

export const HomeownerNotificationsScreen = () => <NotificationsPage area="homeowner" />;
export const TradieNotificationsScreen = () => <NotificationsPage area="tradie" />;
