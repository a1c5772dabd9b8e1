import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ShutdownState } from '#shared/domain/health.js';
import type { DrainConfig } from '#config/drain.config.js';
import { SocketRealtime } from '../realtime/socket-realtime.js';

/**
 * The graceful drain on SIGTERM: readiness goes false at once (the proxy stops sending new
 * work), the listener stays open `delayMs` for the proxy to notice, then closes; socket clients
 * are told to reconnect elsewhere; the HTTP requests in hand finish (bounded by `timeoutMs`).
 * The caller then closes the app, which stops the queues and relays.
 */
export class GracefulDrain {
  private inFlight = 0;
  private readonly waiting = new Set<() => void>();

  constructor(private readonly app: NestExpressApplication) {}

  /**
   * Counts the requests in hand on the HTTP server itself, from their first byte: a request
   * still sending its body has not reached any middleware yet (the body parser comes first),
   * and must count all the same. While draining, keep-alive clients are asked to go elsewhere.
   */
  install(): void {
    const shutdown = this.app.get(ShutdownState);
    const server: Server = this.app.getHttpServer();
    server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
      this.inFlight += 1;
      if (shutdown.draining) res.setHeader('Connection', 'close');
      res.once('close', () => {
        this.inFlight -= 1;
        if (this.inFlight === 0) for (const done of this.waiting) done();
      });
    });
  }

  async run(config: DrainConfig, log: (message: string) => void): Promise<void> {
    this.app.get(ShutdownState).beginDrain();
    await sleep(config.delayMs);
    const server: Server = this.app.getHttpServer();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const sockets = this.app.get(SocketRealtime, { strict: false }).reconnectElsewhere();
    const inHand = this.inFlight;
    const finished = await Promise.race([this.idle().then(() => true), sleep(config.timeoutMs)]);
    log(
      `Drained: ${sockets} socket clients sent elsewhere, ${inHand} requests in hand ` +
        (finished ? 'finished' : `cut after ${config.timeoutMs} ms`),
    );
    server.closeAllConnections();
    await closed;
  }

  private idle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.waiting.delete(done);
        resolve();
      };
      this.waiting.add(done);
    });
  }
}

function sleep(ms: number): Promise<false> {
  return new Promise((resolve) => setTimeout(resolve, ms, false));
}
