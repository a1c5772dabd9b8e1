import {
  breakpointOfMedia,
  compareSpecificity,
  forcedMediaText,
  forcedStateSelector,
  relaxedSelector,
  ruleConditions,
  selectorSpecificity,
  splitSelectorList,
} from './css-rules.js';

describe('selectorSpecificity', () => {
  it.each([
    ['*', [0, 0, 0]],
    ['li', [0, 0, 1]],
    ['ul li', [0, 0, 2]],
    ['.a', [0, 1, 0]],
    ['.hover\\:bg-blue-700:hover', [0, 2, 0]],
    ['#x > a[href]::before', [1, 1, 2]],
    ['a:before', [0, 0, 2]],
    ['.dark\\:x:where(.dark, .dark *)', [0, 1, 0]],
    ['.g:is(:where(.group):hover *)', [0, 2, 0]],
    [':not(#a, .b)', [1, 0, 0]],
    ['.a, #b', [1, 0, 0]],
  ])('%s is %j', (selector, expected) => {
    expect(selectorSpecificity(selector)).toEqual(expected);
  });

  it('is null for a selector the parser refuses', () => {
    expect(selectorSpecificity('a[')).toBeNull();
    expect(selectorSpecificity('')).toBeNull();
  });

  it('compares ids before classes before types', () => {
    expect(compareSpecificity([1, 0, 0], [0, 9, 9])).toBeGreaterThan(0);
    expect(compareSpecificity([0, 1, 0], [0, 0, 9])).toBeGreaterThan(0);
    expect(compareSpecificity([0, 1, 2], [0, 1, 2])).toBe(0);
    expect(compareSpecificity([0, 0, 1], [0, 0, 2])).toBeLessThan(0);
  });
});

describe('splitSelectorList', () => {
  it('splits a list into its members and refuses invalid ones', () => {
    expect(splitSelectorList('a, .b > c')).toEqual(['a', '.b > c']);
    expect(splitSelectorList('a,,')).toEqual([]);
  });
});

describe('breakpointOfMedia', () => {
  it.each([
    ['(min-width: 640px)', 'sm'],
    ['(min-width: 48rem)', 'md'],
    ['(width >= 64rem)', 'lg'],
    ['screen and (min-width: 1280px)', 'xl'],
    ['(min-width:96rem)', '2xl'],
  ])('%s is %s', (media, name) => {
    expect(breakpointOfMedia(media)).toBe(name);
  });

  it.each(['(min-width: 700px)', '(max-width: 768px)', 'print', '(hover: hover)'])(
    '%s names none',
    (media) => {
      expect(breakpointOfMedia(media)).toBeNull();
    },
  );
});

describe('ruleConditions', () => {
  it('names the widest breakpoint, dark mode and states, then other media as written', () => {
    expect(
      ruleConditions('.md\\:hover\\:x:hover', [
        '(width >= 40rem)',
        '(width >= 48rem)',
        '(hover: hover)',
      ]),
    ).toEqual({ modifiers: ['md', 'hover'], breakpoint: 'md', dark: false, states: ['hover'] });
    expect(ruleConditions('.a', ['print'])).toEqual({
      modifiers: ['print'],
      breakpoint: null,
      dark: false,
      states: [],
    });
  });

  it('recognises dark mode by a dark class (Tailwind 3 and 4) or the colour scheme', () => {
    expect(ruleConditions('.dark .dark\\:x', []).dark).toBe(true);
    expect(ruleConditions('.dark\\:x:where(.dark, .dark *)', []).modifiers).toEqual(['dark']);
    expect(ruleConditions('.x', ['(prefers-color-scheme: dark)']).dark).toBe(true);
    expect(ruleConditions('.dark\\:x', []).dark).toBe(false);
    expect(ruleConditions('.x:not(.dark)', []).dark).toBe(false);
  });
});

describe('relaxedSelector', () => {
  it('drops states and the dark class, keeping every compound', () => {
    expect(relaxedSelector('.hover\\:x:hover')).toBe('.hover\\:x');
    expect(relaxedSelector(':focus')).toBe('*');
    expect(relaxedSelector('.dark .dark\\:x')).toBe('* .dark\\:x');
    expect(relaxedSelector('.dark\\:x:where(.dark, .dark *)')).toBe('.dark\\:x:where(*, * *)');
    expect(relaxedSelector('a:not(:hover)')).toBe('a:not(:hover)');
    expect(relaxedSelector('a[')).toBeNull();
  });
});

describe('forcedStateSelector', () => {
  const forced = { hover: 'arb89-force-hover', focus: 'arb89-force-focus' };

  it('puts the force-state class where the pseudo-class was', () => {
    expect(forcedStateSelector('.hover\\:bg-blue-700:hover', forced)).toBe(
      '.hover\\:bg-blue-700.arb89-force-hover',
    );
    expect(forcedStateSelector('a:focus > b, c:hover', forced)).toBe(
      'a.arb89-force-focus > b, c.arb89-force-hover',
    );
    expect(forcedStateSelector(':hover', forced)).toBe('.arb89-force-hover');
  });

  it('is null when the selector names no forced state', () => {
    expect(forcedStateSelector('.a:active', forced)).toBeNull();
    expect(forcedStateSelector('a:not(:hover)', forced)).toBeNull();
    expect(forcedStateSelector('a[', forced)).toBeNull();
  });
});

describe('forcedMediaText', () => {
  it('drops the hover-capability condition only when hover is forced', () => {
    expect(forcedMediaText('(hover: hover)', ['hover'])).toBeNull();
    expect(forcedMediaText('(any-hover: hover)', ['focus', 'hover'])).toBeNull();
    expect(forcedMediaText('(hover: hover)', ['focus'])).toBe('(hover: hover)');
    expect(forcedMediaText('(width >= 48rem)', ['hover'])).toBe('(width >= 48rem)');
  });
});
