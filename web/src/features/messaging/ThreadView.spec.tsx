import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { stubApi } from '@/test/api';
import { fill, renderPage, testUser } from '@/test/render';
import type { User } from '@/shared/api/types';
import { adoptRealtimeSocket, disconnectRealtime, REALTIME_TIMEOUT_MS } from '../realtime/socket';
import { RealtimeConnection } from '../realtime/useRealtimeConnection';
import { ThreadView } from './ThreadView';

const CONVERSATION = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  jobId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  jobTitle: 'Fix a leaking tap',
  otherParty: { id: 'tradie-1', name: 'Dave’s Plumbing' },
  lastMessage: null,
  unread: 0,
  closedReason: null,
};

/** A connected socket whose acknowledgements the test decides. */
function fakeSocket(answer: (payload: { clientId: string; body: string }) => Promise<unknown>) {
  const timeouts: number[] = [];
  const sends: { clientId: string; body: string }[] = [];
  const socket = {
    connected: true,
    on: jest.fn(),
    off: jest.fn(),
    emit: jest.fn(),
    disconnect: jest.fn(),
    timeout(ms: number) {
      timeouts.push(ms);
      return {
        emitWithAck: (_event: string, payload: { clientId: string; body: string }) => {
          sends.push(payload);
          return answer(payload);
        },
      };
    },
  };
  adoptRealtimeSocket(socket as unknown as Socket, 'homeowner-1');
  return { timeouts, sends };
}

/** The thread's endpoints: one message from `senderId`, and the conversation's details. */
function stubThread(
  message: { senderId: string; body: string },
  closedNotice: string | null,
  more: Parameters<typeof stubApi>[0] = {},
) {
  return stubApi({
    ...more,
    [`GET /api/conversations/${CONVERSATION.id}/messages`]: {
      status: 200,
      body: {
        items: [
          {
            id: 'm1',
            seq: 1,
            conversationId: CONVERSATION.id,
            clientId: 'c1',
            hasImage: false,
            createdAt: new Date().toISOString(),
            ...message,
          },
        ],
      },
    },
    [`GET /api/conversations/${CONVERSATION.id}`]: {
      status: 200,
      body: {
        id: CONVERSATION.id,
        jobId: CONVERSATION.jobId,
        side: 'homeowner',
        readSeq: 0,
        otherReadSeq: 0,
        closedNotice,
      },
    },
  });
}

describe('ThreadView', () => {
  it('shows text as text, and an unacknowledged message as not sent with a retry of the same id', async () => {
    stubThread({ senderId: 'tradie-1', body: '<img src=x onerror=alert(1)>' }, null);
    let fail = true;
    const { timeouts, sends } = fakeSocket(async (payload) => {
      if (fail) throw new Error('operation has timed out');
      return {
        ok: true,
        message: {
          id: 'm2',
          seq: 2,
          conversationId: CONVERSATION.id,
          senderId: 'homeowner-1',
          clientId: payload.clientId,
          body: payload.body,
          hasImage: false,
          createdAt: new Date().toISOString(),
        },
      };
    });
    const user = testUser();
    await renderPage(<ThreadView conversation={CONVERSATION} myId="homeowner-1" />);

    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();

    await fill(user, screen.getByLabelText('Message'), 'Tuesday at 9?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent — retry');
    expect(timeouts).toEqual([REALTIME_TIMEOUT_MS]);
    expect(REALTIME_TIMEOUT_MS).toBe(10_000);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('Tuesday at 9?')).toBeInTheDocument();
    expect(sends).toHaveLength(2);
    expect(sends.map((s) => s.clientId)).toEqual([sends[0]?.clientId, sends[0]?.clientId]);
  });

  it('sends over HTTP, once and with its client id, while the live connection is not open yet', async () => {
    disconnectRealtime();
    const { requests } = stubThread({ senderId: 'tradie-1', body: 'Hello' }, null, {
      [`POST /api/conversations/${CONVERSATION.id}/messages`]: async (request) => {
        const sent = (await request.json()) as { clientId: string; body: string };
        return {
          status: 201,
          body: {
            duplicate: false,
            message: {
              id: 'm2',
              seq: 2,
              conversationId: CONVERSATION.id,
              senderId: 'homeowner-1',
              clientId: sent.clientId,
              body: sent.body,
              hasImage: false,
              createdAt: new Date().toISOString(),
            },
          },
        };
      },
    });
    const user = testUser();
    await renderPage(<ThreadView conversation={CONVERSATION} myId="homeowner-1" />);

    await fill(user, await screen.findByLabelText('Message'), 'Tuesday at 9?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    expect(screen.getAllByTestId('message')[1]).toHaveTextContent('Tuesday at 9?');
    expect(screen.queryByRole('alert')).toBeNull();
    const posted = requests(`POST /api/conversations/${CONVERSATION.id}/messages`);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({ clientId: expect.any(String), body: 'Tuesday at 9?' });
  });

  it('shows a refunded lead’s conversation read-only, with why, and no composer', async () => {
    const NOTICE =
      "This conversation is closed: the tradie's credits for this lead went back because the job was cancelled";
    stubThread({ senderId: 'homeowner-1', body: 'Can you come Tuesday?' }, NOTICE);
    fakeSocket(async () => ({ ok: true }));
    await renderPage(
      <ThreadView
        conversation={{ ...CONVERSATION, closedReason: 'job_cancelled' }}
        myId="homeowner-1"
      />,
    );

    expect(await screen.findByText('Can you come Tuesday?')).toBeInTheDocument();
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText('This conversation is read-only')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete your message/ })).toBeNull();
  });
});

