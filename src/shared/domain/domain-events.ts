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
  /**
   * A handler that runs once the publisher's change has committed; its failure is logged and
   * never undoes the change. There is no handler inside the publisher's transaction: a step a
   * flow needs atomically with its change is a port the flow calls, so the flow reads whole in
   * one use case.
   */
  abstract subscribe<T extends EventType>(type: T, handler: EventHandler<T>): void;

  /**
   * Registers a durable consumer: `handler` runs once per event of `types` — after the
   * publisher commits, in a transaction of its own that also records (consumer, event id); an
   * event already recorded for this consumer is skipped. A throw (a payload mismatch too) rolls
   * back and the relay retries later (at startup and every few seconds), so neither a crash nor
   * a replay runs it twice or loses it. Repositories called inside the handler join its
   * transaction. Events committed together may share one such transaction; a throw then rolls
   * back the others' writes too and each is offered again alone, so a handler's effects outside
   * the database wait for the commit (as they must for any retry).
   */
  abstract consume<T extends EventType>(
    consumer: string,
    types: readonly T[],
    handler: ConsumerHandler<T>,
  ): void;
}
