import { randomUUID } from 'node:crypto';
import type { DomainEvent, DomainEvents, RecordedEvent } from '#shared/domain/domain-events.js';
import { EventPayloadMismatch } from '#shared/domain/event-catalogue.js';

export interface DomainEventsHarness {
  events: DomainEvents;
  /** What the relay does on its own: deliver every event a consumer has not handled. */
  drain(): Promise<void>;
  /** Offer one event to one consumer again, as after a crash or a manual replay. */
  replay(consumer: string, eventId: string): Promise<void>;
  /** The recorded id of the event published for this aggregate. */
  idOf(aggregateId: string): Promise<string>;
}

// Catalogue types no module subscribes to, so the real bus runs nothing else on them.
const TYPE = 'reviews.review_replied';
const OTHER = 'reviews.review_reported';
const at = new Date('2026-11-23T00:00:00Z');

/** What every DomainEvents bus must do for durable consumers, in-memory or the outbox. */
export function domainEventsContract(name: string, make: () => Promise<DomainEventsHarness>) {
  describe(`DomainEvents consumers contract: ${name}`, () => {
    let h: DomainEventsHarness;
    // Unique per test: the real bus keeps consumers and events for the app's lifetime, so each
    // test's consumer counts only its own aggregate.
    let consumer: string;
    let agg: string;
    const publish = (aggregateId = agg) =>
      h.events.publish({
        type: TYPE,
        aggregateId,
        payload: { jobId: 'j1', tradieId: 't1', homeownerId: 'h1' },
        occurredAt: at,
      });
    beforeEach(async () => {
      h = await make();
      consumer = `contract.${randomUUID()}`;
      agg = randomUUID();
    });

    it('runs a consumer once per event of its types, with the recorded id and a typed payload', async () => {
      const seen: RecordedEvent<typeof TYPE>[] = [];
      h.events.consume(consumer, [TYPE], async (e) => {
        if (e.aggregateId === agg) seen.push(e);
      });
      await publish();
      await h.events.publish({
        type: OTHER,
        aggregateId: agg,
        payload: { reportId: 'r1', jobId: 'j1', tradieId: 't1' },
        occurredAt: at,
      });
      await h.drain();
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ type: TYPE, payload: { jobId: 'j1', homeownerId: 'h1' } });
      expect(seen[0].id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('never runs it twice for one event, however often the event is offered again', async () => {
      const seen: string[] = [];
      h.events.consume(consumer, [TYPE], async (e) => {
        if (e.aggregateId === agg) seen.push(e.id);
      });
      await publish();
      const id = seen[0] ?? '';
      await Promise.all([h.replay(consumer, id), h.replay(consumer, id), h.drain()]);
      await h.drain();
      expect(seen).toEqual([id]);
    });

    it('a failing consumer fails neither the publisher nor the others, and runs again later', async () => {
      let attempts = 0;
      const other: string[] = [];
      h.events.consume(consumer, [TYPE], async (e) => {
        if (e.aggregateId !== agg) return;
        attempts += 1;
        if (attempts === 1) throw new Error('down for a moment');
      });
      h.events.consume(`${consumer}.other`, [TYPE], async (e) => {
        if (e.aggregateId === agg) other.push(e.id);
      });
      await expect(publish()).resolves.toBeUndefined();
      expect(other).toHaveLength(1);
      await h.drain();
      await h.drain();
      expect(attempts).toBe(2);
      expect(other).toHaveLength(1);
    });

    it('refuses a payload the catalogue does not allow, naming the field, and keeps it pending', async () => {
      const seen: string[] = [];
      h.events.consume(consumer, [TYPE], async (e) => {
        if (e.aggregateId === agg) seen.push(e.id);
      });
      // What only a cast (or an old row) can still write: a required field missing.
      const bad = { type: TYPE, aggregateId: agg, payload: { jobId: 'j1', tradieId: 't1' } };
      await h.events.publish({ ...bad, occurredAt: at } as unknown as DomainEvent);
      await h.drain();
      const id = await h.idOf(agg);
      await expect(h.replay(consumer, id)).rejects.toMatchObject({
        name: 'EventPayloadMismatch',
        eventType: TYPE,
        field: 'homeownerId',
      });
      // Not skipped: the relay offers it again, and it fails again, until someone fixes it.
      await h.drain();
      await expect(h.replay(consumer, id)).rejects.toThrow(EventPayloadMismatch);
      expect(seen).toEqual([]);
    });
  });
}