describe('ThreadView, live and refetched at once', () => {
  const HOMEOWNER = { id: 'homeowner-1', type: 'homeowner', status: 'active' } as User;

  /** A connected socket whose server events the test fires. */
  function liveSocket() {
    const handlers = new Map<string, ((payload: unknown) => void)[]>();
    const socket = {
      connected: true,
      on: (event: string, handler: (payload: unknown) => void) => {
        handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      },
      off: (event: string, handler: (payload: unknown) => void) => {
        handlers.set(
          event,
          (handlers.get(event) ?? []).filter((h) => h !== handler),
        );
      },
      emit: jest.fn(),
      disconnect: jest.fn(),
    };
    adoptRealtimeSocket(socket as unknown as Socket, 'homeowner-1');
    return (event: string, payload: unknown) =>
      act(() => (handlers.get(event) ?? []).forEach((handler) => handler(payload)));
  }

  const message = (seq: number, senderId: string, body: string) => ({
    id: `m${seq}`,
    seq,
    conversationId: CONVERSATION.id,
    clientId: `c${seq}`,
    senderId,
    body,
    hasImage: false,
    createdAt: new Date().toISOString(),
  });

  it('keeps a message that arrives live while a refetch begun before it is under way', async () => {
    // The thread's second fetch (begun by a read receipt) answers only when the test says,
    // with what the server held before the new message was stored.
    let answerStale: () => void = () => undefined;
    const first = message(1, 'homeowner-1', 'Can you come Tuesday?');
    const second = message(2, 'tradie-1', 'Tuesday 9am works.');
    const before = { status: 200, body: { items: [first] } };
    const now = { status: 200, body: { items: [first, second] } };
    let answerNow: () => void = () => undefined;
    let fetches = 0;
    stubApi({
      [`GET /api/conversations/${CONVERSATION.id}/messages`]: () => {
        fetches += 1;
        if (fetches === 1) return before;
        if (fetches === 2) return new Promise((resolve) => (answerStale = () => resolve(before)));
        return new Promise((resolve) => (answerNow = () => resolve(now)));
      },
      [`GET /api/conversations/${CONVERSATION.id}`]: {
        status: 200,
        body: { id: CONVERSATION.id, jobId: CONVERSATION.jobId, side: 'homeowner', readSeq: 0 },
      },
      'GET /api/conversations': { status: 200, body: { items: [CONVERSATION] } },
    });
    const fire = liveSocket();
    await renderPage(
      <>
        <RealtimeConnection user={HOMEOWNER} />
        <ThreadView conversation={CONVERSATION} myId="homeowner-1" />
      </>,
    );
    expect(await screen.findByText('Can you come Tuesday?')).toBeInTheDocument();

    fire('message:read', { conversationId: CONVERSATION.id, userId: 'tradie-1', seq: 1 });
    await waitFor(() => expect(fetches).toBe(2));
    fire('message:new', second);
    expect(await screen.findByText('Tuesday 9am works.')).toBeInTheDocument();

    // The stale answer lands (the event joined that fetch, so one more follows once it is in,
    // and is held): the message stays on screen.
    answerStale();
    await waitFor(() => expect(fetches).toBe(3));
    await act(async () => undefined);
    expect(screen.getByText('Tuesday 9am works.')).toBeInTheDocument();
    answerNow();
    await act(async () => undefined);
    expect(screen.getAllByTestId('message')).toHaveLength(2);
  });
});
