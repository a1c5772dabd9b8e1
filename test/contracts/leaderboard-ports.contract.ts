import { randomUUID } from 'node:crypto';
import type {
  Award,
  LeaderboardRepository,
  TradieNames,
  TradieStandings,
} from '#modules/leaderboard/domain/ports.js';
import type { ScoreReason } from '#modules/leaderboard/domain/scoring.js';

const DAY = 24 * 60 * 60 * 1000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

// Weeks no close of the app reaches, each later than the last: on a shared database the
// newest closed week is global, so every claim here moves it forward.
let weeks = 0;
const nextWeek = () =>
  new Date(Date.UTC(2100, 0, 3) + 7 * DAY * weeks++).toISOString().slice(0, 10);

export interface LeaderboardRepositorySubject {
  board: LeaderboardRepository;
  /** A tradie the rows may name (the real tables need an account row). */
  tradie(): Promise<string>;
}

/**
 * What LeaderboardService relies on from its rows: points once per source (an event delivered
 * twice scores once), the rows of a window to rank, a week closed once (the prizes' guard), the
 * newest closed week and its awards for the board. Races between instances are the medium
 * test's (test/medium/leaderboard.test.ts).
 */
export function leaderboardRepositoryContract(
  name: string,
  make: () => Promise<LeaderboardRepositorySubject>,
) {
  describe(`LeaderboardRepository contract: ${name}`, () => {
    let s: LeaderboardRepositorySubject;
    beforeEach(async () => {
      s = await make();
    });
    const row = (tradieId: string, occurredAt: Date, points = 50, reason?: ScoreReason) => ({
      tradieId,
      points,
      occurredAt,
      reason: reason ?? ('job_completed' as const),
      reference: randomUUID(),
      sourceKey: `job:${randomUUID()}`,
    });
    /** The case's own rows of a window (other cases' tradies may score in it too). */
    const scoresOf = async (tradieIds: string[], from: Date, to: Date) =>
      (await s.board.scores(from, to))
        .filter((r) => tradieIds.includes(r.tradieId))
        .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());

    it('records points once per source key, whoever the second row names', async () => {
      const [tradie, other] = [await s.tradie(), await s.tradie()];
      const at = new Date('2032-03-10T02:00:00Z');
      const first = row(tradie, at);
      expect(await s.board.addScore(first)).toBe(true);
      expect(await s.board.addScore({ ...first, points: 60 })).toBe(false);
      expect(await s.board.addScore({ ...first, tradieId: other })).toBe(false);
      const window = [new Date(at.getTime() - DAY), new Date(at.getTime() + DAY)] as const;
      expect(await scoresOf([tradie, other], ...window)).toEqual([
        { tradieId: tradie, points: 50, occurredAt: at },
      ]);
    });

    it('answers the rows after a window’s start, up to and including its end', async () => {
      const tradie = await s.tradie();
      const from = new Date('2032-04-01T00:00:00Z');
      const to = new Date('2032-04-08T00:00:00Z');
      const at = (ms: number) => new Date(ms);
      await s.board.addScore(row(tradie, from));
      await s.board.addScore(row(tradie, at(from.getTime() + 1), 60, 'emergency_job_completed'));
      await s.board.addScore(row(tradie, to, -25, 'review_received'));
      await s.board.addScore(row(tradie, at(to.getTime() + 1)));
      expect(await scoresOf([tradie], from, to)).toEqual([
        { tradieId: tradie, points: 60, occurredAt: at(from.getTime() + 1) },
        { tradieId: tradie, points: -25, occurredAt: to },
      ]);
    });

    it('claims a week once; the newest week claimed is the last closed', async () => {
      const [first, second, third] = [nextWeek(), nextWeek(), nextWeek()];
      const claim = (week: string) =>
        s.board.claimWeek(week, new Date(`${week}T00:00:00+11:00`), new Date());
      expect(await claim(first)).toBe(true);
      expect(await claim(first)).toBe(false);
      expect(await s.board.lastClosedWeek()).toBe(first);
      expect(await claim(third)).toBe(true);
      expect(await claim(second)).toBe(true); // a missed week caught up late
      expect(await s.board.lastClosedWeek()).toBe(third);
    });

    it('keeps a week’s awards, read back in rank order, apart from other weeks', async () => {
      const [week, other, empty] = [nextWeek(), nextWeek(), nextWeek()];
      const [gold, silver, fourth] = [await s.tradie(), await s.tradie(), await s.tradie()];
      for (const w of [week, other, empty]) await s.board.claimWeek(w, new Date(), new Date());
      const award = (weekKey: string, rank: number, tradieId: string): Award => ({
        weekKey,
        rank,
        tradieId,
        points: 400 - rank * 50,
        credits: [10, 7, 5, 3, 2][rank - 1],
        badge: (['gold', 'silver', 'bronze'] as const)[rank - 1] ?? null,
      });
      await s.board.saveAward(award(week, 4, fourth));
      await s.board.saveAward(award(week, 1, gold));
      await s.board.saveAward(award(week, 2, silver));
      await s.board.saveAward(award(other, 1, silver));
      expect(await s.board.awards(week)).toEqual([
        award(week, 1, gold),
        award(week, 2, silver),
        award(week, 4, fourth),
      ]);
      expect(await s.board.awards(other)).toEqual([award(other, 1, silver)]);
      expect(await s.board.awards(empty)).toEqual([]);
    });
  });
}

