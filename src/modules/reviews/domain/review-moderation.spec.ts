import { assertCanReport, decideReport, reasonOrThrow } from './review-moderation.js';

const code = (c: string) => expect.objectContaining({ code: c });

describe('review moderation rules', () => {
  const shown = { tradieId: 't', hiddenAt: null };

  it('lets only the reviewed tradie report a shown review, once while open', () => {
    expect(() => assertCanReport(shown, 't', false)).not.toThrow();
    expect(() => assertCanReport(shown, 'rival', false)).toThrow(
      expect.objectContaining({ code: 'REVIEWS.NOT_YOUR_REVIEW', kind: 'forbidden' }),
    );
    expect(() => assertCanReport(shown, 't', true)).toThrow(
      expect.objectContaining({ code: 'REVIEWS.ALREADY_REPORTED', kind: 'conflict' }),
    );
    expect(() => assertCanReport({ ...shown, hiddenAt: new Date() }, 't', false)).toThrow(
      code('REVIEWS.ALREADY_HIDDEN'),
    );
    // Someone else's review is refused before anything about its state leaks.
    expect(() => assertCanReport({ ...shown, hiddenAt: new Date() }, 'rival', true)).toThrow(
      code('REVIEWS.NOT_YOUR_REVIEW'),
    );
  });

  it('decides an open report once: keep or hide', () => {
    expect(decideReport({ status: 'open' }, 'keep')).toBe('kept');
    expect(decideReport({ status: 'open' }, 'hide')).toBe('hidden');
    for (const status of ['kept', 'hidden'] as const) {
      expect(() => decideReport({ status }, 'hide')).toThrow(
        expect.objectContaining({ code: 'REVIEWS.REPORT_DECIDED', kind: 'conflict' }),
      );
    }
  });

  it('takes a trimmed reason of 5 to 1000 characters, naming the field otherwise', () => {
    expect(reasonOrThrow('  Abusive words  ')).toBe('Abusive words');
    expect(reasonOrThrow('x'.repeat(1000))).toHaveLength(1000);
    for (const bad of [undefined, null, 42, '', '    ', 'abc', 'x'.repeat(1001)]) {
      expect(() => reasonOrThrow(bad)).toThrow(
        expect.objectContaining({
          code: 'REVIEWS.INVALID_REASON',
          kind: 'invalid',
          field: 'reason',
        }),
      );
    }
  });
});
