import { hiddenReviewScore, jobScore, PRIZES, reviewScore } from './scoring.js';
import { mayStand, rankStandings } from './standings.js';

const t = (minute: number) => new Date(Date.UTC(2026, 10, 20, 0, minute));

describe('tradie leaderboard scoring (decisions)', () => {
  it('gives 50 per completed job and 10 more for an emergency', () => {
    expect(jobScore(false).points).toBe(50);
    expect(jobScore(true).points).toBe(60);
  });

  it.each([
    [5, 25],
    [4, 15],
    [3, 5],
    [2, -10],
    [1, -25],
  ])('gives %p stars %p points', (rating, points) => {
    expect(reviewScore(rating).points).toBe(points);
  });

  it('takes back exactly the points of a review Tradiehub hid', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(hiddenReviewScore(rating).points + reviewScore(rating).points).toBe(0);
    }
    expect(hiddenReviewScore(1)).toEqual({ points: 25, reason: 'review_hidden' });
  });

  it('refuses a rating outside 1 to 5', () => {
    for (const rating of [0, 6, 2.5]) expect(() => reviewScore(rating)).toThrow(RangeError);
  });

  it('prizes the top five 10/7/5/3/2 credits, gold/silver/bronze for the top three', () => {
    expect(PRIZES.map((p) => [p.rank, p.credits, p.badge])).toEqual([
      [1, 10, 'gold'],
      [2, 7, 'silver'],
      [3, 5, 'bronze'],
      [4, 3, null],
      [5, 2, null],
    ]);
  });
});

describe('rankStandings', () => {
  it('ranks by points, most first', () => {
    const ranked = rankStandings([
      { tradieId: 'a', points: 50, occurredAt: t(1) },
      { tradieId: 'b', points: 60, occurredAt: t(2) },
      { tradieId: 'a', points: 25, occurredAt: t(3) },
    ]);
    expect(ranked.map((s) => [s.rank, s.tradieId, s.points])).toEqual([
      [1, 'a', 75],
      [2, 'b', 60],
    ]);
  });

  it('breaks a tie by who reached the score earliest', () => {
    const ranked = rankStandings([
      { tradieId: 'late', points: 50, occurredAt: t(1) },
      { tradieId: 'late', points: 25, occurredAt: t(9) },
      { tradieId: 'early', points: 75, occurredAt: t(5) },
    ]);
    expect(ranked.map((s) => s.tradieId)).toEqual(['early', 'late']);
    expect(ranked[0].reachedAt).toEqual(t(5));
    expect(ranked[1].reachedAt).toEqual(t(9));
  });

  it('counts when the total was first reached, even if it dipped and came back', () => {
    // x: 60 at minute 1, then -10 and +10: it first had 60 at minute 1. y reached 60 at 2.
    const ranked = rankStandings([
      { tradieId: 'x', points: 60, occurredAt: t(1) },
      { tradieId: 'x', points: -10, occurredAt: t(3) },
      { tradieId: 'x', points: 10, occurredAt: t(8) },
      { tradieId: 'y', points: 60, occurredAt: t(2) },
    ]);
    expect(ranked.map((s) => [s.tradieId, s.points])).toEqual([
      ['x', 60],
      ['y', 60],
    ]);
  });

  it('orders a full tie (same score, same moment) by id, so every close agrees', () => {
    const ranked = rankStandings([
      { tradieId: 'b', points: 50, occurredAt: t(1) },
      { tradieId: 'a', points: 50, occurredAt: t(1) },
    ]);
    expect(ranked.map((s) => s.tradieId)).toEqual(['a', 'b']);
  });

  it('leaves out tradies without a positive score', () => {
    const ranked = rankStandings([
      { tradieId: 'a', points: -25, occurredAt: t(1) },
      { tradieId: 'b', points: 50, occurredAt: t(1) },
      { tradieId: 'b', points: -50, occurredAt: t(2) },
      { tradieId: 'c', points: 5, occurredAt: t(3) },
    ]);
    expect(ranked.map((s) => s.tradieId)).toEqual(['c']);
  });

  it('lets only approved tradies stand: never banned, pending, rejected (or erased) ones', () => {
    expect(mayStand({ type: 'tradie', status: 'active' })).toBe(true);
    for (const status of ['banned', 'pending', 'rejected'] as const) {
      expect(mayStand({ type: 'tradie', status })).toBe(false);
    }
    expect(mayStand({ type: 'homeowner', status: 'active' })).toBe(false);
    expect(mayStand(undefined)).toBe(false);
  });
});