/** Someone as identity knows them, for the board's two views of identity. */
export interface BoardPerson {
  role: 'tradie' | 'homeowner' | 'admin';
  firstName: string;
  businessName?: string;
  /** A tradie's; pending unless said. */
  verification?: 'pending' | 'approved' | 'rejected';
  banned?: boolean;
}

export interface TradieViewsSubject {
  standings: TradieStandings;
  names: TradieNames;
  person(person: BoardPerson): Promise<string>;
}

/**
 * What the board relies on from identity: who may stand (only approved tradies answer
 * tradie/active, so nobody else wins a prize) and how to name them; an unknown id answers
 * nothing, and the board names it plainly.
 */
export function tradieViewsContract(name: string, make: () => Promise<TradieViewsSubject>) {
  describe(`TradieStandings and TradieNames contract: ${name}`, () => {
    let s: TradieViewsSubject;
    beforeEach(async () => {
      s = await make();
    });
    const tradie = (verification: BoardPerson['verification'], banned = false) =>
      s.person({
        role: 'tradie',
        firstName: 'Tess',
        businessName: 'Tess Tiling',
        verification,
        banned,
      });

    it('tells the standing of every known id: only an approved, unbanned tradie is active', async () => {
      const ids = {
        approved: await tradie('approved'),
        pending: await tradie('pending'),
        rejected: await tradie('rejected'),
        banned: await tradie('approved', true),
        homeowner: await s.person({ role: 'homeowner', firstName: 'Olivia' }),
        admin: await s.person({ role: 'admin', firstName: 'Ada' }),
      };
      const answer = await s.standings.of([...Object.values(ids), UNKNOWN, ids.approved]);
      expect(Object.fromEntries(answer)).toEqual({
        [ids.approved]: { type: 'tradie', status: 'active' },
        [ids.pending]: { type: 'tradie', status: 'pending' },
        [ids.rejected]: { type: 'tradie', status: 'rejected' },
        [ids.banned]: { type: 'tradie', status: 'banned' },
        [ids.homeowner]: { type: 'homeowner', status: 'active' },
        [ids.admin]: { type: 'admin', status: 'active' },
      });
      expect((await s.standings.of([])).size).toBe(0);
    });

    it('names each known id by first name and business, whatever their standing', async () => {
      const approved = await tradie('approved');
      const banned = await s.person({
        role: 'tradie',
        firstName: 'Bo',
        businessName: 'Bo Roofing',
        verification: 'approved',
        banned: true,
      });
      const homeowner = await s.person({ role: 'homeowner', firstName: 'Olivia' });
      const answer = await s.names.names([approved, banned, homeowner, UNKNOWN, approved]);
      expect(Object.fromEntries(answer)).toEqual({
        [approved]: { firstName: 'Tess', businessName: 'Tess Tiling' },
        [banned]: { firstName: 'Bo', businessName: 'Bo Roofing' },
        [homeowner]: { firstName: 'Olivia', businessName: null },
      });
      expect((await s.names.names([])).size).toBe(0);
    });
  });
}
