import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { MESSAGE_SENT } from '#modules/messaging/domain/messaging-events.js';
import type { DomainEvents } from '#shared/domain/domain-events.js';
import type { SocketRealtime } from '../realtime/socket-realtime.js';

/** The pg Pool counts TypeORM's postgres driver keeps on `master`. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** pg-boss states that still wait for a worker. */
const WAITING_STATES = ['created', 'retry'];

/**
 * This instance's Prometheus metrics, on a registry of its own (a test process builds several
 * apps). Counters and the histogram are updated as things happen; the gauges that describe
 * shared state (outbox lag, pg-boss queues, the database pool, open sockets) are read when
 * Prometheus scrapes, so they cost nothing between scrapes.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly errors: Counter<'method' | 'route' | 'status'>;
  private readonly duration: Histogram<'method' | 'route'>;

  constructor(deps: { dataSource: DataSource; realtime: SocketRealtime; events: DomainEvents }) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'tradiehub_http_requests_total',
      help: 'HTTP requests answered, by route template and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.errors = new Counter({
      name: 'tradiehub_http_request_errors_total',
      help: 'HTTP requests answered with a 5xx status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'tradiehub_http_request_duration_seconds',
      help: 'HTTP request latency, by route template',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const messagesSent = new Counter({
      name: 'tradiehub_messages_sent_total',
      help: 'Chat messages sent (committed) through this instance',
      registers,
    });
    deps.events.subscribe(MESSAGE_SENT, () => messagesSent.inc());

    new Gauge({
      name: 'tradiehub_socket_connections',
      help: 'Realtime sockets connected to this instance',
      registers,
      collect() {
        this.set(deps.realtime.localConnections());
      },
    });
    const query = <T>(sql: string) => deps.dataSource.query<T[]>(sql);
    new Gauge({
      name: 'tradiehub_outbox_lag_seconds',
      help: 'Age of the oldest domain event not yet relayed (0 when none waits)',
      registers,
      async collect() {
        const [row] = await query<{ lag: string | null }>(
          `SELECT EXTRACT(EPOCH FROM now() - min(occurred_at)) AS lag
             FROM domain_events WHERE dispatched_at IS NULL`,
        );
        this.set(Math.max(0, Number(row?.lag ?? 0)));
      },
    });
    const jobs = async (): Promise<{ name: string; state: string; count: string }[]> => {
      const [exists] = await query<{ ok: boolean }>(
        `SELECT to_regclass('pgboss.job') IS NOT NULL AS ok`,
      );
      if (!exists?.ok) return [];
      return query(`SELECT name, state::text AS state, count(*) AS count
                      FROM pgboss.job GROUP BY name, state`);
    };
    new Gauge({
      name: 'tradiehub_queue_waiting_jobs',
      help: 'pg-boss jobs waiting for a worker (created or retrying), by queue',
      labelNames: ['queue'],
      registers,
      async collect() {
        this.reset();
        for (const row of await jobs()) {
          if (WAITING_STATES.includes(row.state)) this.inc({ queue: row.name }, Number(row.count));
        }
      },
    });
    new Gauge({
      name: 'tradiehub_queue_failed_jobs',
      help: 'pg-boss jobs that failed for good (retries used up), by queue',
      labelNames: ['queue'],
      registers,
      async collect() {
        this.reset();
        for (const row of await jobs()) {
          if (row.state === 'failed') this.set({ queue: row.name }, Number(row.count));
        }
      },
    });
    new Gauge({
      name: 'tradiehub_db_pool_connections',
      help: "This instance's PostgreSQL pool: total, idle, and requests waiting for one",
      labelNames: ['state'],
      registers,
      collect() {
        const pool = (deps.dataSource.driver as unknown as { master?: PoolCounts }).master;
        this.set({ state: 'total' }, pool?.totalCount ?? 0);
        this.set({ state: 'idle' }, pool?.idleCount ?? 0);
        this.set({ state: 'waiting' }, pool?.waitingCount ?? 0);
      },
    });
  }

  /** One answered HTTP request; `route` is the matched template (never the raw URL). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    if (status >= 500) this.errors.inc(labels);
    this.duration.observe({ method, route }, seconds);
  }
}
