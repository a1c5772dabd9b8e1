import { describe, expect, it, jest } from '@jest/globals';
import { act, waitFor } from '@testing-library/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import type { User } from '@/shared/api/types';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { refusal, stubApi } from '@/test/api';
import { renderPage } from '@/test/render';
import { myJobsQueryOptions } from '../jobs/api';
import { messagesUnreadQueryOptions } from '../messaging/api';
import { adoptRealtimeSocket } from './socket';
import { RealtimeConnection, useRealtimeConnection } from './useRealtimeConnection';

const USER = { id: 'u1', type: 'homeowner', status: 'active', email: 'mia@example.com' } as User;

/** A socket whose events the test fires. */
function fakeSocket() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const socket = {
    connected: true,
    on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
    off: (event: string) => handlers.delete(event),
    connect: jest.fn(),
    disconnect: jest.fn(),
  };
  adoptRealtimeSocket(socket as unknown as Socket, USER.id);
  return { socket, fire: (event: string, payload: unknown) => handlers.get(event)?.(payload) };
}

function Harness() {
  useRealtimeConnection(USER);
  return null;
}

describe('useRealtimeConnection after the server closes the connection', () => {
  it('connects again while the session is still this user', async () => {
    localStorage.setItem(STORAGE_KEYS.session, '{"loggedIn":true,"userType":"homeowner"}');
    const api = stubApi({ 'GET /api/auth/me': { status: 200, body: { user: USER } } });
    const { socket, fire } = fakeSocket();
    await renderPage(<Harness />);
    fire('disconnect', 'io server disconnect');
    await waitFor(() => expect(socket.connect).toHaveBeenCalled());
    expect(api.requests('GET /api/auth/me')).toHaveLength(1);
  });

  it('asks who is signed in and stays closed when the session has ended', async () => {
    localStorage.setItem(STORAGE_KEYS.session, '{"loggedIn":true,"userType":"homeowner"}');
    const api = stubApi({
      'GET /api/auth/me': refusal(401, 'You need to log in first', {
        code: 'AUTH.UNAUTHENTICATED',
      }),
    });
    const { socket, fire } = fakeSocket();
    await renderPage(<Harness />);
    fire('disconnect', 'transport close');
    fire('disconnect', 'io server disconnect');
    await waitFor(() => expect(api.requests('GET /api/auth/me')).toHaveLength(1));
    expect(socket.connect).not.toHaveBeenCalled();
  });
});

describe('RealtimeConnection', () => {
  it('closes the connection when the layout stops rendering it (signed out)', async () => {
    const { socket } = fakeSocket();
    const { unmount } = await renderPage(<RealtimeConnection user={USER} />);
    expect(socket.disconnect).not.toHaveBeenCalled();
    unmount();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
  });
});

describe('useRealtimeConnection refreshing lists', () => {
  it('does not cancel a "Show older" page that is loading when a notification arrives', async () => {
    localStorage.setItem(STORAGE_KEYS.session, '{"loggedIn":true,"userType":"homeowner"}');
    let releaseOlder: () => void = () => undefined;
    const older = new Promise<void>((resolve) => (releaseOlder = resolve));
    stubApi({
      'GET /api/auth/me': { status: 200, body: { user: USER } },
      'GET /api/jobs/mine': async (request) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        if (!cursor) return { status: 200, body: { jobs: [{ id: 'new' }], nextCursor: 'c1' } };
        await older;
        return { status: 200, body: { jobs: [{ id: 'old' }], nextCursor: null } };
      },
    });
    const { fire } = fakeSocket();
    const jobs = {
      pages: [] as unknown[],
      fetchNextPage: () => Promise.resolve() as Promise<unknown>,
    };
    function Jobs() {
      useRealtimeConnection(USER);
      const query = useInfiniteQuery(myJobsQueryOptions('active'));
      useEffect(() => {
        jobs.pages = query.data?.pages ?? [];
        jobs.fetchNextPage = query.fetchNextPage;
      });
      return null;
    }
    await renderPage(<Jobs />);
    await waitFor(() => expect(jobs.pages).toHaveLength(1));
    // The person asks for older jobs; a notification (or the socket's connect) arrives meanwhile.
    let loading: Promise<unknown> = Promise.resolve();
    act(() => {
      loading = jobs.fetchNextPage();
    });
    act(() => fire('notification:new', {}));
    releaseOlder();
    await act(() => loading);
    await waitFor(() => expect(jobs.pages).toHaveLength(2));
  });
});

describe('useRealtimeConnection and a fetch already under way', () => {
  it('fetches once more after it, so the event is not answered by data from before it', async () => {
    let answers = 0;
    let releaseFirst: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (releaseFirst = resolve));
    stubApi({
      'GET /api/conversations/unread': async () => {
        answers += 1;
        const count = answers;
        if (count === 1) await first;
        return { status: 200, body: { count } };
      },
    });
    const { fire } = fakeSocket();
    const shown: unknown[] = [];
    function Unread() {
      useRealtimeConnection(USER);
      const query = useQuery(messagesUnreadQueryOptions());
      useEffect(() => {
        if (query.data !== undefined) shown.push(query.data);
      }, [query.data]);
      return null;
    }
    await renderPage(<Unread />);
    // The first fetch began before the message was stored; the event arrives while it runs.
    act(() => fire('message:new', {}));
    releaseFirst();
    await waitFor(() => expect(answers).toBe(2));
    await waitFor(() => expect(shown.at(-1)).toEqual({ count: 2 }));
  });
});
