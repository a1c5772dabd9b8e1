import { randomUUID } from 'node:crypto';
import {
  type ConsumerHandler,
  type DomainEvent,
  DomainEvents,
  type EventHandler,
  type EventType,
  type RecordedEvent,
} from '#shared/domain/domain-events.js';
import { parseEventPayload } from '#shared/domain/event-catalogue.js';

interface Consumer {
  name: string;
  types: readonly string[];
  handler: ConsumerHandler;
}

/** Parsed against the catalogue as the outbox does: a mismatch throws where a handler would run. */
const parsed = <E extends DomainEvent>(event: E): E => parseEventPayload(event);

/**
 * Records what was published and runs subscribers and consumers at once (no transaction to
 * wait for). Consumers behave as on the outbox: once per event id, a failure retried by
 * `drain`, a `replay` of a handled event ignored.
 */
export class RecordingDomainEvents extends DomainEvents {
  readonly published: RecordedEvent[] = [];
  private readonly handlers = new Map<string, EventHandler[]>();
  private readonly consumers: Consumer[] = [];
  private readonly consumed = new Set<string>();

  async publish<T extends EventType>(event: DomainEvent<T>): Promise<void> {
    const recorded = {
      ...event,
      id: randomUUID(),
      seq: this.published.length + 1,
    } as RecordedEvent;
    this.published.push(recorded);
    for (const handler of this.handlers.get(event.type) ?? [])
      await handler(parsed(event as DomainEvent));
    for (const consumer of this.consumers) await this.deliver(consumer, recorded).catch(() => {});
  }

  subscribe<T extends EventType>(type: T, handler: EventHandler<T>): void {
    // Only events of `type` reach it, so the narrower handler is safe here.
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler as EventHandler]);
  }

  consume<T extends EventType>(
    name: string,
    types: readonly T[],
    handler: ConsumerHandler<T>,
  ): void {
    this.consumers.push({ name, types, handler: handler as ConsumerHandler });
  }

  /** Delivers whatever a consumer has not handled yet, like the relay. */
  async drain(): Promise<void> {
    for (const event of this.published) {
      for (const consumer of this.consumers) await this.deliver(consumer, event).catch(() => {});
    }
  }

  async replay(consumerName: string, eventId: string): Promise<void> {
    const consumer = this.consumers.find((c) => c.name === consumerName);
    const event = this.published.find((e) => e.id === eventId);
    if (!consumer || !event) throw new Error(`Nothing to replay: ${consumerName} ${eventId}`);
    await this.deliver(consumer, event);
  }

  types(): string[] {
    return this.published.map((event) => event.type);
  }

  private async deliver(consumer: Consumer, event: RecordedEvent): Promise<void> {
    const key = `${consumer.name}:${event.id}`;
    if (!consumer.types.includes(event.type) || this.consumed.has(key)) return;
    // Marked first, as the consumption row is inserted first: a replay racing it skips.
    this.consumed.add(key);
    try {
      await consumer.handler(parsed(event));
    } catch (error) {
      this.consumed.delete(key);
      throw error;
    }
  }
}
