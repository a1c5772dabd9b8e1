import { describe, expect, it } from '@jest/globals';
import type { EventPayload } from '#shared/domain/domain-events.js';
import { EventPayloadMismatch, parseEventPayload } from '#shared/domain/event-catalogue.js';
import {
  type EventFacts,
  factsNeeded,
  type NotifiedEvent,
  notificationsFor,
} from './notification-rules.js';

type Notified = NotifiedEvent['type'];

const event = <T extends Notified>(type: T, payload: EventPayload<T>, aggregateId = 'job-1') =>
  ({
    id: 'evt-1',
    seq: 1,
    type,
    aggregateId,
    payload,
    occurredAt: new Date('2026-11-23T00:00:00Z'),
  }) as NotifiedEvent;

const refund = { jobId: 'job-1', tradieId: 't1', credits: 5, reason: 'job_cancelled' } as const;

const facts = (over: Partial<EventFacts> = {}): EventFacts => ({
  jobTitle: 'Fix a leaking tap',
  matchingTradieIds: [],
  names: { t1: 'Dave’s Plumbing', h1: 'Olivia' },
  recipientViewing: false,
  recipientIsTradie: false,
  ...over,
});

describe('notificationsFor', () => {
  it('tells every matching tradie about a new open job, and nobody about an unpaid emergency', () => {
    const posted = event('jobs.job_posted', {
      homeownerId: 'h1',
      isEmergency: false,
      status: 'open',
    });
    const rows = notificationsFor(posted, facts({ matchingTradieIds: ['t1', 't2'] }));
    expect(rows.map((r) => [r.userId, r.type])).toEqual([
      ['t1', 'lead_matched'],
      ['t2', 'lead_matched'],
    ]);
    expect(rows[0].title).toBe('New lead: Fix a leaking tap');
    expect(factsNeeded(posted).matchTradies).toBe(true);
    const unpaid = event('jobs.job_posted', {
      homeownerId: 'h1',
      isEmergency: true,
      status: 'pending_payment',
    });
    expect(factsNeeded(unpaid).matchTradies).toBe(false);
    expect(notificationsFor(unpaid, facts({ matchingTradieIds: ['t1'] }))).toEqual([]);
    expect(factsNeeded(event('jobs.job_published', { homeownerId: 'h1' })).matchTradies).toBe(true);
  });

  it('hides contact details in the title from tradies without the lead, not from a buyer', () => {
    const titled = facts({ jobTitle: 'Call 0412 345 678 re tap', matchingTradieIds: ['t1'] });
    const title = <T extends Notified>(type: T, payload: EventPayload<T>) =>
      notificationsFor(event(type, payload), titled).map((r) => r.title);
    expect(title('jobs.job_published', { homeownerId: 'h1' })).toEqual([
      'New lead: Call [hidden] re tap',
    ]);
    expect(title('leads.lead_refunded', refund)).toEqual([
      '5 credits back for Call [hidden] re tap',
    ]);
    const hired = { homeownerId: 'h1', tradieId: 't1', quoteId: 'q1', notSelectedTradieIds: [] };
    expect(title('jobs.tradie_hired', hired)).toEqual(['You were hired: Call 0412 345 678 re tap']);
  });

  it('tells the homeowner about a bought lead and a quote, with the tradie’s name and the price', () => {
    const bought = notificationsFor(
      event(
        'leads.lead_bought',
        { jobId: 'job-1', tradieId: 't1', homeownerId: 'h1', priceCredits: 5 },
        'lead-1',
      ),
      facts(),
    );
    expect(bought).toEqual([
      expect.objectContaining({ userId: 'h1', type: 'lead_bought', sourceEventId: 'evt-1' }),
    ]);
    expect(bought[0].title).toContain('Dave’s Plumbing');
    const quote = notificationsFor(
      event('leads.quote_sent', {
        jobId: 'job-1',
        tradieId: 't1',
        homeownerId: 'h1',
        amountCents: 45_050,
      }),
      facts(),
    );
    expect(quote[0]).toMatchObject({ userId: 'h1', type: 'quote_received' });
    expect(quote[0].body).toBe('Dave’s Plumbing quoted A$450.50.');
    const revised = notificationsFor(
      event('leads.quote_revised', {
        jobId: 'job-1',
        tradieId: 't1',
        homeownerId: 'h1',
        amountCents: 39_900,
        previousAmountCents: 45_050,
      }),
      facts(),
    );
    expect(revised[0]).toMatchObject({ userId: 'h1', type: 'quote_received' });
    expect(revised[0].title).toMatch(/^Updated quote for /);
    expect(revised[0].body).toBe('Dave’s Plumbing changed their quote to A$399.00.');
  });

  it('tells the hired tradie and each tradie not chosen', () => {
    const rows = notificationsFor(
      event('jobs.tradie_hired', {
        homeownerId: 'h1',
        tradieId: 't1',
        quoteId: 'q1',
        notSelectedTradieIds: ['t2', 't3'],
      }),
      facts(),
    );
    expect(rows.map((r) => [r.userId, r.type])).toEqual([
      ['t1', 'hired'],
      ['t2', 'not_hired'],
      ['t3', 'not_hired'],
    ]);
  });

  it('covers completion, reviews, review decisions, refunds, verification, level-ups and leaderboard awards', () => {
    const one = <T extends Notified>(type: T, payload: EventPayload<T>) =>
      notificationsFor(event(type, payload), facts()).map((r) => [r.userId, r.type, r.title]);
    expect(
      one('jobs.job_completed', { homeownerId: 'h1', tradieId: 't1', isEmergency: false }),
    ).toEqual([['t1', 'job_completed', 'Job completed: Fix a leaking tap']]);
    expect(
      one('jobs.job_completed', { homeownerId: 'h1', tradieId: null, isEmergency: false }),
    ).toEqual([]);
    expect(
      one('reviews.review_left', { jobId: 'job-1', tradieId: 't1', homeownerId: 'h1', rating: 5 }),
    ).toEqual([['t1', 'review_received', 'New 5-star review']]);
    const decided = (decision: 'kept' | 'hidden') =>
      notificationsFor(
        event('reviews.report_decided', {
          jobId: 'job-1',
          tradieId: 't1',
          homeownerId: 'h1',
          adminId: 'a1',
          decision,
          reason: 'Abuse, not about the work.',
          reportId: 'p1',
          rating: 1,
          reviewedAt: '2026-11-20T00:00:00.000Z',
        }),
        facts(),
      ).map((r) => [r.userId, r.type, r.body, r.link]);
    expect(decided('hidden')).toEqual([
      [
        'h1',
        'review_moderated',
        'Hidden by Tradiehub: Abuse, not about the work.',
        '/dashboard/review/job-1',
      ],
      [
        't1',
        'review_moderated',
        'Hidden by Tradiehub: Abuse, not about the work.',
        '/dashboard/tradie/reviews',
      ],
    ]);
    expect(decided('kept').map((row) => row[2])).toEqual([
      'Kept by Tradiehub: Abuse, not about the work.',
      'Kept by Tradiehub: Abuse, not about the work.',
    ]);
    expect(one('leads.lead_refunded', refund)).toEqual([
      ['t1', 'credits_added', '5 credits back for Fix a leaking tap'],
    ]);
    // A dead lead: both sides are told why, in plain words.
    const silent = notificationsFor(
      event('leads.lead_refunded', {
        jobId: 'job-1',
        tradieId: 't1',
        homeownerId: 'h1',
        credits: 5,
        reason: 'homeowner_silent',
      }),
      facts(),
    ).map((r) => [r.userId, r.type, r.title, r.body]);
    expect(silent).toEqual([
      [
        't1',
        'credits_added',
        '5 credits back for Fix a leaking tap',
        'The homeowner didn’t read your messages within 48 hours, so the lead’s credits are back in your wallet and the chat is closed.',
      ],
      [
        'h1',
        'lead_bought',
        'Dave’s Plumbing couldn’t reach you about Fix a leaking tap',
        'Their messages went unread for 48 hours, so their credits went back to them and the chat is closed.',
      ],
    ]);
    const withdrawn = { ...refund, reason: 'job_withdrawn' } as const;
    expect(one('leads.lead_refunded', withdrawn)).toEqual([
      ['t1', 'credits_added', 'Job withdrawn: 5 credits back'],
    ]);
    const added = (
      creditType: EventPayload<'credits.credits_added'>['creditType'],
      isTradie: boolean,
    ) =>
      notificationsFor(
        event('credits.credits_added', {
          userId: 'u1',
          credits: 25,
          creditType,
          balanceAfter: 30,
          transactionId: 'tx1',
        }),
        facts({ recipientIsTradie: isTradie }),
      ).map((r) => [r.userId, r.type, r.title, r.body, r.link]);
    expect(added('purchase', true)).toEqual([
      [
        'u1',
        'credits_added',
        '25 credits added',
        'Your credit purchase went through. Balance: 30 credits.',
        '/dashboard/tradie/wallet',
      ],
    ]);
    expect(added('reward', false)[0][4]).toBe('/dashboard/rewards');
    expect(added('admin_adjustment', false)[0][4]).toBe('/dashboard/wallet');
    expect(added('signup_bonus', true)[0][3]).toMatch(/^Your free sign-up credits/);
    expect(
      one('identity.tradie_verified', {
        tradieId: 't1',
        decision: 'approved',
        reason: null,
        adminId: 'a1',
      }),
    ).toEqual([['t1', 'verification_approved', 'You are verified']]);
    expect(
      one('identity.tradie_verified', {
        tradieId: 't1',
        decision: 'rejected',
        reason: 'Licence expired',
        adminId: 'a1',
      }),
    ).toEqual([['t1', 'verification_rejected', 'Your verification was not approved']]);
    expect(one('rewards.level_up', { userId: 'h1', level: 'Local Hero', points: 300 })).toEqual([
      ['h1', 'level_up', 'You reached Local Hero!'],
    ]);
    expect(
      one('leaderboard.award', {
        tradieId: 't1',
        weekKey: '2026-W47',
        rank: 1,
        credits: 10,
        badge: 'gold',
      }),
    ).toEqual([['t1', 'leaderboard_award', 'You placed #1 on this week’s leaderboard']]);
  });

  it('tells a message’s recipient unless the thread is open on one of their devices', () => {
    const sent = event(
      'messaging.message_sent',
      {
        conversationId: 'c1',
        jobId: 'job-1',
        senderId: 'h1',
        recipientId: 't1',
        seq: 1,
        preview: 'Tuesday works?',
      },
      'm1',
    );
    expect(factsNeeded(sent)).toMatchObject({ conversationId: 'c1', recipientId: 't1' });
    expect(notificationsFor(sent, facts({ recipientIsTradie: true }))).toEqual([
      {
        userId: 't1',
        type: 'message_received',
        title: 'New message from Olivia',
        body: 'Tuesday works?',
        link: '/dashboard/tradie/messages?conversation=c1',
        sourceEventId: 'evt-1',
      },
    ]);
    expect(notificationsFor(sent, facts({ recipientViewing: true }))).toEqual([]);
  });

  it('takes only the events the inbox consumes, with their payloads whole', () => {
    // @ts-expect-error an event the inbox does not consume is refused at compile time
    notificationsFor(event('jobs.job_cancelled', { homeownerId: 'h1' }), facts());
    // A payload without its recipient never reaches the rules: the consumer refuses it.
    const partial = {
      ...event('rewards.level_up', { userId: 'h1', level: 'Resident', points: 1 }),
    };
    partial.payload = { level: 'Resident' } as never;
    expect(() => parseEventPayload(partial)).toThrow(EventPayloadMismatch);
    expect(() => parseEventPayload(partial)).toThrow(/rewards\.level_up evt-1 .*userId/);
  });
});
