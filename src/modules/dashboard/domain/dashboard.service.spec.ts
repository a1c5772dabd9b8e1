import {
  MemoryDashboardVisits,
  MemoryRevenueFacts,
  MemorySignupFacts,
} from '#test/fakes/dashboard.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import type { HomeownerJob } from '#modules/jobs/domain/ports.js';
import type { FeedCard } from '#modules/leads/domain/ports.js';
import type { LeaderboardView } from '#modules/leaderboard/domain/leaderboard.service.js';
import { progressOf } from '#modules/rewards/domain/levels.js';
import type { RewardsOverview } from '#modules/rewards/domain/rewards.service.js';
import { DashboardService, type DashboardSources } from './dashboard.service.js';

const NOW = new Date('2026-06-01T02:00:00Z'); // noon in Sydney
const HOUR = 60 * 60 * 1000;

const job = (id: string, status: string, over: Partial<HomeownerJob> = {}) =>
  ({
    id,
    title: `Job ${id}`,
    status,
    quoteCount: 2,
    assignedTradieId: 't1',
    ...over,
  }) as HomeownerJob;

const card = (id: string, publishedAt: Date, boughtByMe = false) =>
  ({ id, publishedAt, boughtByMe }) as FeedCard;

function setup() {
  const jobs = [
    job('p', 'pending_payment', { quoteCount: 0, assignedTradieId: null }),
    job('o', 'open', { quoteCount: 3, assignedTradieId: null }),
    job('a', 'assigned', { quoteCount: 4 }),
    job('c1', 'completed'),
    job('c2', 'completed'),
    job('c3', 'completed', { assignedTradieId: null }),
  ];
  const reviewed = new Set(['c1']);
  const feedItems: FeedCard[] = [];
  const visits = new MemoryDashboardVisits();
  // The Sydney day of NOW: four sign-ups, two of them tradies waiting for verification, one
  // admin (not a sign-up); one more the day before. Three payments taken that day, one before.
  const signups = new MemorySignupFacts();
  const account = (id: string, createdAt: Date, role = 'homeowner') =>
    signups.accounts.set(id, {
      createdAt,
      isAdmin: role === 'admin',
      tradie: role === 'tradie' ? { verification: 'pending', licenceUnderReview: false } : null,
    });
  account('s1', new Date(NOW.getTime() - HOUR));
  account('s2', new Date(NOW.getTime() - 2 * HOUR));
  account('s3', new Date(NOW.getTime() - 3 * HOUR), 'tradie');
  account('s4', new Date(NOW.getTime() - 4 * HOUR), 'tradie');
  account('boss', NOW, 'admin');
  account('earlier', new Date(NOW.getTime() - 24 * HOUR));
  const revenue = new MemoryRevenueFacts();
  const payment = (id: string, amountCents: number, paidAt = NOW) =>
    revenue.payments.set(id, { amountCents, paidAt, refundedCents: 0, disputeLost: false });
  payment('p1', 5_000);
  payment('p2', 4_000);
  payment('p3', 3_300);
  payment('earlier', 9_900, new Date(NOW.getTime() - 24 * HOUR));
  const disputes: unknown[] = [];
  const sources: DashboardSources = {
    jobs: {
      allOf: async (_id, statuses) => jobs.filter((j) => statuses.includes(j.status)),
    },
    messaging: { unreadTotal: async () => 5 },
    reviews: {
      ofJob: async (jobId) => (reviewed.has(jobId) ? ({ id: `r-${jobId}` } as never) : null),
    },
    rewards: {
      overview: async () => ({ points: 320, progress: progressOf(320) }) as RewardsOverview,
    },
    ledger: { balance: async () => 42 },
    leads: {
      mine: async () => ({
        items: [],
        nextCursor: null,
        counts: { to_quote: 1, quoted: 2, won: 3 },
      }),
      listDisputes: async (_status, limit = 200) => disputes.slice(0, limit) as never,
      newInFeed: async (_id, since) =>
        feedItems.filter((c) => !c.boughtByMe && c.publishedAt.getTime() > since.getTime()).length,
    },
    leaderboard: {
      view: async () =>
        ({
          me: { rank: 4, points: 120, badge: null },
          closesAt: new Date('2026-06-06T14:00:00Z'),
        }) as LeaderboardView,
    },
    signups,
    revenue,
    visits,
    clock: new FixedClock(NOW),
  };
  return { service: new DashboardService(sources), jobs, feedItems, visits, signups, disputes };
}

