import { describe, expect, it } from '@jest/globals';
import type { Product } from '@/shared/api/types';
import { directorySearchSchema } from '../tradies/search';
import { helpTopics, searchTopics } from './help-topics';

/** A product unlike the real one, to prove the answers use what the API serves. */
const PRODUCT: Product = {
  leadPriceCredits: { standard: 6, emergency: 12 },
  maxTradiesPerLead: 8,
  creditBundles: [{ id: 'starter', name: 'Starter', credits: 5, priceCents: 1099 }],
  signupBonus: { credits: 4, spots: 50 },
  emergencyFeeCents: 1500,
  giftCardRate: { credits: 200, valueCents: 2000 },
  leadCaps: [3, 5, 8],
  disputeWindowDays: 9,
  unhiredCreditBackDays: 21,
  homeownerRewards: {
    jobCompleted: { points: 15, credits: 15 },
    emergencyBonus: { points: 25, credits: 25 },
    reviewLeft: { points: 20, credits: 10 },
  },
  leaderboard: {
    windowDays: 90,
    pointsPerJob: 50,
    emergencyBonus: 10,
    reviewPoints: [25, 15, 5, -10, -25],
    weeklyCredits: [10, 7, 5, 3, 2],
  },
};

describe('help answers', () => {
  it('quote the numbers the API serves, per role', () => {
    const tradie = helpTopics('tradie', PRODUCT, 'Tradiehub');
    const text = tradie.map((t) => t.answer).join(' ');
    expect(text).toContain('6 credits');
    expect(text).toContain('12 credits');
    expect(text).toContain('A$10.99');
    expect(text).toContain('within 9 days');
    expect(text).toContain('first 50 tradies');
    const homeowner = helpTopics('homeowner', PRODUCT, 'Tradiehub')
      .map((t) => t.answer)
      .join(' ');
    expect(homeowner).toContain('fee of A$15,');
    expect(homeowner).toContain('200 credits redeem one A$20 digital gift card');
    expect(homeowner).toContain('At most 8 tradies');
    expect(homeowner).toContain('21 days');
    expect(homeowner).not.toContain('leaderboard');
  });

  it('finds answers containing every word searched, whatever the case', () => {
    const topics = helpTopics('tradie', PRODUCT, 'Tradiehub');
    expect(searchTopics(topics, 'DISPUTE credits').map((t) => t.id)).toEqual(['refunds']);
    expect(searchTopics(topics, '  ')).toHaveLength(topics.length);
    expect(searchTopics(topics, 'zebra')).toEqual([]);
  });
});

describe('find-a-tradie search params', () => {
  it('keeps valid filters and drops the rest', () => {
    expect(
      directorySearchSchema({
        trade: 'electrical',
        postcode: 2042,
        radius: '10',
        minRating: '4',
        sort: 'distance',
        page: '2',
      }),
    ).toEqual({
      trade: 'electrical',
      postcode: '2042',
      radius: 10,
      minRating: 4,
      sort: 'distance',
      page: 2,
    });
    expect(
      directorySearchSchema({ postcode: '20', radius: 0, minRating: 6, sort: 'price', page: 1 }),
    ).toEqual({});
  });
});
