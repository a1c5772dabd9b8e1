import { planLicenceChange, planOtherLicences, ratingDistribution } from './profile-rules.js';

const live = { licenceNumber: 'PL123456', licenceState: 'NSW' as const };

describe('which licence changes need admin review', () => {
  it('sends an approved tradie’s new licence number to review, keeping the live one', () => {
    expect(planLicenceChange('approved', live, null, { licenceNumber: ' pl999999 ' })).toEqual({
      kind: 'review',
      licence: { licenceNumber: 'PL999999', licenceState: 'NSW' },
    });
  });

  it('sends a new licence state to review too', () => {
    expect(planLicenceChange('approved', live, null, { licenceState: 'VIC' })).toEqual({
      kind: 'review',
      licence: { licenceNumber: 'PL123456', licenceState: 'VIC' },
    });
  });

  it('needs nothing when the licence is saved unchanged (case and spaces aside)', () => {
    expect(planLicenceChange('approved', live, null, { licenceNumber: 'pl123456 ' })).toEqual({
      kind: 'none',
    });
    expect(planLicenceChange('approved', live, null, {})).toEqual({ kind: 'none' });
  });

  it('keeps a waiting change when it is saved again, and withdraws it on going back', () => {
    const waiting = { licenceNumber: 'PL999999', licenceState: 'NSW' as const };
    expect(planLicenceChange('approved', live, waiting, {})).toEqual({ kind: 'none' });
    expect(planLicenceChange('approved', live, waiting, { licenceNumber: 'PL123456' })).toEqual({
      kind: 'withdraw',
    });
  });

  it('applies a not-yet-approved tradie’s change directly (the first review covers it)', () => {
    expect(planLicenceChange('pending', live, null, { licenceNumber: 'PL777777' })).toEqual({
      kind: 'apply',
      licence: { licenceNumber: 'PL777777', licenceState: 'NSW' },
    });
  });

  it('applies a rejected tradie’s corrected licence without resubmitting it', () => {
    expect(planLicenceChange('rejected', live, null, { licenceState: 'QLD' })).toEqual({
      kind: 'apply',
      licence: { licenceNumber: 'PL123456', licenceState: 'QLD' },
    });
  });
});

describe('rating distribution', () => {
  it('lists 5 stars down to 1 with zeros for stars nobody gave', () => {
    expect(
      ratingDistribution([
        { rating: 5, count: 3 },
        { rating: 2, count: 1 },
      ]),
    ).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 0 },
      { stars: 3, count: 0 },
      { stars: 2, count: 1 },
      { stars: 1, count: 0 },
    ]);
  });
});

describe('planOtherLicences', () => {
  const main = { licenceNumber: 'EC1', licenceState: 'NSW' as const };
  const approvedAt = new Date('2026-11-01T00:00:00Z');
  const held = [{ licenceNumber: 'PL9', licenceState: 'QLD' as const, approvedAt }];

  it('keeps the approval of a licence still held; a new one waits for review', () => {
    const plan = planOtherLicences(main, held, [
      { licenceNumber: 'pl9', licenceState: 'QLD' },
      { licenceNumber: 'GF2', licenceState: 'VIC' },
    ]);
    expect(plan).toEqual({
      changed: true,
      licences: [
        { licenceNumber: 'PL9', licenceState: 'QLD', approvedAt },
        { licenceNumber: 'GF2', licenceState: 'VIC', approvedAt: null },
      ],
    });
  });

  it('the same list (or the main licence repeated) changes nothing; an empty one removes all', () => {
    expect(
      planOtherLicences(main, held, [...held, { licenceNumber: 'EC1', licenceState: 'NSW' }])
        .changed,
    ).toBe(false);
    expect(planOtherLicences(main, held, [])).toEqual({ changed: true, licences: [] });
  });
});