describe('DashboardService.homeowner', () => {
  it('shows jobs under way with the quotes waiting on open ones, and completed jobs to review', async () => {
    const s = setup();
    const board = await s.service.homeowner('h1');
    expect(board.activeJobs).toEqual([
      { id: 'p', title: 'Job p', status: 'pending_payment', quotesWaiting: 0 },
      { id: 'o', title: 'Job o', status: 'open', quotesWaiting: 3 },
      { id: 'a', title: 'Job a', status: 'assigned', quotesWaiting: 0 },
    ]);
    expect(board.quotesWaiting).toBe(3);
    expect(board.unreadMessages).toBe(5);
    expect(board.toReview).toEqual([{ id: 'c2', title: 'Job c2' }]);
    expect(board.rewards).toEqual({
      points: 320,
      level: 'Local Hero',
      nextLevel: 'Trusted Neighbour',
      pointsToNext: 280,
      percent: 6,
    });
  });

  it('checks only the 20 most recent completed jobs for a missing review', async () => {
    const s = setup();
    for (let i = 0; i < 25; i++) s.jobs.push(job(`more-${i}`, 'completed'));
    expect((await s.service.homeowner('h1')).toReview).toHaveLength(19); // c2 and 18 more
  });
});

describe('DashboardService.tradie', () => {
  it('counts unbought leads published since the last visit, and moves the baseline per visit', async () => {
    const s = setup();
    s.visits.rows.set('t1', {
      lastSeenAt: new Date(NOW.getTime() - 5 * HOUR),
      baselineAt: new Date(0),
    });
    s.feedItems.push(
      card('new', new Date(NOW.getTime() - HOUR)),
      card('bought', new Date(NOW.getTime() - HOUR), true),
      card('old', new Date(NOW.getTime() - 6 * HOUR)),
    );
    const board = await s.service.tradie('t1');
    expect(board).toEqual({
      credits: 42,
      newLeads: { count: 1, since: new Date(NOW.getTime() - 5 * HOUR) },
      toQuote: 1,
      quotesAwaitingAnswer: 2,
      jobsWon: 3,
      unreadMessages: 5,
      leaderboard: { rank: 4, points: 120, closesAt: new Date('2026-06-06T14:00:00Z') },
    });
    expect(s.visits.rows.get('t1')).toEqual({
      lastSeenAt: NOW,
      baselineAt: new Date(NOW.getTime() - 5 * HOUR),
    });
  });

  it('counts every new lead, however far down the feed it sits', async () => {
    const s = setup();
    // The feed shows emergencies first: fifty older ones come before the new lead.
    for (let i = 0; i < 50; i++)
      s.feedItems.push(card(`e${i}`, new Date(NOW.getTime() - 30 * HOUR)));
    s.visits.rows.set('t1', {
      lastSeenAt: new Date(NOW.getTime() - 5 * HOUR),
      baselineAt: new Date(0),
    });
    s.feedItems.push(card('new', new Date(NOW.getTime() - HOUR)));
    expect((await s.service.tradie('t1')).newLeads.count).toBe(1);
    for (let i = 0; i < 120; i++) s.feedItems.push(card(`n${i}`, new Date(NOW.getTime() - HOUR)));
    expect((await s.service.tradie('t1')).newLeads.count).toBe(121);
  });
});

describe('DashboardService.admin', () => {
  it('reports the Sydney day’s signups and revenue, and the queues', async () => {
    const s = setup();
    s.disputes.push({}, {});
    expect(await s.service.admin()).toEqual({
      day: '2026-06-01',
      pendingVerifications: 2,
      openDisputes: 2,
      openDisputesMore: false,
      signupsToday: 4,
      revenueToday: { cents: 12_300, payments: 3 },
    });
    for (let i = 0; i < 250; i++) s.disputes.push({});
    expect(await s.service.admin()).toMatchObject({ openDisputes: 200, openDisputesMore: true });
  });
});
