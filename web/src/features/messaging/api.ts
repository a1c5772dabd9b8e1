import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { components } from '@/shared/api/schema.gen';
import { messagingKeys } from './keys';

export type Conversation = components['schemas']['ConversationDto'];
export type ChatMessage = components['schemas']['MessageDto'];
export type ConversationDetail = components['schemas']['ConversationDetailDto'];

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.conversations,
    queryFn: () => unwrap(api.GET('/api/conversations')),
  });

/** GET /api/conversations/search?q= — the newest messages containing the text. */
export const messageSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: messagingKeys.search(text),
    queryFn: () => unwrap(api.GET('/api/conversations/search', { params: { query: { q: text } } })),
  });

export const messagesUnreadQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.unread,
    queryFn: () => unwrap(api.GET('/api/conversations/unread')),
  });

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: messagingKeys.conversation(id),
    queryFn: () => unwrap(api.GET('/api/conversations/{id}', { params: { path: { id } } })),
  });

/** The thread's newest page, or what came after `after` (a reconnect's catch-up). */
export function fetchMessages(id: string, after?: number): Promise<ChatMessage[]> {
  return unwrap(
    api.GET('/api/conversations/{id}/messages', {
      params: { path: { id }, query: after === undefined ? {} : { after } },
    }),
  ).then((page) => page.items);
}

/**
 * Merges by id and orders by seq (live events and refetches may overlap, and a refetch begun
 * before an event may answer after it). A message changes only by being deleted, so a deleted
 * copy wins over one from before: the merge gives the same result in any order.
 */
export function mergeMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...a, ...b]) {
    if (!byId.get(message.id)?.deletedAt) byId.set(message.id, message);
  }
  return [...byId.values()].sort((x, y) => x.seq - y.seq);
}
