import { Logger, type OnModuleDestroy } from '@nestjs/common';

const CONNECT_TIMEOUT_MS = 3_000;

// The client library loads only when REDIS_URL is set: a single instance never needs it, and
// it is one of the heaviest modules to load (every test app paid for it at start).
const newClient = async (url: string) => {
  const { createClient } = await import('redis');
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
};

type RedisClient = Awaited<ReturnType<typeof newClient>>;

/**
 * One command connection to Redis (`REDIS_URL`) for shared state: session lookups and rate
 * limit counters. Commands fail fast while Redis is away (no offline queue), so callers fall
 * back to single-instance behaviour; `client` answers null then, and when REDIS_URL is unset.
 */
export class RedisConnection implements OnModuleDestroy {
  private readonly logger = new Logger('Redis');
  private connection: RedisClient | null = null;
  private warned = false;

  constructor(private readonly url: string | undefined) {}

  get configured(): boolean {
    return this.url !== undefined;
  }

  /** The client while it is ready to answer; null when unset, down or reconnecting. */
  get client(): RedisClient | null {
    return this.connection?.isReady ? this.connection : null;
  }

  /** The client whatever its state (for libraries that check readiness themselves). */
  get raw(): RedisClient | null {
    return this.connection;
  }

  async connect(): Promise<void> {
    if (!this.url) return;
    const client = await newClient(this.url);
    client.on('error', (error: unknown) => this.warnOnce(error));
    client.on('ready', () => {
      if (this.warned) this.logger.log('Redis is back: shared sessions and limits resumed');
      this.warned = false;
    });
    this.connection = client;
    const timeout = new Promise<'timeout'>((resolve) => {
      setTimeout(() => resolve('timeout'), CONNECT_TIMEOUT_MS).unref();
    });
    // A Redis that is down at start keeps reconnecting in the background.
    const outcome = await Promise.race([
      client.connect().then(
        () => 'ok' as const,
        () => 'failed' as const,
      ),
      timeout,
    ]);
    if (outcome !== 'ok') this.warnOnce(new Error(`no answer within ${CONNECT_TIMEOUT_MS} ms`));
  }

  onModuleDestroy(): void {
    const client = this.connection;
    this.connection = null;
    // Closed at once, even mid-reconnect (a quit would wait for a Redis that may be gone).
    if (client?.isOpen) client.destroy();
  }

  private warnOnce(error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    this.logger.warn(
      `Redis unavailable (${error instanceof Error ? error.message : String(error)}): sessions and rate limits are per instance until it returns`,
    );
  }
}
