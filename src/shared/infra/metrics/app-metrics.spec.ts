import type { DataSource } from 'typeorm';
import { RecordingDomainEvents } from '#test/fakes/domain-events.fake.js';
import { MESSAGE_SENT } from '#modules/messaging/domain/messaging-events.js';
import type { SocketRealtime } from '../realtime/socket-realtime.js';
import { AppMetrics } from './app-metrics.js';

/** A database that answers the scrape's queries: 42 s of outbox lag, pg-boss jobs by state. */
const dataSource = {
  query: (sql: string) => {
    if (sql.includes('domain_events')) return Promise.resolve([{ lag: '42.5' }]);
    if (sql.includes('to_regclass')) return Promise.resolve([{ ok: true }]);
    return Promise.resolve([
      { name: 'bulk-email-batch', state: 'created', count: '3' },
      { name: 'bulk-email-batch', state: 'retry', count: '2' },
      { name: 'bulk-email-batch', state: 'failed', count: '1' },
      { name: 'bulk-email-batch', state: 'completed', count: '9' },
    ]);
  },
  driver: { master: { totalCount: 7, idleCount: 4, waitingCount: 1 } },
} as unknown as DataSource;

describe('AppMetrics', () => {
  it('counts messages sent, and reads the shared state when scraped', async () => {
    const events = new RecordingDomainEvents();
    const realtime = { localConnections: () => 5 } as unknown as SocketRealtime;
    const metrics = new AppMetrics({ dataSource, realtime, events });
    for (let i = 0; i < 2; i += 1) {
      await events.publish({
        type: MESSAGE_SENT,
        aggregateId: 'm1',
        payload: {
          conversationId: 'c1',
          jobId: 'j1',
          senderId: 'u1',
          recipientId: 'u2',
          seq: i + 1,
          preview: 'Hi',
        },
        occurredAt: new Date(),
      });
    }
    metrics.observeRequest('GET', '/api/jobs/:id', 503, 0.02);
    const text = await metrics.registry.metrics();
    expect(text).toContain('tradiehub_messages_sent_total 2');
    expect(text).toContain('tradiehub_socket_connections 5');
    expect(text).toContain('tradiehub_outbox_lag_seconds 42.5');
    expect(text).toContain('tradiehub_queue_waiting_jobs{queue="bulk-email-batch"} 5');
    expect(text).toContain('tradiehub_queue_failed_jobs{queue="bulk-email-batch"} 1');
    expect(text).toContain('tradiehub_db_pool_connections{state="waiting"} 1');
    expect(text).toContain(
      'tradiehub_http_request_errors_total{method="GET",route="/api/jobs/:id",status="503"} 1',
    );
  });
});
