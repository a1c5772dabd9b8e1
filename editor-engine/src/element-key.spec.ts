import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  ElementKey,
  SPECIAL_TREE_IDS,
  STORYBOARD_TOP_CONSTANT,
  codebaseIdForSpecialElement,
  codebaseIdFromClasses,
  isCodebaseIdClass,
  isValidUuid,
} from './element-key.js';

const UUID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const SB = 'a1b2c3d4-e5f6-4a7b-9c8d-0e1f2a3b4c5d';

const idChar = fc.constantFrom(
  ...'abcxyzABCZ019_-'.split(''),
  'u', // with Z: looks like an escape
);
const anyId = fc.string({ unit: idChar, minLength: 1, maxLength: 12 });
const index = fc.nat({ max: 120 });
const anyPath = fc.array(index, { minLength: 1, maxLength: 6 }).map((xs) => xs.join('-'));
const anyKey = fc
  .tuple(anyId, anyId, anyPath)
  .map(([cb, sb, path]) => new ElementKey(cb, sb, path));

describe('ElementKey string form', () => {
  it('is TE_{codebaseId}_{storyboardId}_{uniquePath} for plain ids', () => {
    const key = new ElementKey(`tempo-${UUID}`, SB, '0-3-1');
    expect(key.toString()).toBe(`TE_tempo-${UUID}_${SB}_0-3-1`);
    expect(ElementKey.parse(key.toString())).toEqual(key);
  });

  it('writes a codebase id with underscores as is', () => {
    const key = new ElementKey('__next', SB, '0');
    expect(key.toString()).toBe(`TE___next_${SB}_0`);
    expect(ElementKey.parse(`TE___next_${SB}_0`).codebaseId).toBe('__next');
  });

  it('escapes _ and Z in the storyboard id', () => {
    const key = new ElementKey('a_b', 'x_Zy_', '2');
    expect(key.toString()).toBe('TE_a_b_xZuZZyZu_2');
    const parsed = ElementKey.parse('TE_a_b_xZuZZyZu_2');
    expect([parsed.codebaseId, parsed.storyboardId, parsed.uniquePath]).toEqual([
      'a_b',
      'x_Zy_',
      '2',
    ]);
  });

  it('round-trips every valid key (ids with _, - and the escape letter)', () => {
    fc.assert(
      fc.property(anyKey, (key) => {
        const parsed = ElementKey.parse(key.toString());
        expect(parsed.equals(key)).toBe(true);
        expect(parsed.toString()).toBe(key.toString());
      }),
      { numRuns: 2000 },
    );
  });

  it('gives different strings to different keys', () => {
    fc.assert(
      fc.property(anyKey, anyKey, (a, b) => {
        expect(a.toString() === b.toString()).toBe(a.equals(b));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['', 'empty'],
    [null, 'null'],
    [undefined, 'undefined'],
    ['TE_', 'prefix only'],
    ['TE_abc', 'codebase id only'],
    ['TE_abc_0', 'no storyboard id'],
    ['TE__sb_0', 'empty codebase id'],
    ['TE_abc__0', 'empty storyboard id'],
    ['TE_abc_sb_', 'empty path'],
    ['TE_abc_sb_0-', 'trailing hyphen'],
    ['TE_abc_sb_0--1', 'empty segment'],
    ['TE_abc_sb_01', 'leading zero'],
    ['TE_abc_sb_x', 'non-numeric path'],
    ['TE_ab c_sb_0', 'space in codebase id'],
    ['TE_abc_s.b_0', 'dot in storyboard id'],
    ['TE_abc_sZ_0', 'dangling escape'],
    ['TE_abc_sZx_0', 'unknown escape'],
    ['XE_abc_sb_0', 'wrong prefix'],
    ['te_abc_sb_0', 'lower-case prefix'],
    ['arb89-key-TE_abc_sb_0', 'class, not key'],
  ])('parses %p (%s) to EMPTY', (text, _label) => {
    const parsed = ElementKey.parse(text);
    expect(parsed).toBe(ElementKey.EMPTY);
    expect(parsed.isEmpty()).toBe(true);
    expect(parsed.toString()).toBe('');
  });

  it('EMPTY is frozen and equal only to itself', () => {
    expect(Object.isFrozen(ElementKey.EMPTY)).toBe(true);
    expect(ElementKey.EMPTY.equals(ElementKey.EMPTY)).toBe(true);
    expect(ElementKey.EMPTY.equals(new ElementKey('a', 'b', '0'))).toBe(false);
    expect(ElementKey.EMPTY.isStoryboard()).toBe(false);
    expect(ElementKey.EMPTY.parentPath()).toBeNull();
  });
});

describe('ElementKey validation', () => {
  it.each(['a b', 'a.b', 'a/b', 'ä', 'a:b', ''])('rejects codebase id %p', (id) => {
    expect(() => new ElementKey(id, 'sb', '0')).toThrow(
      new Error(`Codebase ID contains invalid chars: ${id}`),
    );
  });

  it.each(['a b', 'a.b', 'x#', ''])('rejects storyboard id %p', (id) => {
    expect(() => new ElementKey('cb', id, '0')).toThrow(
      new Error(`Storyboard ID contains invalid chars: ${id}`),
    );
  });

  it('checks the codebase id before the storyboard id', () => {
    expect(() => new ElementKey('a b', 'c d', '0')).toThrow(
      'Codebase ID contains invalid chars: a b',
    );
  });

  it.each(['', '-', '0-', '-0', '0--1', '01', '0-01', 'a', '0_1', '1.5', ' 0'])(
    'rejects unique path %p',
    (path) => {
      expect(() => new ElementKey('cb', 'sb', path)).toThrow(
        new Error(`Unique path is invalid: ${path}`),
      );
    },
  );

  it('accepts every id made of letters, digits, - and _', () => {
    fc.assert(
      fc.property(anyId, anyId, anyPath, (cb, sb, path) => {
        expect(() => new ElementKey(cb, sb, path)).not.toThrow();
      }),
    );
  });

  it('is immutable', () => {
    const key = new ElementKey('cb', 'sb', '0');
    expect(Object.isFrozen(key)).toBe(true);
  });
});

describe('storyboard key', () => {
  const board = ElementKey.forStoryboard(SB);

  it('uses the top constant and path 0', () => {
    expect(board.codebaseId).toBe(STORYBOARD_TOP_CONSTANT);
    expect(board.codebaseId).toBe('STORYBOARD-TOP-CONSTANT');
    expect(board.uniquePath).toBe('0');
    expect(board.isStoryboard()).toBe(true);
    expect(board.toString()).toBe(`TE_STORYBOARD-TOP-CONSTANT_${SB}_0`);
    expect(ElementKey.parse(board.toString()).isStoryboard()).toBe(true);
  });

  it('is not a storyboard key for an ordinary element at path 0', () => {
    expect(new ElementKey('cb', SB, '0').isStoryboard()).toBe(false);
    expect(new ElementKey(STORYBOARD_TOP_CONSTANT, SB, '0-1').isStoryboard()).toBe(false);
  });

  it('is the parent and ancestor of every key of its storyboard, at any depth', () => {
    for (const path of ['0', '1', '0-1', '0-1-2-3-4']) {
      const key = new ElementKey('cb', SB, path);
      expect(board.isParentOf(key)).toBe(true);
      expect(board.isAncestorOf(key)).toBe(true);
      expect(key.isParentOf(board)).toBe(false);
      expect(key.isAncestorOf(board)).toBe(false);
    }
  });

  it('is not the parent of keys of another storyboard, of itself or of EMPTY', () => {
    expect(board.isParentOf(new ElementKey('cb', 'other', '0-1'))).toBe(false);
    expect(board.isParentOf(board)).toBe(false);
    expect(board.isAncestorOf(board)).toBe(false);
    expect(board.isParentOf(ElementKey.EMPTY)).toBe(false);
    expect(ElementKey.EMPTY.isParentOf(board)).toBe(false);
  });

  it('has no siblings', () => {
    expect(board.isSiblingOf(new ElementKey('cb', SB, '0'))).toBe(false);
    expect(new ElementKey('cb', SB, '1').isSiblingOf(board)).toBe(false);
    expect(board.isSiblingOf(ElementKey.forStoryboard(SB))).toBe(false);
  });
});

describe('parent, ancestor and sibling', () => {
  const k = (path: string, cb = 'cb', sb = 'sb') => new ElementKey(cb, sb, path);

  it.each([
    ['0', '0-1', true, true],
    ['0-1', '0-1-2', true, true],
    ['0-1', '0-12', false, false],
    ['0-1', '0-10-2', false, false],
    ['0-1', '0-1-2-3', false, true],
    ['0-1-2', '0-1', false, false],
    ['0-1', '0-1', false, false],
    ['1', '10', false, false],
    ['1', '1-0', true, true],
    ['2-7-3', '2-7-3-11', true, true],
    ['2-7-3', '2-7-31-1', false, false],
  ])('%s parent of %s: %p, ancestor: %p', (a, b, parent, ancestor) => {
    expect(k(a).isParentOf(k(b, 'other-cb'))).toBe(parent);
    expect(k(a).isAncestorOf(k(b, 'other-cb'))).toBe(ancestor);
  });

  it('compares only within one storyboard', () => {
    expect(k('0-1').isParentOf(k('0-1-2', 'cb', 'sb2'))).toBe(false);
    expect(k('0-1').isAncestorOf(k('0-1-2', 'cb', 'sb2'))).toBe(false);
    expect(k('0-1').isSiblingOf(k('0-2', 'cb', 'sb2'))).toBe(false);
  });

  it.each([
    ['0-1', '0-2', true],
    ['0-1', '0-12', true],
    ['0-1-5', '0-1-50', true],
    ['0-1-5', '0-12-5', false],
    ['0-1-5', '0-11-5', false],
    ['0-1', '0-1-2', false],
    ['0-1', '1-1', false],
    ['0', '1', true],
    ['3-4-5-6', '3-4-5-0', true],
    ['3-4-5-6', '3-4-6-6', false],
  ])('%s sibling of %s: %p', (a, b, expected) => {
    expect(k(a).isSiblingOf(k(b, 'x'))).toBe(expected);
    expect(k(b, 'x').isSiblingOf(k(a))).toBe(expected);
  });

  it('a key is not its own sibling', () => {
    expect(k('0-1').isSiblingOf(k('0-1'))).toBe(false);
    expect(ElementKey.EMPTY.isSiblingOf(ElementKey.EMPTY)).toBe(false);
  });

  it('parentPath drops the last segment', () => {
    expect(k('0-1-2').parentPath()).toBe('0-1');
    expect(k('12-3').parentPath()).toBe('12');
    expect(k('7').parentPath()).toBeNull();
  });

  it('isParentOf agrees with parentPath at any depth', () => {
    fc.assert(
      fc.property(anyPath, anyPath, (a, b) => {
        const parent = k(a);
        const child = k(b);
        expect(parent.isParentOf(child)).toBe(child.parentPath() === a);
      }),
    );
  });

  it('equals compares all three parts', () => {
    expect(k('0').equals(k('0'))).toBe(true);
    expect(k('0').equals(k('0', 'x'))).toBe(false);
    expect(k('0').equals(k('0', 'cb', 'x'))).toBe(false);
    expect(k('0').equals(k('1'))).toBe(false);
    expect(k('0').equals(null)).toBe(false);
    expect(k('0').equals(undefined)).toBe(false);
  });
});

describe('ids', () => {
  it.each([
    ['123e4567-e89b-12d3-a456-426614174000', true],
    ['123e4567-e89b-22d3-a456-426614174000', true],
    ['123e4567-e89b-32d3-9456-426614174000', true],
    ['123E4567-E89B-42D3-B456-426614174000', true],
    ['123e4567-e89b-52d3-8456-426614174000', true],
    ['123e4567-e89b-62d3-a456-426614174000', false],
    ['123e4567-e89b-72d3-a456-426614174000', false],
    ['123e4567-e89b-02d3-a456-426614174000', false],
    ['00000000-0000-0000-0000-000000000000', false],
    ['123e4567-e89b-42d3-c456-426614174000', false],
    ['123e4567e89b42d3a456426614174000', false],
    ['123e4567-e89b-42d3-a456-42661417400', false],
    ['123e4567-e89b-42d3-a456-4266141740000', false],
    [' 123e4567-e89b-42d3-a456-426614174000', false],
    ['g23e4567-e89b-42d3-a456-426614174000', false],
    ['', false],
  ])('isValidUuid(%p) is %p', (value, expected) => {
    expect(isValidUuid(value)).toBe(expected);
  });

  it('isValidUuid rejects non-strings', () => {
    expect(isValidUuid(undefined as unknown as string)).toBe(false);
  });

  it.each([
    [['foo', `tempo-${UUID}`, 'tempo-wrap-in-div-placeholder'], `tempo-${UUID}`],
    [['tempo-wrap-in-div-placeholder', `tempo-${UUID}`], 'tempo-wrap-in-div-placeholder'],
    [['x', 'tempo-duplicate-placeholder-3'], 'tempo-duplicate-placeholder-3'],
    [['tempo-duplicate-placeholder-'], 'tempo-duplicate-placeholder-'],
    [['tempo-not-a-uuid', 'tempo-', `tempo-${UUID}x`], null],
    [['tempo-add-jsx-placeholder-1'], null],
    [['tempo-wrap-in-div-placeholder-2'], null],
    [[UUID, 'arb89-key-TE_a_b_0'], null],
    [[], null],
  ])('codebaseIdFromClasses(%p) is %p', (classes, expected) => {
    expect(codebaseIdFromClasses(classes)).toBe(expected);
    if (expected) expect(isCodebaseIdClass(expected)).toBe(true);
  });

  it.each([
    ['BODY', null, 'body'],
    ['body', 'root', 'body'],
    ['DIV', 'root', 'root'],
    ['div', '__next', '__next'],
    ['DIV', 'app', null],
    ['DIV', null, null],
    ['main', undefined, null],
  ])('codebaseIdForSpecialElement(%p, %p) is %p', (tag, id, expected) => {
    expect(codebaseIdForSpecialElement(tag, id)).toBe(expected);
  });

  it('names the special tree ids', () => {
    expect(SPECIAL_TREE_IDS).toEqual({ EMPTY_TREE: 'EMPTY-TREE', SKIP_ROOT: 'SKIP-ROOT' });
    expect(Object.isFrozen(SPECIAL_TREE_IDS)).toBe(true);
  });
});
