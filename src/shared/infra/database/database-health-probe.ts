import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  HealthProbe,
  type ProbeState,
  type Readiness,
  ShutdownState,
} from '#shared/domain/health.js';
import { RedisFanout } from '../realtime/redis-fanout.js';

const TIMEOUT_MS = 2000;

/**
 * `SELECT 1` within two seconds (a hung database reads as down instead of hanging the probe),
 * Redis's PING when configured, the migrations table against the build's list, and the drain.
 */
@Injectable()
export class DatabaseHealthProbe extends HealthProbe {
  private readonly logger = new Logger('Health');
  /** Migrations cannot be un-applied under a running app: once all are there, stop asking. */
  private migrationsApplied = false;
  private redisWarned = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisFanout,
    private readonly shutdown: ShutdownState,
  ) {
    super();
  }

  async database(): Promise<'up' | 'down'> {
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), TIMEOUT_MS);
      return 'up';
    } catch {
      return 'down';
    }
  }

  async readiness(): Promise<Readiness> {
    const [database, redis] = await Promise.all([this.database(), this.redisState()]);
    const migrations = database === 'up' ? await this.migrations() : 'unknown';
    const draining = this.shutdown.draining;
    return {
      ready: database === 'up' && migrations === 'applied' && !draining,
      database,
      redis,
      migrations,
      draining,
    };
  }

  private async redisState(): Promise<ProbeState> {
    const state = await this.redis.ping(TIMEOUT_MS);
    if (state === 'down' && !this.redisWarned) {
      this.logger.warn('Redis does not answer: ready, but realtime delivery is single-instance');
    }
    this.redisWarned = state === 'down';
    return state;
  }

  private async migrations(): Promise<'applied' | 'pending' | 'unknown'> {
    if (this.migrationsApplied) return 'applied';
    const expected = this.dataSource.migrations.map((m) => m.name ?? m.constructor.name);
    try {
      const rows = await withTimeout(
        this.dataSource.query<{ name: string }[]>(
          'SELECT name FROM migrations WHERE name = ANY($1)',
          [expected],
        ),
        TIMEOUT_MS,
      );
      this.migrationsApplied = rows.length === expected.length;
      return this.migrationsApplied ? 'applied' : 'pending';
    } catch {
      return 'unknown';
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
