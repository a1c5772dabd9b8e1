import { describe, expect, it } from '@jest/globals';
import { AU_STATES } from '#shared/domain/australia.js';
import { TRADE_CATEGORY_IDS } from '#shared/domain/trade-categories.js';
import { licensedTrades, listedCategories, needsLicence } from './licence-rules.js';

describe('which trades need a licence where', () => {
  it('licenses electrical, plumbing, air conditioning and pest control in every state', () => {
    for (const state of AU_STATES) {
      for (const trade of ['electrical', 'plumbing', 'air-conditioning', 'pest-control']) {
        expect(needsLicence(state, trade)).toBe(true);
      }
    }
  });

  it('licenses the building trades in NSW and QLD only', () => {
    expect(needsLicence('NSW', 'carpentry')).toBe(true);
    expect(needsLicence('QLD', 'tiling')).toBe(true);
    expect(needsLicence('VIC', 'carpentry')).toBe(false);
    expect(needsLicence('WA', 'painting')).toBe(false);
  });

  it('never licenses cleaning or handyman work', () => {
    for (const state of AU_STATES) {
      expect(needsLicence(state, 'cleaning')).toBe(false);
      expect(needsLicence(state, 'handyman')).toBe(false);
    }
  });

  it('names only real trade categories', () => {
    for (const state of AU_STATES) {
      for (const trade of licensedTrades(state)) expect(TRADE_CATEGORY_IDS).toContain(trade);
    }
  });
});

describe('the categories a tradie is listed in', () => {
  it('lists licensed trades only when the checked licence covers them', () => {
    expect(listedCategories('NSW', ['plumbing', 'carpentry', 'cleaning'], ['plumbing'])).toEqual([
      'plumbing',
      'cleaning',
    ]);
  });

  it('lists only unlicensed trades before the licence register has answered', () => {
    expect(listedCategories('VIC', ['electrical', 'carpentry'], null)).toEqual(['carpentry']);
  });
});
