import { describe, expect, it } from '@jest/globals';
import { type AbnCheck, abnFlags, isCancelled, namesMatch } from './abn-check.js';
import type { BusinessRecord } from './business-registry.js';

const ABN = '51824753556';
const record: BusinessRecord = {
  abn: ABN,
  status: 'active',
  statusFrom: '2012-07-01',
  entityName: 'MITCHELL, DAVID',
  businessNames: ['Mitchell Plumbing & Gas'],
  gstRegisteredFrom: '2012-07-01',
  state: 'NSW',
  postcode: '2042',
};
const entered = { abn: ABN, businessName: 'Mitchell Plumbing and Gas', state: 'NSW' as const };

function check(answer: AbnCheck['answer'], abn = ABN): AbnCheck {
  return {
    tradieId: 't1',
    abn,
    requestedAt: new Date(),
    attempts: 0,
    lastError: null,
    answer,
    checkedAt: answer ? new Date() : null,
  };
}

describe('ABN check flags', () => {
  it('says "not checked" until the register answers, or when the answer is for an older ABN', () => {
    expect(abnFlags(entered, null)).toEqual(['not_checked']);
    expect(abnFlags(entered, check(null))).toEqual(['not_checked']);
    expect(abnFlags(entered, check({ kind: 'found', record }, '83914571673'))).toEqual([
      'not_checked',
    ]);
  });

  it('raises nothing when the register agrees', () => {
    expect(abnFlags(entered, check({ kind: 'found', record }))).toEqual([]);
  });

  it('flags a cancelled ABN, another name and another state together', () => {
    const other = { ...record, status: 'cancelled' as const, state: 'VIC' as const };
    const flags = abnFlags(
      { ...entered, businessName: 'Sparky Bros' },
      check({ kind: 'found', record: other }),
    );
    expect(flags).toEqual(['abn_cancelled', 'name_mismatch', 'state_mismatch']);
  });

  it('flags an ABN the register does not know', () => {
    expect(abnFlags(entered, check({ kind: 'not_found' }))).toEqual(['abn_not_found']);
  });

  it('knows a cancelled ABN only for the ABN it was checked for', () => {
    const cancelled = check({ kind: 'found', record: { ...record, status: 'cancelled' } });
    expect(isCancelled(cancelled, ABN)).toBe(true);
    expect(isCancelled(cancelled, '83914571673')).toBe(false);
    expect(isCancelled(check({ kind: 'found', record }), ABN)).toBe(false);
  });
});

describe('business names match', () => {
  it('ignores case, punctuation, word order and company suffixes', () => {
    expect(namesMatch('Harbour City Plumbing', ['HARBOUR CITY PLUMBING PTY. LTD.'])).toBe(true);
    expect(namesMatch('Smith & Co', ['The Smith and Co'])).toBe(true);
    expect(namesMatch('Plumbing Harbour City', ['Harbour City Plumbing'])).toBe(true);
  });

  it('does not match another business or an empty name', () => {
    expect(namesMatch('Harbour City Electrical', ['Harbour City Plumbing'])).toBe(false);
    expect(namesMatch('Pty Ltd', ['Pty Ltd'])).toBe(false);
  });
});
