/**
 * Something that happened in a module and that others may react to (notifications, rewards,
 * the leaderboard). Events are for side effects; a use case's main flow never depends on them.
 */
export interface DomainEvent {
  /** `module.what_happened`, e.g. `leads.lead_bought`. */
  type: string;
  /** The id of the thing it happened to (a job, a lead, a user). */
  aggregateId: string;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * `transaction` handlers run inside the publisher's transaction (their writes commit or roll
 * back with it; a throw aborts the whole change). `after_commit` handlers run once the change
 * is committed; their failures are logged and never undo it.
 */
export type HandlerPhase = 'transaction' | 'after_commit';

export type EventHandler = (event: DomainEvent) => Promise<void> | void;

/** An event as stored in the outbox. */
export interface RecordedEvent extends DomainEvent {
  id: string;
  seq: number;
}

export type ConsumerHandler = (event: RecordedEvent) => Promise<void>;

/**
 * The in-process event bus. `publish` records the event in the `domain_events` outbox in the
 * current transaction, so an event exists exactly when its change does.
 */
export abstract class DomainEvents {
  abstract publish(event: DomainEvent): Promise<void>;
  abstract subscribe(type: string, handler: EventHandler, phase?: HandlerPhase): void;

  /**
   * Registers a durable consumer: `handler` runs once per event of `types` — after the
   * publisher commits, in a transaction of its own that also records (consumer, event id); an
   * event already recorded for this consumer is skipped. A throw rolls back and the relay
   * retries later (at startup and every few seconds), so neither a crash nor a replay runs it
   * twice or loses it. Repositories called inside the handler join its transaction.
   */
  abstract consume(consumer: string, types: readonly string[], handler: ConsumerHandler): void;
}
