import { Logger } from '@nestjs/common';
import type { RedisConnection } from '#shared/infra/redis/redis-connection.js';
import { SessionStore } from '../domain/ports.js';
import type { Session, SessionOrigin } from '../domain/session.js';

/** A cached lookup: the session, `'ended'` (a tombstone), or undefined (not cached). */
type Cached = Session | 'ended' | undefined;

/** Where session lookups are cached; every method is best effort (a failure is a miss). */
export interface SessionCache {
  get(id: string): Promise<Cached>;
  /** Caches a session read from the database, unless the key is already set (a tombstone). */
  fill(session: Session): Promise<void>;
  /** Marks ended sessions, overwriting whatever a concurrent reader cached. */
  markEnded(ids: string[]): Promise<void>;
  forget(id: string): Promise<void>;
}

const REDIS_TTL_SECONDS = 30;
const key = (id: string) => `tradiehub:session:${id}`;

const revive = (json: string): Session => {
  const raw = JSON.parse(json) as Record<keyof Session, string | null>;
  const date = (value: string | null) => (value === null ? null : new Date(value));
  return {
    id: raw.id!,
    userId: raw.userId!,
    createdAt: date(raw.createdAt)!,
    lastSeenAt: date(raw.lastSeenAt)!,
    expiresAt: date(raw.expiresAt)!,
    userAgent: raw.userAgent,
    ip: raw.ip,
    revokedAt: date(raw.revokedAt),
  };
};

/**
 * Shared by every instance: an ending writes a tombstone there, so all instances refuse the
 * session at once. While Redis is away, lookups go to the database.
 */
export class RedisSessionCache implements SessionCache {
  private readonly logger = new Logger('SessionCache');

  constructor(private readonly redis: RedisConnection) {}

  async get(id: string): Promise<Cached> {
    const value = await this.attempt((c) => c.get(key(id)));
    if (typeof value !== 'string') return undefined;
    return value === 'ended' ? 'ended' : revive(value);
  }

  async fill(session: Session): Promise<void> {
    await this.attempt((c) =>
      c.set(key(session.id), JSON.stringify(session), { EX: REDIS_TTL_SECONDS, NX: true }),
    );
  }

  async markEnded(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.attempt((c) => {
      const batch = c.multi();
      for (const id of ids) batch.set(key(id), 'ended', { EX: REDIS_TTL_SECONDS });
      return batch.exec();
    });
  }

  async forget(id: string): Promise<void> {
    await this.attempt((c) => c.del(key(id)));
  }

  private async attempt<T>(
    work: (client: NonNullable<RedisConnection['client']>) => Promise<T>,
  ): Promise<T | undefined> {
    const client = this.redis.client;
    if (!client) return undefined;
    try {
      return await work(client);
    } catch (error) {
      this.logger.debug(`Session cache skipped: ${String(error)}`);
      return undefined;
    }
  }
}

const MEMORY_TTL_MS = 5_000;
const MEMORY_MAX_ENTRIES = 10_000;

/** One instance without Redis: a few seconds of lookups kept in this process. */
export class MemorySessionCache implements SessionCache {
  private readonly entries = new Map<string, { value: Session | 'ended'; until: number }>();

  get(id: string): Promise<Cached> {
    const entry = this.entries.get(id);
    if (!entry || entry.until <= Date.now()) {
      this.entries.delete(id);
      return Promise.resolve(undefined);
    }
    return Promise.resolve(entry.value);
  }

  fill(session: Session): Promise<void> {
    if (!this.entries.has(session.id)) this.put(session.id, session);
    return Promise.resolve();
  }

  markEnded(ids: string[]): Promise<void> {
    for (const id of ids) this.put(id, 'ended');
    return Promise.resolve();
  }

  forget(id: string): Promise<void> {
    this.entries.delete(id);
    return Promise.resolve();
  }

  private put(id: string, value: Session | 'ended'): void {
    if (this.entries.size >= MEMORY_MAX_ENTRIES) this.entries.clear();
    this.entries.set(id, { value, until: Date.now() + MEMORY_TTL_MS });
  }
}

/**
 * The session records with their lookups cached (every request checks its session). An ended
 * session reads as null from the cache's tombstone until it expires from the cache.
 */
export class CachedSessionStore extends SessionStore {
  constructor(
    private readonly inner: SessionStore,
    private readonly cache: SessionCache,
  ) {
    super();
  }

  create(userId: string, origin: SessionOrigin, now: Date, expiresAt: Date): Promise<Session> {
    return this.inner.create(userId, origin, now, expiresAt);
  }

  async find(id: string): Promise<Session | null> {
    const cached = await this.cache.get(id);
    if (cached === 'ended') return null;
    if (cached) return cached;
    const session = await this.inner.find(id);
    if (session) await this.cache.fill(session);
    return session;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.inner.touch(id, at);
    await this.cache.forget(id);
  }

  async revoke(userId: string, id: string, at: Date): Promise<boolean> {
    const ended = await this.inner.revoke(userId, id, at);
    if (ended) await this.cache.markEnded([id]);
    return ended;
  }

  async revokeAll(userId: string, at: Date, exceptId?: string): Promise<string[]> {
    const ids = await this.inner.revokeAll(userId, at, exceptId);
    await this.cache.markEnded(ids);
    return ids;
  }

  listLive(userId: string, now: Date): Promise<Session[]> {
    return this.inner.listLive(userId, now);
  }
}
