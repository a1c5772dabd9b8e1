import { describe, expect, it } from '@jest/globals';
import { RecordingDomainEvents } from '#test/fakes/domain-events.fake.js';
import type { DomainEvents } from './domain-events.js';
import { EventPayloadMismatch, parseEventPayload } from './event-catalogue.js';

const at = new Date('2026-11-23T00:00:00Z');
const hired = {
  homeownerId: 'h1',
  tradieId: 't1',
  quoteId: 'q1',
  notSelectedTradieIds: ['t2'],
};

/**
 * Never run: `tsc` checks it. Each `@ts-expect-error` fails the type check if the catalogue's
 * typing ever becomes loose enough to accept the line below it.
 */
export function plantedTypeViolations(events: DomainEvents): void {
  void events.publish({
    type: 'jobs.tradie_hired',
    aggregateId: 'j1',
    // @ts-expect-error a required field is missing
    payload: { homeownerId: 'h1', tradieId: 't1', quoteId: 'q1' },
    occurredAt: at,
  });
  void events.publish({
    type: 'leads.lead_bought',
    aggregateId: 'l1',
    // @ts-expect-error a field of the wrong type
    payload: { jobId: 'j1', tradieId: 't1', homeownerId: 'h1', priceCredits: '5' },
    occurredAt: at,
  });
  void events.publish({
    type: 'leads.lead_refunded',
    aggregateId: 'l1',
    // @ts-expect-error a value outside the event's set of reasons
    payload: { jobId: 'j1', tradieId: 't1', credits: 5, reason: 'felt_like_it' },
    occurredAt: at,
  });
  // @ts-expect-error an event type the catalogue does not have
  events.subscribe('leads.lead_sold', () => {});
  events.subscribe('jobs.job_cancelled', (event) => {
    // @ts-expect-error a field the event does not carry
    void event.payload.tradieId;
  });
  events.consume('x', ['jobs.job_completed', 'reviews.review_left'], async (event) => {
    // @ts-expect-error only one of the two payloads has a rating
    void event.payload.rating;
    // A check of the type narrows the payload.
    if (event.type === 'reviews.review_left') void (event.payload.rating satisfies number);
  });
}

describe('the event catalogue', () => {
  it('parses a payload that matches, dropping keys it does not know', () => {
    const event = { type: 'jobs.tradie_hired', payload: { ...hired, extra: 1 }, id: 'e1' };
    expect(parseEventPayload(event).payload).toEqual(hired);
  });

  it('refuses a mismatch with an error that names the event and the field', () => {
    const bad = { ...hired, notSelectedTradieIds: ['t2', 7] };
    const parse = () => parseEventPayload({ type: 'jobs.tradie_hired', payload: bad, id: 'e1' });
    expect(parse).toThrow(EventPayloadMismatch);
    expect(parse).toThrow(/^Event jobs\.tradie_hired e1 does not match .*notSelectedTradieIds\.1/);
    expect(() =>
      parseEventPayload({ type: 'reviews.report_decided', payload: { reviewedAt: 'Tuesday' } }),
    ).toThrow(expect.objectContaining({ eventType: 'reviews.report_decided', field: 'adminId' }));
    expect(() => parseEventPayload({ type: 'leads.lead_sold', payload: {} })).toThrow(
      expect.objectContaining({ field: 'type' }),
    );
  });

  it('a subscriber gets the payload parsed, and a mismatch throws where it would run', async () => {
    const events = new RecordingDomainEvents();
    const got: unknown[] = [];
    events.subscribe('jobs.tradie_hired', (event) => {
      got.push(event.payload);
    });
    await events.publish({
      type: 'jobs.tradie_hired',
      aggregateId: 'j1',
      payload: hired,
      occurredAt: at,
    });
    expect(got).toEqual([hired]);
    const partial = { homeownerId: 'h1' } as typeof hired;
    await expect(
      events.publish({
        type: 'jobs.tradie_hired',
        aggregateId: 'j1',
        payload: partial,
        occurredAt: at,
      }),
    ).rejects.toThrow(/tradieId/);
    expect(got).toHaveLength(1);
  });
});
