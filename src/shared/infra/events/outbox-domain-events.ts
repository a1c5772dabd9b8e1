import { Injectable, Logger } from '@nestjs/common';
import {
  type ConsumerHandler,
  type DomainEvent,
  DomainEvents,
  type EventHandler,
  type HandlerPhase,
  type EventType,
} from '#shared/domain/domain-events.js';
import { parseEventPayload } from '#shared/domain/event-catalogue.js';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work.js';

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
  private readonly handlers = new Map<string, { handler: EventHandler; phase: HandlerPhase }[]>();
  private readonly registered = new Map<string, Consumer>();
  private readonly logger = new Logger('DomainEvents');

  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  subscribe<T extends EventType>(
    type: T,
    handler: EventHandler<T>,
    phase: HandlerPhase = 'after_commit',
  ): void {
    const list = this.handlers.get(type) ?? [];
    // Only events of `type` reach it (parsed first), so the narrower handler is safe here.
    list.push({ handler: handler as EventHandler, phase });
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
      for (const { handler } of handlers.filter((h) => h.phase === 'transaction')) {
        await handler(parsed(event));
      }
      await this.uow.afterCommit(async () => {
        for (const { handler } of handlers.filter((h) => h.phase === 'after_commit')) {
          await handler(parsed(event));
        }
        await this.uow
          .manager()
          .query(`UPDATE domain_events SET dispatched_at = now() WHERE id = $1`, [recorded.id]);
        for (const consumer of this.registered.values()) {
          if (!consumer.types.includes(event.type)) continue;
          // A failure here is retried by the relay; it must not stop the other consumers.
          await this.deliver(consumer, recorded).catch((error: unknown) =>
            this.logFailure(consumer, recorded, error),
          );
        }
      });
    });
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
