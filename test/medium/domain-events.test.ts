import { randomUUID } from 'node:crypto';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { EventRelay } from '#shared/infra/events/event-relay.js';
import { domainEventsContract } from '../contracts/domain-events.contract.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('durable consumers on the PostgreSQL outbox', () => {
  let t: TestApp;
  let events: DomainEvents;
  let relay: EventRelay;
  beforeAll(async () => {
    t = await startTestApp();
    events = t.app.get(DomainEvents);
    relay = t.app.get(EventRelay);
    await t.query('CREATE TABLE consumer_writes (event_id uuid NOT NULL, consumer text NOT NULL)');
  });
  afterAll(() => t.close());

  domainEventsContract('outbox', async () => ({
    events,
    drain: async () => {
      await relay.drain();
    },
    replay: async (consumer, id) => {
      await relay.replay(consumer, id);
    },
    idOf: async (aggregateId) =>
      (
        await t.query<{ id: string }>('SELECT id FROM domain_events WHERE aggregate_id = $1', [
          aggregateId,
        ])
      )[0].id,
  }));

  // A type no module handles; each test counts only its own aggregate.
  const type = 'reviews.review_replied';
  const payload = { jobId: 'j1', tradieId: 't1', homeownerId: 'h1' };
  const publish = (aggregateId: string) =>
    events.publish({ type, aggregateId, payload, occurredAt: new Date() });

  it("commits a handler's writes with its consumption row, and rolls both back on a throw", async () => {
    const uow = t.app.get(TypeOrmUnitOfWork);
    const name = `medium.${randomUUID()}`;
    const agg = randomUUID();
    let fail = true;
    events.consume(name, [type], async (event) => {
      if (event.aggregateId !== agg) return;
      await uow
        .manager()
        .query('INSERT INTO consumer_writes (event_id, consumer) VALUES ($1, $2)', [
          event.id,
          name,
        ]);
      if (fail) throw new Error('after writing');
    });
    await publish(agg);
    const writes = () =>
      t.query<{ n: number }>('SELECT count(*)::int AS n FROM consumer_writes WHERE consumer = $1', [
        name,
      ]);
    expect((await writes())[0].n).toBe(0);
    fail = false;
    expect(await relay.drain()).toBeGreaterThanOrEqual(1);
    expect((await writes())[0].n).toBe(1);
    expect(await relay.drain()).toBe(0);
  });

  it('an event whose publisher rolled back reaches no consumer', async () => {
    const name = `medium.${randomUUID()}`;
    const agg = randomUUID();
    const seen: string[] = [];
    events.consume(name, [type], async (event) => {
      if (event.aggregateId === agg) seen.push(event.id);
    });
    await expect(
      t.app.get(UnitOfWork).run(async () => {
        await publish(agg);
        throw new Error('the use case failed');
      }),
    ).rejects.toThrow('the use case failed');
    await relay.drain();
    expect(seen).toEqual([]);
  });

  it('after a crash between commit and delivery, the relay delivers the event once', async () => {
    const name = `medium.${randomUUID()}`;
    const agg = randomUUID();
    // The event row exists but no consumer ran: what a crash right after the commit leaves.
    await t.query(
      `INSERT INTO domain_events (type, aggregate_id, payload, occurred_at) VALUES ($1, $2, $3, now())`,
      [type, agg, JSON.stringify(payload)],
    );
    const seen: string[] = [];
    events.consume(name, [type], async (event) => {
      if (event.aggregateId === agg) seen.push(event.id);
    });
    await Promise.all([relay.drain(), relay.drain()]);
    expect(seen).toHaveLength(1);
  });

  it('events committed together reach a consumer once each; one failing holds back none of the others', async () => {
    const uow = t.app.get(TypeOrmUnitOfWork);
    const name = `medium.${randomUUID()}`;
    const aggs: string[] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    // Fails in the batch and again alone; the relay's pass gets it through.
    let failures = 0;
    events.consume(name, [type], async (event) => {
      if (!aggs.includes(event.aggregateId)) return;
      await uow
        .manager()
        .query('INSERT INTO consumer_writes (event_id, consumer) VALUES ($1, $2)', [
          event.aggregateId,
          name,
        ]);
      if (event.aggregateId === aggs[1] && failures < 2) {
        failures += 1;
        throw new Error('down for a moment');
      }
    });
    // Four transactions committed: held after their commits until all four are, so their
    // deliveries go in one batch (the after-commit handlers run just before the delivery).
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    events.subscribe(type, async (event) => {
      if (!aggs.includes(event.aggregateId)) return;
      held += 1;
      if (held === aggs.length) release();
      await gate;
    });
    const written = async () =>
      (
        await t.query<{ event_id: string }>(
          'SELECT event_id FROM consumer_writes WHERE consumer = $1 ORDER BY event_id',
          [name],
        )
      ).map((row) => row.event_id);
    await Promise.all(aggs.map((agg) => publish(agg)));
    expect(failures).toBe(2);
    expect(await written()).toEqual([aggs[0], aggs[2], aggs[3]].sort());
    await relay.drain();
    await relay.drain();
    expect(await written()).toEqual([...aggs].sort());
  });
});
