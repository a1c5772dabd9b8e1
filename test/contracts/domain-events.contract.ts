import { randomUUID } from 'node:crypto';
import type { DomainEvents, RecordedEvent } from '#shared/domain/domain-events.js';

export interface DomainEventsHarness {
  events: DomainEvents;
  /** What the relay does on its own: deliver every event a consumer has not handled. */
  drain(): Promise<void>;
  /** Offer one event to one consumer again, as after a crash or a manual replay. */
  replay(consumer: string, eventId: string): Promise<void>;
}

const event = (type: string) => ({
  type,
  aggregateId: randomUUID(),
  payload: { n: 1 },
  occurredAt: new Date('2026-11-23T00:00:00Z'),
});

/** What every DomainEvents bus must do for durable consumers, in-memory or the outbox. */
export function domainEventsContract(name: string, make: () => Promise<DomainEventsHarness>) {
  describe(`DomainEvents consumers contract: ${name}`, () => {
    let h: DomainEventsHarness;
    // Unique per test: the real bus keeps consumers for the app's lifetime.
    let consumer: string;
    let type: string;
    beforeEach(async () => {
      h = await make();
      consumer = `contract.${randomUUID()}`;
      type = `contract.${randomUUID().slice(0, 8)}`;
    });

    it('runs a consumer once per event of its types, with the recorded id', async () => {
      const seen: RecordedEvent[] = [];
      h.events.consume(consumer, [type], async (e) => {
        seen.push(e);
      });
      await h.events.publish(event(type));
      await h.events.publish(event(`${type}.other`));
      await h.drain();
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ type, payload: { n: 1 } });
      expect(seen[0].id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('never runs it twice for one event, however often the event is offered again', async () => {
      const seen: string[] = [];
      h.events.consume(consumer, [type], async (e) => {
        seen.push(e.id);
      });
      await h.events.publish(event(type));
      const id = seen[0] ?? '';
      await Promise.all([h.replay(consumer, id), h.replay(consumer, id), h.drain()]);
      await h.drain();
      expect(seen).toEqual([id]);
    });

    it('a failing consumer fails neither the publisher nor the others, and runs again later', async () => {
      let attempts = 0;
      const other: string[] = [];
      h.events.consume(consumer, [type], async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('down for a moment');
      });
      h.events.consume(`${consumer}.other`, [type], async (e) => {
        other.push(e.id);
      });
      await expect(h.events.publish(event(type))).resolves.toBeUndefined();
      expect(other).toHaveLength(1);
      await h.drain();
      await h.drain();
      expect(attempts).toBe(2);
      expect(other).toHaveLength(1);
    });
  });
}
