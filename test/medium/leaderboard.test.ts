import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { AccountRepository } from '#modules/identity/domain/ports.js';
import {
  LEADERBOARD_AWARD,
  LeaderboardService,
} from '#modules/leaderboard/domain/leaderboard.service.js';
import { lastCloseAtOrBefore, nextCloseAfter, weekKey } from '#modules/leaderboard/domain/week.js';
import { WeeklyCloseScheduler } from '#modules/leaderboard/infra/weekly-close.scheduler.js';
import { AccountDataContributors } from '#shared/domain/account-data.js';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import { newAccount, TRADIE_PROFILE } from '../contracts/identity-ports.contract.js';
import { homeownerRegistration, registerAs, tradieRegistration } from '../support/fixtures.js';
import { marketplace } from '../support/marketplace.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the weekly leaderboard close on PostgreSQL', () => {
  let t: TestApp;
  let m: ReturnType<typeof marketplace>;
  let board: LeaderboardService;
  let scheduler: WeeklyCloseScheduler;
  let ledger: CreditLedger;
  let startedAt: Date;
  let startupClosed: string[] | undefined;
  beforeAll(async () => {
    t = await startTestApp();
    m = marketplace(t.app);
    board = t.app.get(LeaderboardService);
    scheduler = t.app.get(WeeklyCloseScheduler);
    ledger = t.app.get(CreditLedger);
    startedAt = t.clock.now();
    startupClosed = await scheduler.startup;
  });
  afterAll(() => t.close());

  const awards = (key: string) =>
    t.query<{ rank: number; tradie_id: string; points: number; credits: number; badge: string }>(
      `SELECT rank, tradie_id, points, credits, badge FROM leaderboard_awards
       WHERE week_key = $1 ORDER BY rank`,
      [key],
    );
  const prizeRows = (key: string) =>
    t.query<{ user_id: string; amount: number }>(
      `SELECT user_id, amount FROM credit_transactions
       WHERE type = 'leaderboard_reward' AND idempotency_key LIKE $1 ORDER BY amount DESC`,
      [`leaderboard:${key}:%`],
    );
  const awardEvents = (key: string) =>
    t.query<{ payload: { rank: number; credits: number; badge: string | null } }>(
      `SELECT payload FROM domain_events WHERE type = $1
       AND payload->>'weekKey' = $2 ORDER BY (payload->>'rank')::int`,
      [LEADERBOARD_AWARD, key],
    );

  let tradies: string[] = [];
  let firstClose: Date;

  it('closes the week that was due when the server started (the start-up catch-up)', () => {
    expect(startupClosed).toEqual([weekKey(lastCloseAtOrBefore(startedAt))]);
  });

  it('ranks by 90-day points with the tie break, and two concurrent closes award once', async () => {
    tradies = await Promise.all(Array.from({ length: 7 }, () => m.tradie()));
    const [t1, t2, t3, t4, t5, t6, t7] = tradies;
    const base = lastCloseAtOrBefore(startedAt).getTime() + HOUR;
    const at = (hours: number) => new Date(base + hours * HOUR);
    let n = 0;
    const job = (id: string, hours: number, emergency = false) =>
      board.jobCompleted(id, `job-${n++}`, emergency, at(hours));
    const review = (id: string, rating: number, hours: number) =>
      board.reviewReceived(id, `review-${n++}`, rating, at(hours));
    await job(t1, 0);
    await job(t1, 1);
    await review(t1, 5, 2); // 125
    await job(t2, 2, true); // 60, reached at +2h
    await job(t3, 1);
    await review(t3, 3, 2);
    await review(t3, 3, 3); // 60, reached at +3h: below t2
    await job(t4, 1); // 50
    await job(t5, 1);
    await review(t5, 1, 2); // 25
    await job(t6, 1);
    await review(t6, 2, 2);
    await review(t6, 1, 3); // 15: sixth, no prize
    await job(t7, 1);
    await review(t7, 1, 2);
    await review(t7, 1, 3); // 0: not ranked
    // A score recorded twice (a replayed event) counts once.
    expect(await board.jobCompleted(t4, 'job-3', false, at(1))).toBe(false);

    firstClose = nextCloseAfter(startedAt);
    t.clock.set(new Date(firstClose.getTime() + 60_000));
    const key = weekKey(firstClose);
    const results = await Promise.all([
      scheduler.runOnce(),
      scheduler.runOnce(),
      board.closeDue(),
      board.closeWeek(key),
    ]);
    // Exactly one of them closed the week.
    const closers = results.filter((r) => Array.isArray(r) && r.length > 0);
    expect(closers).toHaveLength(1);

    expect(
      (await awards(key)).map((a) => [a.rank, a.tradie_id, a.points, a.credits, a.badge]),
    ).toEqual([
      [1, t1, 125, 10, 'gold'],
      [2, t2, 60, 7, 'silver'],
      [3, t3, 60, 5, 'bronze'],
      [4, t4, 50, 3, null],
      [5, t5, 25, 2, null],
    ]);
    expect((await prizeRows(key)).map((r) => [r.user_id, r.amount])).toEqual([
      [t1, 10],
      [t2, 7],
      [t3, 5],
      [t4, 3],
      [t5, 2],
    ]);
    expect(
      (await awardEvents(key)).map((e) => [e.payload.rank, e.payload.credits, e.payload.badge]),
    ).toEqual([
      [1, 10, 'gold'],
      [2, 7, 'silver'],
      [3, 5, 'bronze'],
      [4, 3, null],
      [5, 2, null],
    ]);
    expect(await ledger.balance(t6)).toBe(0);

    // A restart in the same week (or the cron firing again) closes nothing more.
    expect(await scheduler.runOnce()).toEqual([]);
    expect(await board.closeWeek(key)).toBeNull();
    expect(await prizeRows(key)).toHaveLength(5);
  });

  it('pauses the close during maintenance and closes the week at the first tick after', async () => {
    const second = nextCloseAfter(firstClose);
    const mode = t.app.get(MaintenanceMode);
    const saved = t.clock.now();
    t.clock.set(new Date(second.getTime() + 60_000));
    await t.query('UPDATE maintenance_mode SET enabled = true WHERE id = 1');
    mode.invalidate();
    try {
      expect(await scheduler.tick()).toBeUndefined();
      expect(await awards(weekKey(second))).toHaveLength(0);
    } finally {
      await t.query('UPDATE maintenance_mode SET enabled = false WHERE id = 1');
      mode.invalidate();
      t.clock.set(saved);
    }
  });

  it('catches up the closes missed while no server ran, oldest first, each once', async () => {
    const [t1, , , , t5, t6] = tradies;
    const second = nextCloseAfter(firstClose);
    const third = nextCloseAfter(second);
    // t6 finishes an emergency job in the week that closes second: 15 + 60 = 75.
    await board.jobCompleted(t6, 'job-late', true, new Date(firstClose.getTime() + DAY));
    t.clock.set(new Date(third.getTime() + 5 * HOUR));

    expect(await scheduler.runOnce()).toEqual([weekKey(second), weekKey(third)]);
    for (const close of [second, third]) {
      const week = await awards(weekKey(close));
      expect(week.map((a) => [a.rank, a.points])).toEqual([
        [1, 125],
        [2, 75],
        [3, 60],
        [4, 60],
        [5, 50],
      ]);
      expect(week[1].tradie_id).toBe(t6);
    }
    expect(await scheduler.runOnce()).toEqual([]);
    expect(await ledger.balance(t1)).toBe(30);
    expect(await ledger.balance(t6)).toBe(14);
    expect(await ledger.balance(t5)).toBe(2);
  });

  it('shows approved tradies the board with badges, and homeowners nothing', async () => {
    const tradie = await t.client();
    const user = await registerAs(tradie, tradieRegistration());
    await t.app
      .get(AccountRepository)
      .decideVerification(user.id, 'approved', user.id, null, new Date());
    const res = await tradie.get('/api/leaderboard').expect(200);
    expect(res.body.me).toEqual({ rank: null, points: 0, badge: null });
    expect(res.body.lastWeek.winners.map((w: { badge: string | null }) => w.badge)).toEqual([
      'gold',
      'silver',
      'bronze',
      null,
      null,
    ]);
    expect(res.body.rules).toMatchObject({
      jobPoints: 50,
      emergencyBonusPoints: 10,
      reviewPoints: [-25, -10, 5, 15, 25],
      windowDays: 90,
      timeZone: 'Australia/Sydney',
    });
    expect(res.body.standings[0]).toMatchObject({ rank: 1, points: 125, isMe: false });

    const homeowner = await t.client();
    await registerAs(homeowner, homeownerRegistration());
    await homeowner.get('/api/leaderboard').expect(403);
    // The public profile (what homeowners see) carries no badge.
    const profile = await homeowner.get(`/api/tradies/${tradies[0]}/profile`).expect(200);
    expect(JSON.stringify(profile.body)).not.toMatch(/badge|gold|silver|bronze/i);
  });

  it('leaves banned, erased and unapproved tradies off the board and out of the prizes', async () => {
    const accounts = t.app.get(AccountRepository);
    const third = nextCloseAfter(nextCloseAfter(firstClose));
    const fourth = nextCloseAfter(third);
    const banned = await m.tradie();
    await accounts.setBanned(banned, new Date(), 'Fake reviews');
    const erased = await m.tradie();
    const erasure = { userId: erased, email: `${erased}@example.com`, at: new Date() };
    for (const module of t.app.get(AccountDataContributors).all()) await module.erase(erasure);
    const pending = (await accounts.create(newAccount({ tradie: TRADIE_PROFILE }))).id;
    const rejected = (await accounts.create(newAccount({ tradie: TRADIE_PROFILE }))).id;
    await accounts.decideVerification(rejected, 'rejected', rejected, 'Licence', new Date());
    const outsiders = [banned, erased, pending, rejected];
    let n = 0;
    for (const id of outsiders) {
      for (let i = 0; i < 4; i++) {
        await board.jobCompleted(id, `outsider-${n++}`, true, new Date(third.getTime() + DAY));
      }
    }

    t.clock.set(new Date(fourth.getTime() - HOUR));
    const live = await board.view(tradies[0]);
    const ranked = live.standings.map((s) => s.tradieId);
    for (const id of outsiders) expect(ranked).not.toContain(id);
    expect(live.standings[0]).toMatchObject({ rank: 1, tradieId: tradies[0], points: 125 });

    t.clock.set(new Date(fourth.getTime() + 60_000));
    expect(await scheduler.runOnce()).toEqual([weekKey(fourth)]);
    const week = await awards(weekKey(fourth));
    expect(week.map((a) => [a.rank, a.points])).toEqual([
      [1, 125],
      [2, 75],
      [3, 60],
      [4, 60],
      [5, 50],
    ]);
    for (const id of outsiders) expect(await ledger.balance(id)).toBe(0);
  });
});
