import { abnFromNineDigits, isValidAbn, normaliseAbn } from './abn.js';

describe('ABN check digits', () => {
  it.each([
    '51824753556', // the ABR's own worked example
    '53004085616',
    '33102417032',
    '51 824 753 556',
  ])('accepts the valid ABN %s', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '51824753557'],
    ['two swapped digits', '15824753556'],
    ['ten digits', '5182475355'],
    ['twelve digits', '518247535561'],
    ['letters', '5182475355a'],
    ['an empty string', ''],
    ['a leading zero', '01824753556'],
  ])('rejects %s', (_label, abn) => {
    expect(isValidAbn(abn)).toBe(false);
  });

  it('rejects every single-digit change of a valid ABN', () => {
    const valid = '51824753556';
    for (let i = 0; i < valid.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === valid[i]) continue;
        const changed = valid.slice(0, i) + d + valid.slice(i + 1);
        expect(isValidAbn(changed)).toBe(false);
      }
    }
  });

  it('normalises spaces away', () => {
    expect(normaliseAbn(' 51 824 753 556 ')).toBe('51824753556');
  });
});

describe('abnFromNineDigits', () => {
  it('always yields a valid ABN ending in the given digits', () => {
    for (let n = 0; n < 2000; n++) {
      const nine = String(n * 7919 + 100000000).slice(0, 9);
      const abn = abnFromNineDigits(nine);
      expect(abn).toMatch(/^\d{11}$/);
      expect(abn.endsWith(nine)).toBe(true);
      expect(isValidAbn(abn)).toBe(true);
    }
  });

  it('refuses anything but nine digits', () => {
    expect(() => abnFromNineDigits('12345678')).toThrow('exactly nine digits');
  });
});
