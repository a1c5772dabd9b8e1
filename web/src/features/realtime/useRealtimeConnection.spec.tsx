import { describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import type { User } from '@/shared/api/types';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { refusal, stubApi } from '@/test/api';
import { renderPage } from '@/test/render';
import { adoptRealtimeSocket } from './socket';
import { useRealtimeConnection } from './useRealtimeConnection';

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
