import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { io, type Socket } from 'socket.io-client';
import { SessionService } from '#modules/identity/domain/session.service.js';

/** The cookie of a new session of a user (as a login starts), for sockets and raw requests. */
export async function sessionCookie(app: INestApplication, userId: string): Promise<string> {
  const token = await app
    .get(SessionService)
    .start({ id: userId, sessionVersion: 0 }, { userAgent: 'test-client' });
  return `tradiehub_session=${token}`;
}

/** Listens on a free port (once) and answers the base URL. */
export async function listen(app: INestApplication): Promise<string> {
  const server = app.getHttpServer() as Server;
  if (!server.listening) await app.listen(0, '127.0.0.1');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** A real socket.io client as a signed-in browser would connect (websocket transport). */
export function connect(
  url: string,
  cookie: string | null,
  headers: Record<string, string> = {},
): Socket {
  return io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: cookie ? { cookie, ...headers } : headers,
  });
}

/** Resolves once connected; rejects with the server's refusal. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/**
 * The next `event` the socket receives (within `ms`). Generous: it only bounds a failure, and
 * on a loaded two-core CI machine a relay pass can take several seconds.
 */
export function next<T = unknown>(socket: Socket, event: string, ms = 15_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every `event` the socket receives from now on. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export interface AckAnswer {
  ok: boolean;
  error?: { code: string; message: string; field?: string };
  [key: string]: unknown;
}

/** Emits with an acknowledgement (the client's 10 s realtime timeout). */
export function emitAck(socket: Socket, event: string, payload: unknown): Promise<AckAnswer> {
  return socket.timeout(10_000).emitWithAck(event, payload) as Promise<AckAnswer>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves as soon as `condition` holds (checked every 10 ms); rejects after `ms`. */
export async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await sleep(10);
  }
}
