import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';
import { REALTIME_TIMEOUT_MS, useSocket, useSocketEvent } from '../realtime/socket';
import { type ChatMessage, conversationQueryOptions, fetchMessages, mergeMessages } from './api';
import { messagingKeys } from './keys';

export interface PendingMessage {
  clientId: string;
  body: string;
  /** A picture being uploaded (always sent over HTTP). */
  image?: File;
  status: 'sending' | 'failed';
  error?: string;
}

interface SendAnswer {
  ok: boolean;
  message?: ChatMessage;
  error?: { code: string; message: string };
}

const TYPING_SHOWN_MS = 3_000;
const TYPING_EVERY_MS = 2_000;

function pictureForm(clientId: string, body: string, image: File): FormData {
  const form = new FormData();
  form.set('clientId', clientId);
  form.set('body', body);
  form.set('image', image);
  return form;
}

const newClientId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * One open thread: its messages (live, and caught up after a reconnect from the last seq
 * seen), sends with a client id (a retry resends the same id, so nothing doubles), typing,
 * and read receipts both ways.
 */
export function useThread(conversationId: string, myId: string) {
  const socket = useSocket();
  const queryClient = useQueryClient();
  const key = messagingKeys.thread(conversationId);
  // A fetch merges into what is shown instead of replacing it: one begun before a live message
  // arrived answers without it, and must not take it off the screen.
  const messages = useQuery({
    queryKey: key,
    queryFn: async () => {
      const fetched = await fetchMessages(conversationId);
      // Read after the answer: what arrived live meanwhile is in the cache by now.
      return mergeMessages(queryClient.getQueryData<ChatMessage[]>(key) ?? [], fetched);
    },
  });
  const detail = useQuery(conversationQueryOptions(conversationId));
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [otherTyping, setOtherTyping] = useState(false);
  const [liveReadSeq, setOtherReadSeq] = useState(0);
  const otherReadSeq = Math.max(liveReadSeq, detail.data?.otherReadSeq ?? 0);
  const lastTyping = useRef(0);

  const merge = useCallback(
    (incoming: ChatMessage[]) =>
      queryClient.setQueryData<ChatMessage[]>(key, (old) => mergeMessages(old ?? [], incoming)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, conversationId],
  );

  // The thread's room: the server does not notify about messages of a thread that is open.
  const join = useCallback(() => {
    socket?.emit('conversation:join', { conversationId });
  }, [socket, conversationId]);
  useEffect(() => {
    if (!socket) return;
    if (socket.connected) join();
    return () => {
      socket.emit('conversation:leave', { conversationId });
    };
  }, [socket, conversationId, join]);

  // After a dropped connection: rejoin and fetch everything after the last message seen.
  useSocketEvent('connect', () => {
    join();
    const seen = queryClient.getQueryData<ChatMessage[]>(key) ?? [];
    const after = seen.at(-1)?.seq;
    void fetchMessages(conversationId, after).then(merge);
  });

  useSocketEvent<ChatMessage>('message:new', (message) => {
    if (message.conversationId !== conversationId) return;
    merge([message]);
    setPending((list) => list.filter((p) => p.clientId !== message.clientId));
    if (message.senderId !== myId) setOtherTyping(false);
  });
  useSocketEvent<ChatMessage>('message:deleted', (message) => {
    if (message.conversationId === conversationId) merge([message]);
  });
  useSocketEvent<{ conversationId: string; userId: string }>('typing', (event) => {
    if (event.conversationId === conversationId && event.userId !== myId) setOtherTyping(true);
  });
  useSocketEvent<{ conversationId: string; userId: string; seq: number }>('message:read', (e) => {
    if (e.conversationId === conversationId && e.userId !== myId) {
      setOtherReadSeq((seq) => Math.max(seq, e.seq));
    }
  });
  useEffect(() => {
    if (!otherTyping) return;
    const timer = setTimeout(() => setOtherTyping(false), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [otherTyping]);

  // Read receipts: everything shown is read.
  const newestFromOther = (messages.data ?? []).filter((m) => m.senderId !== myId).at(-1)?.seq;
  useEffect(() => {
    if (socket && newestFromOther !== undefined) {
      socket.emit('message:read', { conversationId, seq: newestFromOther });
    }
  }, [socket, conversationId, newestFromOther]);

  const deliver = useCallback(
    async (clientId: string, body: string, image?: File) => {
      setPending((list) => [
        ...list.filter((p) => p.clientId !== clientId),
        { clientId, body, image, status: 'sending' },
      ]);
      let answer: SendAnswer;
      try {
        // A picture, or a message typed before the live connection is open (it opens after
        // the page loads, and reconnects on its own), goes over HTTP: the client id keeps a
        // retry from storing it twice either way.
        if (image || !socket?.connected) {
          answer = await apiRequest<SendAnswer>(
            'POST',
            `/api/conversations/${conversationId}/${image ? 'images' : 'messages'}`,
            image ? pictureForm(clientId, body, image) : { clientId, body },
          ).then(
            (sent) => ({ ...sent, ok: true }),
            (error: unknown) => ({
              ok: false,
              error:
                error instanceof ApiError
                  ? { code: error.code ?? '', message: error.message }
                  : undefined,
            }),
          );
        } else
          answer = (await socket
            .timeout(REALTIME_TIMEOUT_MS)
            .emitWithAck('message:send', { conversationId, clientId, body })) as SendAnswer;
      } catch {
        answer = { ok: false };
      }
      if (answer.ok && answer.message) {
        merge([answer.message]);
        setPending((list) => list.filter((p) => p.clientId !== clientId));
        return true;
      }
      setPending((list) =>
        list.map((p) =>
          p.clientId === clientId ? { ...p, status: 'failed', error: answer.error?.message } : p,
        ),
      );
      return false;
    },
    [socket, conversationId, merge],
  );

  return {
    messages: messages.data ?? [],
    isLoading: messages.isPending,
    isError: messages.isError,
    refetch: () => void messages.refetch(),
    pending,
    otherTyping,
    otherReadSeq,
    /** Why the conversation is read-only (its lead was refunded); null while open. */
    closedNotice: detail.data?.closedNotice ?? null,
    send: (body: string) => deliver(newClientId(), body),
    sendImage: (image: File, caption = '') => deliver(newClientId(), caption, image),
    retry: (p: PendingMessage) => deliver(p.clientId, p.body, p.image),
    /** Deletes one of the user's own messages, for both sides. */
    remove: async (messageId: string) => {
      merge([
        await apiRequest<ChatMessage>(
          'DELETE',
          `/api/conversations/${conversationId}/messages/${messageId}`,
        ),
      ]);
    },
    typing: () => {
      const now = Date.now();
      if (now - lastTyping.current < TYPING_EVERY_MS) return;
      lastTyping.current = now;
      socket?.emit('typing', { conversationId });
    },
  };
}
