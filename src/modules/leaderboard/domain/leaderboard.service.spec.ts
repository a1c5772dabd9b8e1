import { InMemoryCreditLedger } from '#test/fakes/credits.fakes.js';
import { RecordingDomainEvents } from '#test/fakes/domain-events.fake.js';
import { DirectUnitOfWork } from '#test/fakes/identity.fakes.js';
import {
  MemoryLeaderboard,
  MemoryTradieNames,
  MemoryTradieStandings,
} from '#test/fakes/leaderboard.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import { LeaderboardService } from './leaderboard.service.js';
import type { TradieStanding } from './standings.js';

const DAY = 24 * 60 * 60 * 1000;
/** Monday 30 November 2026, 11:00 in Sydney: the week of Sunday 29 November has just closed. */
const NOW = new Date('2026-11-30T00:00:00Z');
/** That close: midnight starting Sunday 29 November, Sydney (UTC+11). */
const CLOSE = new Date('2026-11-28T13:00:00Z');

function setup() {
  const board = new MemoryLeaderboard();
  const standings = new MemoryTradieStandings();
  const names = new MemoryTradieNames();
  const ledger = new InMemoryCreditLedger();
  const events = new RecordingDomainEvents();
  const clock = new FixedClock(NOW);
  const service = new LeaderboardService(
    board,
    names,
    standings,
    ledger,
    events,
    new DirectUnitOfWork(),
    clock,
  );
  /** A tradie of that standing, named F-<id>. */
  const tradie = (id: string, status: TradieStanding['status'] = 'active') => {
    standings.who.set(id, { type: 'tradie', status });
    names.named.set(id, { firstName: `F-${id}`, businessName: null });
  };
  return { service, board, standings, names, ledger, events, clock, tradie };
}

type Setup = ReturnType<typeof setup>;

/** `jobs` completed jobs of the tradie, a day apart, ending `daysBeforeClose` before CLOSE. */
async function jobs(s: Setup, tradieId: string, count: number, daysBeforeClose = 1) {
  for (let i = 0; i < count; i++) {
    const at = new Date(CLOSE.getTime() - (daysBeforeClose + i) * DAY);
    await s.service.jobCompleted(tradieId, `${tradieId}-job-${daysBeforeClose}-${i}`, false, at);
  }
}

describe('LeaderboardService scoring', () => {
  it('scores each job and review once by its source, taking a hidden review back at its date', async () => {
    const s = setup();
    const at = new Date(CLOSE.getTime() - DAY);
    expect(await s.service.jobCompleted('t1', 'job-1', false, at)).toBe(true);
    expect(await s.service.jobCompleted('t1', 'job-1', false, at)).toBe(false);
    expect(await s.service.jobCompleted('t1', 'job-2', true, at)).toBe(true);
    expect(await s.service.reviewReceived('t1', 'rev-1', 1, at)).toBe(true);
    expect(await s.service.reviewReceived('t1', 'rev-1', 1, at)).toBe(false);
    expect(await s.service.reviewHidden('t1', 'rev-1', 1, at)).toBe(true);
    expect(await s.service.reviewHidden('t1', 'rev-1', 1, at)).toBe(false);
    expect(s.board.rows.map((r) => [r.reason, r.points])).toEqual([
      ['job_completed', 50],
      ['emergency_job_completed', 60],
      ['review_received', -25],
      ['review_hidden', 25],
    ]);
    expect(s.board.rows.every((r) => r.occurredAt.getTime() === at.getTime())).toBe(true);
  });
});

