import type { EventPayload, EventType } from './event-catalogue.js';

export type { EventPayload, EventType } from './event-catalogue.js';

interface EventOf<T extends EventType> {
  /** `module.what_happened`, e.g. `leads.lead_bought`: a key of the event catalogue. */
  type: T;
  /** The id of the thing it happened to (a job, a lead, a user). */
  aggregateId: string;
  payload: EventPayload<T>;
  occurredAt: Date;
}

/**
 * Something that happened in a module and that others may react to (notifications, rewards,
 * the leaderboard). Events are for side effects; a use case's main flow never depends on them.
 * `DomainEvent<'a' | 'b'>` is the union of both, so a check of `type` narrows the payload.
 */
export type DomainEvent<T extends EventType = EventType> = { [K in T]: EventOf<K> }[T];

/** An event as stored in the outbox. */
export type RecordedEvent<T extends EventType = EventType> = {
  [K in T]: EventOf<K> & { id: string; seq: number };
}[T];

/**
 * `transaction` handlers run inside the publisher's transaction (their writes commit or roll
 * back with it; a throw aborts the whole change). `after_commit` handlers run once the change
 * is committed; their failures are logged and never undo it.
 */
export type HandlerPhase = 'transaction' | 'after_commit';

export type EventHandler<T extends EventType = EventType> = (
  event: DomainEvent<T>,
) => Promise<void> | void;

export type ConsumerHandler<T extends EventType = EventType> = (
  event: RecordedEvent<T>,
) => Promise<void>;

/**
 * The in-process event bus. `publish` records the event in the `domain_events` outbox in the
 * current transaction, so an event exists exactly when its change does. Handlers get the
 * payload parsed against the event catalogue; a payload that does not match throws
 * `EventPayloadMismatch` where the handler would have run.
 */
export abstract class DomainEvents {
  abstract publish<T extends EventType>(event: DomainEvent<T>): Promise<void>;
  abstract subscribe<T extends EventType>(
    type: T,
    handler: EventHandler<T>,
    phase?: HandlerPhase,
  ): void;

  /**
   * Registers a durable consumer: `handler` runs once per event of `types` — after the
   * publisher commits, in a transaction of its own that also records (consumer, event id); an
   * event already recorded for this consumer is skipped. A throw (a payload mismatch too) rolls
   * back and the relay retries later (at startup and every few seconds), so neither a crash nor
   * a replay runs it twice or loses it. Repositories called inside the handler join its
   * transaction.
   */
  abstract consume<T extends EventType>(
    consumer: string,
    types: readonly T[],
    handler: ConsumerHandler<T>,
  ): void;
}
