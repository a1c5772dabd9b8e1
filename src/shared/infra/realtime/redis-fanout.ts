import { Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Server } from 'socket.io';

/** How long start-up waits for Redis before going on with single-instance delivery. */
const CONNECT_TIMEOUT_MS = 3_000;

const reconnectStrategy = (retries: number) => Math.min(100 * 2 ** retries, 5_000);

/**
 * The publisher fails fast while Redis is away (no offline queue to grow without bound). The
 * client library loads only when REDIS_URL is set (a single instance never needs it).
 */
const newClient = async (url: string, offlineQueue: boolean) => {
  const { createClient } = await import('redis');
  return createClient({
    url,
    disableOfflineQueue: !offlineQueue,
    socket: { reconnectStrategy, connectTimeout: CONNECT_TIMEOUT_MS },
  });
};

type RedisClient = Awaited<ReturnType<typeof newClient>>;
type AdapterFactory = (typeof import('@socket.io/redis-adapter'))['createAdapter'];

/**
 * socket.io fan-out across instances through Redis pub/sub (`REDIS_URL`). A Redis that is
 * down at start or goes away later degrades to single-instance delivery with a logged
 * warning, never a crash: publishes fail fast (no offline queue) and are caught, and the
 * clients reconnect by themselves.
 */
export class RedisFanout implements OnModuleDestroy {
  private readonly logger = new Logger('RedisFanout');
  private clients: { pub: RedisClient; sub: RedisClient } | null = null;
  /** socket.io's Redis adapter, loaded with the clients. */
  private createAdapter: AdapterFactory | null = null;
  private warned = false;
  /** Publishes Redis has not answered yet (see `flushed`). */
  private readonly inFlight = new Set<Promise<number>>();

  /** Without a URL (REDIS_URL unset) this is one instance and nothing connects. */
  constructor(private readonly url: string | undefined) {}

  /** Connects both clients; false (with a warning) when Redis does not answer in time. */
  async connect(): Promise<boolean> {
    if (!this.url) return false;
    const url = this.url;
    const [pub, sub, { createAdapter }] = await Promise.all([
      newClient(url, false),
      newClient(url, true),
      import('@socket.io/redis-adapter'),
    ]);
    for (const client of [pub, sub]) {
      client.on('error', (error: unknown) => this.warnOnce(error));
      client.on('ready', () => {
        if (this.warned) this.logger.log('Redis is back: fan-out across instances resumed');
        this.warned = false;
      });
    }
    const timeout = new Promise<'timeout'>((resolve) => {
      setTimeout(() => resolve('timeout'), CONNECT_TIMEOUT_MS).unref();
    });
    const connected = Promise.all([pub.connect(), sub.connect()]).then(() => 'ok' as const);
    const outcome = await Promise.race([connected.catch(() => 'failed' as const), timeout]);
    if (outcome !== 'ok') {
      this.logger.warn(
        `Redis at ${redact(url)} is unavailable: realtime delivery is single-instance`,
      );
      pub.destroy();
      sub.destroy();
      return false;
    }
    this.clients = { pub, sub };
    this.createAdapter = createAdapter;
    return true;
  }

  /** Whether both clients are connected now (false while Redis is away, or never was). */
  get connected(): boolean {
    return this.clients !== null && this.clients.pub.isReady && this.clients.sub.isReady;
  }

  /** Uses the Redis adapter on the server (after a successful `connect`). */
  attach(server: Server): void {
    if (!this.clients || !this.createAdapter) return;
    const { pub, sub } = this.clients;
    server.adapter(this.createAdapter(this.safePublisher(pub), sub));
  }

  /**
   * Resolves once every publish made so far has reached Redis (or failed, or `timeoutMs`
   * passed). A sender is acknowledged only after this: an instance killed between the ack and
   * its publish would otherwise leave the other instances' clients without the message, and
   * the sender, holding its ack, would never resend.
   */
  async flushed(timeoutMs = 2_000): Promise<void> {
    if (this.inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.allSettled([...this.inFlight]), timeout]).finally(() =>
      clearTimeout(timer),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  /** Readiness: `off` without REDIS_URL, else whether Redis answers a PING in time. */
  async ping(timeoutMs: number): Promise<'up' | 'down' | 'off'> {
    if (!this.url) return 'off';
    if (!this.clients) return 'down';
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'down'>(
      (resolve) => (timer = setTimeout(resolve, timeoutMs, 'down')),
    );
    const answer = this.clients.pub.ping().then(
      () => 'up' as const,
      () => 'down' as const,
    );
    return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
  }

  async close(): Promise<void> {
    if (!this.clients) return;
    const { pub, sub } = this.clients;
    this.clients = null;
    await Promise.allSettled([pub.quit(), sub.quit()]);
  }

  /** The adapter publishes without awaiting: a rejected publish must not crash the process. */
  private safePublisher(pub: RedisClient): RedisClient {
    const publish = (channel: string, message: string | Buffer): Promise<number> => {
      try {
        const sent = pub.publish(channel, message).catch((error: unknown) => {
          this.warnOnce(error);
          return 0;
        });
        this.inFlight.add(sent);
        void sent.finally(() => this.inFlight.delete(sent));
        return sent;
      } catch (error) {
        this.warnOnce(error);
        return Promise.resolve(0);
      }
    };
    return new Proxy(pub, {
      get(target, property, receiver) {
        if (property === 'publish') return publish;
        const value: unknown = Reflect.get(target, property, receiver);
        const bound: unknown = typeof value === 'function' ? value.bind(target) : value;
        return bound;
      },
    });
  }

  private warnOnce(error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    this.logger.warn(
      `Redis unavailable (${error instanceof Error ? error.message : String(error)}): realtime delivery is single-instance until it returns`,
    );
  }
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
