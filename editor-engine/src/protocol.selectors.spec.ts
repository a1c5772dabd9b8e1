import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import {
  MODIFIER_STATES,
  forceStateClass,
  isModifierState,
  isValidSelector,
  selectorsMatchForComparison,
} from './protocol.js';

describe('selectors', () => {
  it.each(['.a', 'div > .b', '#x:hover', 'a[href^="http"]', '.md\\:flex', '*', 'ul li + li'])(
    'accepts %s',
    (selector) => {
      expect(isValidSelector(selector)).toBe(true);
    },
  );

  it.each(['', '   ', '.', 'div >', '> a', 'a, > b', '[unclosed', '::', 'a,,b', '#'])(
    'rejects %p',
    (selector) => {
      expect(isValidSelector(selector)).toBe(false);
    },
  );

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => typeof isValidSelector(text) === 'boolean'));
  });

  it('compares selectors after normalising them', () => {
    expect(selectorsMatchForComparison('div>.a', 'div > .a')).toBe(true);
    expect(selectorsMatchForComparison('.a', '.b')).toBe(false);
    expect(selectorsMatchForComparison('.a', 'div >')).toBe(false);
  });

  it('rejects any selector with a comma when comparing', () => {
    expect(selectorsMatchForComparison('.a, .b', '.a, .b')).toBe(false);
    expect(selectorsMatchForComparison('.a', '.a,.b')).toBe(false);
  });
});

describe('modifier states', () => {
  it('lists the states a styling rule may target directly', () => {
    expect(MODIFIER_STATES).toEqual([
      'hover',
      'required',
      'focus',
      'active',
      'invalid',
      'disabled',
    ]);
    expect(isModifierState('hover')).toBe(true);
    expect(isModifierState('visited')).toBe(false);
  });

  it('names a force class for any modifier', () => {
    expect(forceStateClass('hover')).toBe('arb89-force-hover');
    expect(forceStateClass(':focus-visible')).toBe('arb89-force-focus-visible');
    expect(forceStateClass('nth child(2)')).toBe('arb89-force-nth-child-2-');
  });
});
