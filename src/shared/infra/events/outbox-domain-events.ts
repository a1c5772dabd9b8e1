import { Injectable, Logger } from '@nestjs/common';
import {
  type ConsumerHandler,
  type DomainEvent,
  DomainEvents,
  type EventHandler,
  type EventType,
} from '#shared/domain/domain-events.js';
import { parseEventPayload } from '#shared/domain/event-catalogue.js';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work.js';
import { SameTurnBatches } from './same-turn-batches.js';

interface Consumer {
  name: string;
  types: readonly string[];
  handler: ConsumerHandler;
}

/** An outbox row as read back: its payload is whatever JSON was stored, until parsed. */
export interface StoredEvent {
  id: string;
  seq: number;
  type: string;
  aggregateId: string;
  payload: unknown;
  occurredAt: Date;
}

/** The payload checked against the catalogue (throws `EventPayloadMismatch`), so typed. */
const parsed = <E extends { type: string; payload: unknown }>(event: E) =>
  parseEventPayload(event) as unknown as E & DomainEvent;

/**
 * The in-process bus over the `domain_events` outbox: the event row is written in the
 * publisher's transaction; `transaction` handlers run there too, `after_commit` handlers once
 * it commits (then the row is marked dispatched). Durable consumers also run after the commit,
 * each in its own transaction guarded by `event_consumptions`; what a crash or a failure left
 * undone is picked up by the `EventRelay`.
 */
@Injectable()
export class OutboxDomainEvents extends DomainEvents {
  private readonly handlers = new Map<string, EventHandler[]>();
  private readonly registered = new Map<string, Consumer>();
  private readonly logger = new Logger('DomainEvents');
  private readonly dispatches = new SameTurnBatches<StoredEvent>((events) => this.dispatch(events));

  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  subscribe<T extends EventType>(type: T, handler: EventHandler<T>): void {
    const list = this.handlers.get(type) ?? [];
    // Only events of `type` reach it (parsed first), so the narrower handler is safe here.
    list.push(handler as EventHandler);
    this.handlers.set(type, list);
  }

  consume<T extends EventType>(
    name: string,
    types: readonly T[],
    handler: ConsumerHandler<T>,
  ): void {
    if (this.registered.has(name)) throw new Error(`Consumer ${name} is registered twice`);
    this.registered.set(name, { name, types, handler: handler as ConsumerHandler });
  }

  /** The durable consumers, for the relay. */
  consumers(): readonly Consumer[] {
    return [...this.registered.values()];
  }

  async publish<T extends EventType>(event: DomainEvent<T>): Promise<void> {
    await this.uow.run(async () => {
      const rows = await this.uow.manager().query<{ id: string; seq: string }[]>(
        `INSERT INTO domain_events (type, aggregate_id, payload, occurred_at)
         VALUES ($1, $2, $3, $4) RETURNING id, seq`,
        [event.type, event.aggregateId, JSON.stringify(event.payload), event.occurredAt],
      );
      const recorded: StoredEvent = { ...event, id: rows[0].id, seq: Number(rows[0].seq) };
      const handlers = this.handlers.get(event.type) ?? [];
      await this.uow.afterCommit(async () => {
        for (const handler of handlers) await handler(parsed(event));
        await this.dispatches.add(recorded);
      });
    });
  }

  /**
   * The events whose publishers committed in the same turn of the event loop, together: one
   * statement marks them dispatched, one transaction per consumer delivers them (see
   * `deliverAll`). Each publisher still waits until its event was offered to every consumer.
   */
  private async dispatch(events: StoredEvent[]): Promise<void> {
    await Promise.all([
      this.uow
        .manager()
        .query(`UPDATE domain_events SET dispatched_at = now() WHERE id = ANY($1::uuid[])`, [
          events.map((e) => e.id),
        ]),
      ...[...this.registered.values()].map((consumer) =>
        this.deliverAll(
          consumer,
          events.filter((e) => consumer.types.includes(e.type)),
        ),
      ),
    ]);
  }

  /**
   * Several events to one consumer in one transaction: their consumption rows and the
   * handler's writes commit together, as in `deliver`. When one fails, everything rolls back
   * and each event goes on its own, so one failure holds back no other; a failure is logged
   * and retried by the relay, and never reaches the publisher.
   */
  private async deliverAll(consumer: Consumer, events: StoredEvent[]): Promise<void> {
    if (events.length > 1) {
      try {
        await this.uow.run(async () => {
          const inserted = await this.uow.manager().query<{ event_id: string }[]>(
            `INSERT INTO event_consumptions (consumer, event_id)
             SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING RETURNING event_id`,
            [consumer.name, events.map((e) => e.id)],
          );
          const fresh = new Set(inserted.map((row) => row.event_id));
          for (const event of events) {
            if (fresh.has(event.id)) await consumer.handler(parsed(event));
          }
        });
        return;
      } catch {
        // Rolled back: each event again, alone, below.
      }
    }
    for (const event of events) {
      await this.deliver(consumer, event).catch((error: unknown) =>
        this.logFailure(consumer, event, error),
      );
    }
  }

  /**
   * Runs the consumer on the event unless it already has: the consumption row and the
   * handler's writes commit together. Two deliveries at once serialise on the primary key, and
   * the second finds the row. True when the handler ran.
   */
  async deliver(consumer: Consumer, event: StoredEvent): Promise<boolean> {
    return this.uow.run(async () => {
      const inserted = await this.uow.manager().query<unknown[]>(
        `INSERT INTO event_consumptions (consumer, event_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [consumer.name, event.id],
      );
      if (inserted.length === 0) return false;
      // A mismatch throws here, inside the transaction: no consumption row, the relay retries.
      await consumer.handler(parsed(event));
      return true;
    });
  }

  logFailure(consumer: Consumer, event: StoredEvent, error: unknown): void {
    this.logger.warn(
      `Consumer ${consumer.name} failed on ${event.type} ${event.id}; the relay retries it: ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  }
}
