import type { IncomingMessage } from 'node:http';
import { Logger } from '@nestjs/common';
import { type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { Actor } from '#shared/domain/actor.js';
import { sessionRoom, userRoom } from '#shared/domain/realtime.js';
import { SESSION_COOKIE } from '#shared/infra/http/cookie-options.js';
import { RateLimits } from '#shared/infra/http/rate-limiter.js';
import type { RateLimitName } from '#shared/infra/http/rate-limits.js';
import { RedisFanout } from '#shared/infra/realtime/redis-fanout.js';
import { SocketRealtime } from '#shared/infra/realtime/socket-realtime.js';
import { realtimeRefusal } from '#modules/identity/domain/access-rule.js';
import { IdentityErrors } from '#modules/identity/domain/identity-errors.js';
import {
  type ResolvedSession,
  SessionResolver,
} from '#modules/identity/domain/session-resolver.js';
import { MessagingErrors } from '../domain/messaging-errors.js';
import { conversationRoom, SERVER_EVENTS } from '../domain/messaging-events.js';
import { MessagingService } from '../domain/messaging.service.js';
import { presentMessage } from './messaging.presenter.js';
import { refusal } from './socket-refusal.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a client may emit; anything else is refused with an error event. */
const CLIENT_EVENTS = [
  'conversation:join',
  'conversation:leave',
  'message:send',
  'message:read',
  'typing',
] as const;
type ClientEvent = (typeof CLIENT_EVENTS)[number];

/** Events counted against a rate limit (sending shares its count with the HTTP route). */
const EVENT_LIMITS: Partial<Record<ClientEvent, RateLimitName>> = {
  'message:send': 'messages',
};

type Ack = (answer: unknown) => void;

/** Refusals that end the connection: the user may not use realtime at all (any more). */
const DISCONNECTING = new Set(['AUTH.UNAUTHENTICATED', 'AUTH.BANNED', 'AUTH.NOT_VERIFIED']);

interface SocketData {
  token: string;
  userId: string;
}

/** Reads one cookie from the handshake's Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Browsers send the session cookie with a cross-site WebSocket handshake too: only pages of
 * this site (Origin host = Host) or non-browser clients (no Origin) may connect.
 */
function sameOrigin(request: IncomingMessage, callback: (err: string | null, ok: boolean) => void) {
  const origin = request.headers.origin;
  if (!origin) return callback(null, true);
  try {
    callback(null, new URL(origin).host === request.headers.host);
  } catch {
    callback(null, false);
  }
}

/**
 * Realtime messaging over socket.io. Default-deny: the handshake needs a valid session cookie
 * (the same check as the HTTP guard), and every event checks the session again and that the
 * user is in the conversation. Refusals answer the ack with `{ok:false, error}` and emit
 * `messaging:error`; nothing is dropped silently.
 */
@WebSocketGateway({ allowRequest: sameOrigin, serveClient: false })
export class MessagingGateway implements OnGatewayInit {
  private readonly logger = new Logger('MessagingGateway');

  constructor(
    private readonly sessions: SessionResolver,
    private readonly messaging: MessagingService,
    private readonly realtime: SocketRealtime,
    private readonly fanout: RedisFanout,
    private readonly limits: RateLimits,
  ) {}

  afterInit(server: Server): void {
    this.fanout.attach(server);
    this.realtime.attach(server);
    server.use((socket, next) => {
      const token = cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
      this.sessionOf(token)
        .then(({ actor, sessionId }) => {
          const data: SocketData = { token: token ?? '', userId: actor.id };
          socket.data = data;
          // The session's room lets an ended session close its sockets on every instance.
          void socket.join([userRoom(actor.id), sessionRoom(sessionId)]);
          this.listen(socket);
          next();
        })
        .catch((error: unknown) => {
          next(Object.assign(new Error(refusal(error).message), { data: refusal(error) }));
        });
    });
  }

  private listen(socket: Socket): void {
    socket.onAny((event: string, ...args: unknown[]) => {
      if ((CLIENT_EVENTS as readonly string[]).includes(event)) return;
      const ack = args.at(-1);
      this.refuse(
        socket,
        event,
        MessagingErrors.badInput('event'),
        typeof ack === 'function' ? (ack as Ack) : undefined,
      );
    });
    for (const event of CLIENT_EVENTS) {
      socket.on(event, (payload: unknown, ack?: unknown) => {
        const reply = typeof ack === 'function' ? (ack as Ack) : undefined;
        this.handle(socket, event, payload)
          .then((answer) => reply?.({ ok: true, ...answer }))
          .catch((error: unknown) => this.refuse(socket, event, error, reply));
      });
    }
  }

  /** Every event: the session again (it may have ended or been banned), then the conversation. */
  private async handle(
    socket: Socket,
    event: ClientEvent,
    payload: unknown,
  ): Promise<Record<string, unknown>> {
    const { token } = socket.data as SocketData;
    const actor = await this.actorOf(token);
    const limit = EVENT_LIMITS[event];
    if (limit) await this.limits.consume(limit, { accountId: actor.id });
    const input = (payload ?? {}) as Record<string, unknown>;
    const conversationId = input.conversationId;
    if (typeof conversationId !== 'string' || !UUID.test(conversationId)) {
      throw MessagingErrors.badInput('conversationId');
    }
    switch (event) {
      case 'conversation:join':
        await this.messaging.access(actor.id, conversationId);
        await socket.join(conversationRoom(conversationId));
        return {};
      case 'conversation:leave':
        await socket.leave(conversationRoom(conversationId));
        return {};
      case 'message:send': {
        if (typeof input.clientId !== 'string') throw MessagingErrors.badClientId();
        if (typeof input.body !== 'string') throw MessagingErrors.emptyMessage();
        const sent = await this.messaging.send(actor.id, conversationId, {
          clientId: input.clientId,
          body: input.body,
        });
        // The ack waits for the fan-out to reach Redis: see RedisFanout.flushed.
        await this.fanout.flushed();
        return { message: presentMessage(sent.message), duplicate: sent.duplicate };
      }
      case 'message:read': {
        const seq = input.seq;
        if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) {
          throw MessagingErrors.badInput('seq');
        }
        return { readSeq: await this.messaging.markRead(actor.id, conversationId, seq) };
      }
      case 'typing':
        await this.messaging.typing(actor.id, conversationId);
        return {};
    }
  }

  private async actorOf(token: string | undefined): Promise<Actor> {
    return (await this.sessionOf(token)).actor;
  }

  private async sessionOf(token: string | undefined): Promise<ResolvedSession> {
    const resolved = await this.sessions.resolve(token);
    if (!resolved) throw IdentityErrors.notSignedIn();
    // The HTTP guard's rule: banned users and unapproved tradies are refused.
    const refusal = realtimeRefusal(resolved.actor);
    if (refusal) throw refusal;
    return resolved;
  }

  private refuse(socket: Socket, event: string, error: unknown, ack?: Ack): void {
    const body = refusal(error);
    if (body.code === 'INTERNAL') this.logger.error(error);
    socket.emit(SERVER_EVENTS.error, { event, ...body });
    ack?.({ ok: false, error: body });
    if (DISCONNECTING.has(body.code)) socket.disconnect(true);
  }
}
