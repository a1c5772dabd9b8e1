import { assertCanReply, assertCanReview, averageRating } from './review.js';

describe('review rules', () => {
  const job = { homeownerId: 'h', status: 'completed', assignedTradieId: 't' };

  it('lets the homeowner review a completed job of a hired tradie, 1 to 5 stars', () => {
    expect(assertCanReview(job, 'h', 5)).toBe('t');
    expect(assertCanReview(job, 'h', 1)).toBe('t');
    expect(() => assertCanReview(job, 'x', 5)).toThrow(
      expect.objectContaining({ code: 'REVIEWS.NOT_YOUR_JOB' }),
    );
    for (const status of ['open', 'assigned', 'cancelled']) {
      expect(() => assertCanReview({ ...job, status }, 'h', 5)).toThrow(
        expect.objectContaining({ code: 'REVIEWS.JOB_NOT_COMPLETED', kind: 'conflict' }),
      );
    }
    for (const rating of [0, 6, 2.5]) {
      expect(() => assertCanReview(job, 'h', rating)).toThrow(
        expect.objectContaining({ code: 'REVIEWS.INVALID_RATING' }),
      );
    }
  });

  it('lets the reviewed tradie reply once', () => {
    expect(() => assertCanReply({ tradieId: 't', reply: null }, 't')).not.toThrow();
    expect(() => assertCanReply({ tradieId: 't', reply: 'Thanks' }, 't')).toThrow(
      expect.objectContaining({ code: 'REVIEWS.ALREADY_REPLIED' }),
    );
    expect(() => assertCanReply({ tradieId: 't', reply: null }, 'u')).toThrow(
      expect.objectContaining({ code: 'REVIEWS.NOT_YOUR_REVIEW' }),
    );
  });

  it('averages to one decimal, null without reviews', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(5, 1)).toBe(5);
  });
});
