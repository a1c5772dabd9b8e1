import { Injectable, Logger } from '@nestjs/common';
import type { Server } from 'socket.io';
import { Realtime, type SessionTarget, sessionRoom, userRoom } from '#shared/domain/realtime.js';

/** Cross-instance room lookups give up after this long and fall back to this instance. */
const LOOKUP_TIMEOUT_MS = 2_000;

/** Sent to every client of an instance that is shutting down, just before its transport closes. */
const SERVER_DRAINING_EVENT = 'server:draining';

/**
 * The realtime port over the socket.io server the messaging gateway creates (`attach`). Until
 * a server is attached (a process without the gateway), emits go nowhere: in-app rows stay.
 */
@Injectable()
export class SocketRealtime extends Realtime {
  private server: Server | null = null;
  private readonly logger = new Logger('Realtime');

  attach(server: Server): void {
    this.server = server;
  }

  /** Sockets connected to this instance (the metrics gauge). */
  localConnections(): number {
    return this.server?.of('/').sockets.size ?? 0;
  }

  toUser(userId: string, event: string, payload: unknown): void {
    this.server?.to(userRoom(userId)).emit(event, payload);
  }

  endSessions({ userId, only, except }: SessionTarget): void {
    if (!this.server) return;
    // Through the adapter: with Redis, every instance closes its own sockets of the session.
    const target = this.server.in(only ? sessionRoom(only) : userRoom(userId));
    (except ? target.except(sessionRoom(except)) : target).disconnectSockets(true);
  }

  /**
   * The drain: tells this instance's clients to reconnect elsewhere, then drops their
   * transports (not a socket.io "server disconnect", which clients never retry), so each one
   * reconnects by itself through the proxy to an instance that stays. Resolves to how many.
   */
  reconnectElsewhere(): number {
    const server = this.server;
    if (!server) return 0;
    server.local.emit(SERVER_DRAINING_EVENT, {});
    const sockets = [...server.sockets.sockets.values()];
    for (const socket of sockets) socket.conn.close();
    return sockets.length;
  }

  async isUserInRoom(userId: string, room: string): Promise<boolean> {
    if (!this.server) return false;
    try {
      const sockets = await this.server.in(room).timeout(LOOKUP_TIMEOUT_MS).fetchSockets();
      return sockets.some((socket) => socket.rooms.has(userRoom(userId)));
    } catch (error) {
      this.logger.warn(
        `Room lookup across instances failed, using this instance only: ${String(error)}`,
      );
      const sockets = await this.server.local.in(room).fetchSockets();
      return sockets.some((socket) => socket.rooms.has(userRoom(userId)));
    }
  }
}
