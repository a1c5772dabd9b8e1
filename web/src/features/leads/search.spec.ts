import { describe, expect, it } from '@jest/globals';
import { creditCardSearchSchema, paymentSuccessSearchSchema } from '../payments/search';
import { myJobsSearchSchema } from '../jobs/search';
import { feedSearchSchema, toFeedFilters } from './search';

describe('marketplace search params', () => {
  it('keeps valid feed filters and drops the rest', () => {
    expect(
      feedSearchSchema({ category: 'plumbing', state: 'NSW', distance: '25', emergency: 'true' }),
    ).toEqual({ category: 'plumbing', state: 'NSW', distance: 25, emergency: true });
    expect(feedSearchSchema({ category: '', distance: '-3', emergency: 'yes' })).toEqual({});
    expect(feedSearchSchema({ distance: 9999 })).toEqual({});
    expect(toFeedFilters({ distance: 10, emergency: true })).toEqual({
      category: undefined,
      state: undefined,
      distanceKm: 10,
      emergency: true,
    });
  });

  it('accepts only known bundles and text ids', () => {
    expect(creditCardSearchSchema({ bundle: 'pro' })).toEqual({ bundle: 'pro' });
    expect(creditCardSearchSchema({ bundle: 'gold' })).toEqual({});
    expect(paymentSuccessSearchSchema({ payment: 42 })).toEqual({});
    expect(myJobsSearchSchema({ posted: 'abc', photos: 'lost' })).toEqual({ posted: 'abc' });
  });
});
