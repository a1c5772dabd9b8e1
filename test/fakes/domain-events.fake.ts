import { randomUUID } from 'node:crypto';
import {
  type ConsumerHandler,
  type DomainEvent,
  DomainEvents,
  type EventHandler,
  type HandlerPhase,
  type RecordedEvent,
} from '#shared/domain/domain-events.js';

interface Consumer {
  name: string;
  types: readonly string[];
  handler: ConsumerHandler;
}

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

  async publish(event: DomainEvent): Promise<void> {
    const recorded = { ...event, id: randomUUID(), seq: this.published.length + 1 };
    this.published.push(recorded);
    for (const handler of this.handlers.get(event.type) ?? []) await handler(event);
    for (const consumer of this.consumers) await this.deliver(consumer, recorded).catch(() => {});
  }

  subscribe(type: string, handler: EventHandler, _phase?: HandlerPhase): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  consume(name: string, types: readonly string[], handler: ConsumerHandler): void {
    this.consumers.push({ name, types, handler });
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
      await consumer.handler(event);
    } catch (error) {
      this.consumed.delete(key);
      throw error;
    }
  }
}
