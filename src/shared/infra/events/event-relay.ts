import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work.js';
import { OutboxDomainEvents, type StoredEvent } from './outbox-domain-events.js';

interface EventRow {
  id: string;
  seq: string;
  type: string;
  aggregate_id: string;
  payload: unknown;
  occurred_at: Date;
}

const BATCH = 200;
/**
 * How far back the relay looks. An event a consumer kept failing on for longer than this is
 * left to `replay` by hand; the window keeps the periodic scan cheap on a long outbox.
 */
const WINDOW = '7 days';
const EVERY_MS = 5_000;

const toEvent = (row: EventRow): StoredEvent => ({
  id: row.id,
  seq: Number(row.seq),
  type: row.type,
  aggregateId: row.aggregate_id,
  payload: row.payload,
  occurredAt: row.occurred_at,
});

/**
 * Hands durable consumers the events they have not handled: those a crash interrupted between
 * commit and delivery, and those whose handler failed. Runs at startup and every few seconds;
 * any number of instances may run it at once (the consumption key keeps each pair single).
 */
@Injectable()
export class EventRelay implements OnApplicationBootstrap {
  private readonly logger = new Logger('EventRelay');
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly events: OutboxDomainEvents,
    private readonly uow: TypeOrmUnitOfWork,
  ) {}

  onApplicationBootstrap(): void {
    void this.tick();
  }

  @Interval(EVERY_MS)
  async tick(): Promise<void> {
    try {
      await this.drain();
    } catch (error) {
      this.logger.warn(
        `Relay pass failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** Delivers every pending (consumer, event) pair now; resolves to how many handlers ran. */
  drain(): Promise<number> {
    // One pass at a time per instance; a caller arriving mid-pass gets a fresh pass after it.
    const next = this.tail.then(() => this.pass());
    this.tail = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  }

  /** Offers one event to one consumer again; false when it had already handled it. */
  async replay(consumerName: string, eventId: string): Promise<boolean> {
    const consumer = this.events.consumers().find((c) => c.name === consumerName);
    if (!consumer) throw new Error(`No consumer named ${consumerName}`);
    const rows = await this.uow
      .manager()
      .query<EventRow[]>(
        `SELECT id, seq, type, aggregate_id, payload, occurred_at FROM domain_events WHERE id = $1`,
        [eventId],
      );
    if (rows.length === 0) throw new Error(`No event ${eventId}`);
    return this.events.deliver(consumer, toEvent(rows[0]));
  }

  private async pass(): Promise<number> {
    let delivered = 0;
    for (const consumer of this.events.consumers()) {
      const failed = new Set<string>();
      for (;;) {
        const rows = await this.uow.manager().query<EventRow[]>(
          `SELECT e.id, e.seq, e.type, e.aggregate_id, e.payload, e.occurred_at
             FROM domain_events e
            WHERE e.type = ANY($2) AND e.recorded_at > now() - $3::interval
              AND NOT (e.id = ANY($4::uuid[]))
              AND NOT EXISTS (SELECT 1 FROM event_consumptions c
                               WHERE c.consumer = $1 AND c.event_id = e.id)
            ORDER BY e.seq LIMIT $5`,
          [consumer.name, consumer.types, WINDOW, [...failed], BATCH],
        );
        for (const row of rows) {
          const event = toEvent(row);
          try {
            if (await this.events.deliver(consumer, event)) delivered += 1;
          } catch (error) {
            failed.add(event.id);
            this.events.logFailure(consumer, event, error);
          }
        }
        if (rows.length < BATCH) break;
      }
    }
    return delivered;
  }
}
