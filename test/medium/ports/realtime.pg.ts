import type { Socket } from 'socket.io-client';
import { AccountRepository, SessionTokens } from '#modules/identity/domain/ports.js';
import { SessionService } from '#modules/identity/domain/session.service.js';
import { Realtime } from '#shared/domain/realtime.js';
import { newAccount } from '#test/contracts/identity-ports.contract.js';
import { realtimeContract } from '#test/contracts/realtime.contract.js';
import { connect, connected, listen } from '#test/support/realtime.js';
import type { TestApp } from '#test/support/test-app.js';

/**
 * The realtime port over socket.io through the contract its fake passes: the app listens, and
 * each device is a real client signed in with a session of its own.
 */
export function realtimeOnSockets(app: () => TestApp) {
  describe('realtime', () => {
    const sockets: Socket[] = [];
    afterAll(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });

    realtimeContract('socket.io', async () => {
      const { app: nest } = app();
      const url = await listen(nest);
      return {
        realtime: nest.get(Realtime),
        userId: async () => (await nest.get(AccountRepository).create(newAccount())).id,
        connect: async (userId) => {
          const token = await nest
            .get(SessionService)
            .start({ id: userId, sessionVersion: 0 }, { userAgent: 'realtime contract' });
          const claims = await nest.get(SessionTokens).verify(token);
          const socket = connect(url, `tradiehub_session=${token}`);
          sockets.push(socket);
          const seen: { event: string; payload: unknown }[] = [];
          socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
          await connected(socket);
          return {
            sessionId: claims!.sessionId,
            received: (event) => seen.filter((s) => s.event === event).map((s) => s.payload),
            closed: () => !socket.connected,
          };
        },
        settle: () => new Promise((resolve) => setTimeout(resolve, 20)),
      };
    });
  });
}