describe('LeaderboardService.closeWeek', () => {
  it('pays the top five eligible tradies of the 90 days before the close, once', async () => {
    const s = setup();
    for (const [id, count] of [
      ['a', 7],
      ['b', 6],
      ['c', 5],
      ['d', 4],
      ['e', 3],
      ['f', 2],
    ] as const) {
      s.tradie(id);
      await jobs(s, id, count);
    }
    s.tradie('banned', 'banned');
    await jobs(s, 'banned', 9);
    s.tradie('old');
    await jobs(s, 'old', 9, 91); // all before the window
    s.standings.who.set('homeowner', { type: 'homeowner', status: 'active' });
    await jobs(s, 'homeowner', 9);
    await s.service.jobCompleted('late', 'late-job', false, new Date(CLOSE.getTime() + 1));
    s.tradie('late');

    const awards = await s.service.closeWeek('2026-11-29');

    expect(awards?.map((a) => [a.tradieId, a.rank, a.points, a.credits, a.badge])).toEqual([
      ['a', 1, 350, 10, 'gold'],
      ['b', 2, 300, 7, 'silver'],
      ['c', 3, 250, 5, 'bronze'],
      ['d', 4, 200, 3, null],
      ['e', 5, 150, 2, null],
    ]);
    expect(s.board.saved).toEqual(awards);
    expect(await s.ledger.findByKey('leaderboard:2026-11-29:a')).toMatchObject({
      type: 'leaderboard_reward',
      amount: 10,
    });
    expect(s.events.published.map((e) => e.payload)).toContainEqual({
      tradieId: 'c',
      weekKey: '2026-11-29',
      rank: 3,
      credits: 5,
      badge: 'bronze',
    });
    expect(await s.service.closeWeek('2026-11-29')).toBeNull();
    expect(await s.ledger.balance('a')).toBe(10);
    expect(s.events.published).toHaveLength(5);
  });

  it('pays fewer prizes when fewer tradies scored', async () => {
    const s = setup();
    s.tradie('a');
    await jobs(s, 'a', 1);
    expect((await s.service.closeWeek('2026-11-29'))?.map((a) => a.tradieId)).toEqual(['a']);
  });

  it('treats a week key that is not a Sunday as a programming error', async () => {
    const s = setup();
    await expect((async () => s.service.closeWeek('2026-11-30'))()).rejects.toThrow(RangeError);
    expect(s.board.weeks).toEqual([]);
  });
});

describe('LeaderboardService.closeDue', () => {
  it('closes only the latest week before the first close ever', async () => {
    const s = setup();
    expect(await s.service.closeDue()).toEqual(['2026-11-29']);
    expect(await s.service.closeDue()).toEqual([]);
  });

  it('catches up the weeks missed since the last close, oldest first, at most twelve', async () => {
    const s = setup();
    s.board.weeks.push('2026-11-08');
    expect(await s.service.closeDue()).toEqual(['2026-11-15', '2026-11-22', '2026-11-29']);
    const long = setup();
    long.board.weeks.push('2025-11-30');
    const closed = await long.service.closeDue();
    expect(closed).toHaveLength(12);
    expect(closed.at(-1)).toBe('2026-11-29');
  });
});

describe('LeaderboardService.view', () => {
  it('shows the live top, the tradie’s place and badge, and last week’s named winners', async () => {
    const s = setup();
    s.tradie('a');
    s.tradie('b');
    await jobs(s, 'a', 2);
    await jobs(s, 'b', 1);
    await s.service.closeWeek('2026-11-29');
    await s.service.jobCompleted('b', 'b-new', true, NOW); // after the close: counts live only

    const view = await s.service.view('a');
    expect(view).toMatchObject({
      weekKey: '2026-12-06',
      closesAt: new Date('2026-12-05T13:00:00Z'),
      windowDays: 90,
      me: { rank: 2, points: 100, badge: 'gold' },
      lastWeek: { weekKey: '2026-11-29' },
    });
    expect(view.standings.map((r) => [r.tradieId, r.points, r.firstName])).toEqual([
      ['b', 110, 'F-b'],
      ['a', 100, 'F-a'],
    ]);
    expect(view.lastWeek?.winners.map((w) => [w.tradieId, w.firstName])).toEqual([
      ['a', 'F-a'],
      ['b', 'F-b'],
    ]);
  });

  it('gives an unranked tradie their points and no place, and names a nameless one plainly', async () => {
    const s = setup();
    s.tradie('pending', 'pending');
    await jobs(s, 'pending', 1);
    s.tradie('nameless');
    s.names.named.delete('nameless');
    await jobs(s, 'nameless', 1);
    const view = await s.service.view('pending');
    expect(view.me).toEqual({ rank: null, points: 50, badge: null });
    expect(view.lastWeek).toBeNull();
    expect(view.standings).toEqual([
      expect.objectContaining({ tradieId: 'nameless', firstName: 'A tradie', businessName: null }),
    ]);
  });
});
