import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { INHERITABLE_CSS_PROPERTIES } from './constants.js';
import {
  DELETE_STYLE_MARKER,
  cssPropertyName,
  inheritableStyles,
  sanitizeClassName,
  styleDeclarations,
} from './styles.js';

describe('sanitizeClassName', () => {
  it.each([
    ['1a b', '-1a-b'],
    ['hover:bg-red-500', 'hover-bg-red-500'],
    ['w-[10px]', 'w--10px-'],
    ['already_fine-1', 'already_fine-1'],
    ['9', '-9'],
    ['-9', '-9'],
    ['é😀x', '--x'],
    ['', ''],
  ])('%p → %p', (input, expected) => {
    expect(sanitizeClassName(input)).toBe(expected);
  });

  it('only ever yields letters, digits, _ and -, never a leading digit', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const out = sanitizeClassName(name);
        expect(out).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(out).not.toMatch(/^[0-9]/);
        expect(sanitizeClassName(out)).toBe(out);
      }),
    );
  });
});

describe('cssPropertyName', () => {
  it.each([
    ['backgroundColor', 'background-color'],
    ['color', 'color'],
    ['borderTopLeftRadius', 'border-top-left-radius'],
    ['WebkitTransform', '-webkit-transform'],
    ['MozAppearance', '-moz-appearance'],
    ['msFlex', '-ms-flex'],
    ['--brandColor', '--brandColor'],
    ['--x', '--x'],
    ['background-color', 'background-color'],
    ['-webkit-line-clamp', '-webkit-line-clamp'],
  ])('%p → %p', (input, expected) => {
    expect(cssPropertyName(input)).toBe(expected);
  });
});

describe('styleDeclarations', () => {
  it('writes declarations in kebab-case, in order', () => {
    expect(
      styleDeclarations({ backgroundColor: 'red', WebkitTransform: 'none', '--gap': ' 4px ' }),
    ).toBe('background-color: red; -webkit-transform: none; --gap: 4px;');
  });

  it('turns the delete marker into unset !important', () => {
    expect(DELETE_STYLE_MARKER).toBeTruthy();
    expect(styleDeclarations({ marginTop: DELETE_STYLE_MARKER, color: 'blue' })).toBe(
      'margin-top: unset !important; color: blue;',
    );
  });

  it('leaves out empty values, values that could end the rule and bad names', () => {
    expect(
      styleDeclarations({
        color: '',
        margin: '   ',
        padding: 'x} body { color: red',
        'bad name': 'x',
        '1x': 'y',
        width: '10px',
        height: undefined as unknown as string,
      }),
    ).toBe('width: 10px;');
    expect(styleDeclarations({})).toBe('');
  });
});

describe('inheritableStyles', () => {
  it('keeps only what an element inherits (a fixed list of 28, colour and fonts among them)', () => {
    expect(INHERITABLE_CSS_PROPERTIES).toHaveLength(28);
    expect(INHERITABLE_CSS_PROPERTIES).toEqual(
      expect.arrayContaining(['color', 'font-family', 'font-size', 'font-weight', 'line-height']),
    );
    expect(
      inheritableStyles({ color: 'red', 'font-size': '12px', padding: '4px', display: 'flex' }),
    ).toEqual({ color: 'red', 'font-size': '12px' });
    expect(inheritableStyles({ margin: '0' })).toBeNull();
  });
});
