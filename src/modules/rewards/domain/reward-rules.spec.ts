import { creditsFor, pickGiftCard } from './gift-cards.js';
import { jobCompletedReward, reviewReward, rewardKey } from './reward-rules.js';

describe('homeowner reward rules (decisions, reading (b))', () => {
  it('gives +15 points and +15 credits per completed job', () => {
    expect(jobCompletedReward(false)).toEqual({ points: 15, credits: 15, reason: 'job_completed' });
  });

  it('gives +25 points and +25 credits more for an emergency job', () => {
    expect(jobCompletedReward(true)).toEqual({
      points: 40,
      credits: 40,
      reason: 'emergency_job_completed',
    });
  });

  it('gives +20 points and +10 credits per review, whatever the rating', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(reviewReward(rating)).toEqual({ points: 20, credits: 10, reason: 'review_left' });
    }
  });

  it('keys each award by its source', () => {
    expect(rewardKey('job', 'j1')).toBe('reward:job:j1');
    expect(rewardKey('review', 'r1')).toBe('reward:review:r1');
  });
});

describe('gift card prices', () => {
  it('costs 100 credits per A$10 by default, and follows a configured rate', () => {
    expect(creditsFor(1000)).toBe(100);
    expect(creditsFor(2500)).toBe(250);
    expect(creditsFor(5000)).toBe(500);
    expect(creditsFor(2500, { credits: 50, valueCents: 1000 })).toBe(125);
  });

  it('refuses an unknown retailer or value, naming the field', () => {
    const catalogue = [{ retailer: 'coles', name: 'Coles', values: [1000, 2500, 5000] }];
    expect(pickGiftCard(catalogue, 'coles', 2500).name).toBe('Coles');
    expect(() => pickGiftCard(catalogue, 'aldi', 2500)).toThrow(
      expect.objectContaining({ code: 'REWARDS.UNKNOWN_GIFT_CARD', field: 'retailer' }),
    );
    expect(() => pickGiftCard(catalogue, 'coles', 2000)).toThrow(
      expect.objectContaining({ code: 'REWARDS.UNKNOWN_VALUE', field: 'valueCents' }),
    );
  });
});
