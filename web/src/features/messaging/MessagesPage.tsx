import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { useCurrentUser } from '../auth/useCurrentUser';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { formatRelativeTime } from '@/shared/format/time';
import { useNow } from '@/shared/format/useNow';
import { cn } from '@/shared/ui/cn';
import { Badge, EmptyMessage, LoadingMessage } from '@/shared/ui/Status';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { conversationsQueryOptions } from './api';
import { MessageSearch } from './MessageSearch';
import { ThreadView } from './ThreadView';

type Area = 'homeowner' | 'tradie';

const PATHS = {
  homeowner: '/dashboard/messages',
  tradie: '/dashboard/tradie/messages',
} as const;

/** The conversation list beside the open thread (one at a time on small screens). */
export function MessagesPage({ area, selected }: { area: Area; selected?: string }) {
  const user = useCurrentUser();
  const now = useNow();
  const list = useQuery(conversationsQueryOptions());
  const conversations = list.data?.items ?? [];
  const open = conversations.find((c) => c.id === selected);
  const [searching, setSearching] = useState(false);

  return (
    <DashboardFrame
      area={area}
      title="Messages"
      intro={
        <p>
          {area === 'homeowner'
            ? 'Chat with the tradies who bought your jobs’ leads.'
            : 'Chat with the homeowners whose leads you bought.'}
        </p>
      }
    >
      {list.isPending ? <LoadingMessage>Loading conversations…</LoadingMessage> : null}
      {list.isError ? (
        <RetryAlert
          message="Your conversations could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {list.isSuccess && conversations.length === 0 ? (
        <EmptyMessage>
          {area === 'homeowner'
            ? 'No conversations yet. When a tradie buys your job’s lead, you can chat here.'
            : 'No conversations yet. Buy a lead to message its homeowner.'}
        </EmptyMessage>
      ) : null}
      {conversations.length > 0 ? (
        // minmax(0, …) columns and min-w-0 items: a long name or message must not widen the page.
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <div className={cn('min-w-0', open && 'hidden lg:block')}>
            <MessageSearch path={PATHS[area]} myId={user.id} onActive={setSearching} />
            <nav aria-label="Conversations" className={cn(searching && 'hidden')}>
              <ul className="space-y-2">
                {conversations.map((c) => (
                  <li key={c.id}>
                    <Link
                      to={PATHS[area]}
                      search={{ conversation: c.id }}
                      aria-current={c.id === selected ? 'true' : undefined}
                      className={cn(
                        'block rounded-xl border px-3 py-2 hover:bg-slate-50 dark:hover:bg-slate-800',
                        c.id === selected
                          ? 'border-brand-500 bg-brand-50 dark:bg-brand-900/30'
                          : 'border-slate-200 dark:border-slate-700',
                      )}
                    >
                      <span className="flex items-center justify-between gap-2">
                        <span className="truncate font-semibold text-slate-900 dark:text-white">
                          {c.otherParty.name}
                        </span>
                        {c.unread > 0 ? (
                          <Badge tone="brand">
                            {c.unread}
                            <span className="sr-only"> unread</span>
                          </Badge>
                        ) : null}
                      </span>
                      <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
                        {c.jobTitle}
                      </span>
                      <span className="block truncate text-sm text-slate-500 dark:text-slate-400">
                        {c.lastMessage
                          ? `${c.lastMessage.senderId === user.id ? 'You: ' : ''}${c.lastMessage.body} · ${formatRelativeTime(c.lastMessage.createdAt, now)}`
                          : 'No messages yet'}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          {open ? (
            <div className="min-w-0">
              <Link
                to={PATHS[area]}
                className="mb-2 inline-block text-sm font-medium text-brand-700 lg:hidden dark:text-brand-300"
              >
                ← All conversations
              </Link>
              <ThreadView key={open.id} conversation={open} myId={user.id} />
            </div>
          ) : (
            <p className="hidden text-slate-600 lg:block dark:text-slate-300">
              Choose a conversation to read it.
            </p>
          )}
        </div>
      ) : null}
    </DashboardFrame>
  );
}

export function HomeownerMessagesScreen() {
  const { conversation } = useSearch({ from: '/_authenticated/_homeowner/dashboard/messages' });
  return <MessagesPage area="homeowner" selected={conversation} />;
}

export function TradieMessagesScreen() {
  const { conversation } = useSearch({
    from: '/_authenticated/_tradie/_verified/dashboard/tradie/messages',
  });
  return <MessagesPage area="tradie" selected={conversation} />;
}
