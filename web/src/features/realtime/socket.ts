import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';

/** An emit not acknowledged within this time is shown as not sent (marketplace spec, § 9). */
export const REALTIME_TIMEOUT_MS = 10_000;

let current: { socket: Socket; userId: string } | null = null;
/** The user whose connection is being opened (the client library is still loading). */
let opening: string | null = null;
const listeners = new Set<() => void>();

function publish(): void {
  for (const listener of listeners) listener();
}

/**
 * Opens the one realtime connection of a signed-in user (same origin, the session cookie signs
 * it in). socket.io reconnects by itself; screens refetch what they missed on `connect`. The
 * client library loads only here, so visitors never download it (the landing page's budget).
 */
export function connectRealtime(userId: string): void {
  if (current?.userId === userId || opening === userId) return;
  opening = userId;
  void import('socket.io-client').then(({ io }) => {
    if (opening !== userId) return; // signed out, or someone else signed in, meanwhile
    opening = null;
    adoptRealtimeSocket(
      io({ withCredentials: true, transports: ['websocket', 'polling'] }),
      userId,
    );
  });
}

/** Makes `socket` the user's connection (closing any other); the tests hand in a fake. */
export function adoptRealtimeSocket(socket: Socket, userId: string): Socket {
  current?.socket.disconnect();
  current = { socket, userId };
  publish();
  return socket;
}

export function disconnectRealtime(): void {
  opening = null;
  if (!current) return;
  current.socket.disconnect();
  current = null;
  publish();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current connection (null when signed out). */
export function useSocket(): Socket | null {
  return useSyncExternalStore(
    subscribe,
    () => current?.socket ?? null,
    () => null,
  );
}

/** Runs `handler` for each `event` on the current connection. */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void): void {
  const socket = useSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
