import { describe, expect, it } from '@jest/globals';

import { A, sampleKey } from './changes.arbitraries.js';
import { forceStatePlan, stylingRule } from './instant-styling.js';

describe('stylingRule', () => {
  it('writes a plain rule, modifier states with their force class, other modifiers forced only', () => {
    expect(stylingRule('s', 'color: red;')).toBe('.s { color: red; }');
    expect(stylingRule('s', 'color: red;', ['hover'])).toBe(
      '.s:hover, .s.arb89-force-hover { color: red; }',
    );
    expect(stylingRule('s', 'color: red;', ['placeholder'])).toBe(
      '.s.arb89-force-placeholder { color: red; }',
    );
    expect(stylingRule('s', 'x: y;', ['hover', 'focus'])).toBe(
      '.s:hover:focus, .s:hover.arb89-force-focus, .s.arb89-force-hover:focus, .s.arb89-force-hover.arb89-force-focus { x: y; }',
    );
  });

  it('puts breakpoints in a min-width media query (the widest wins) and dark under .dark', () => {
    expect(stylingRule('s', 'x: y;', ['md'])).toBe('@media (min-width: 768px) { .s { x: y; } }');
    expect(stylingRule('s', 'x: y;', ['lg', 'sm', 'dark'])).toBe(
      '@media (min-width: 1024px) { .dark .s { x: y; } }',
    );
    expect(stylingRule('s', 'x: y;', ['2xl'])).toContain('1536px');
  });
});
describe('forceStatePlan', () => {
  it('clears the previous force classes, then forces one class per modifier', () => {
    const first = forceStatePlan(sampleKey(A), [], ['hover', 'focus', 'hover']);
    expect(first.forced).toEqual(['arb89-force-hover', 'arb89-force-focus']);
    const next = forceStatePlan(sampleKey(A), first.forced, ['active']);
    expect(next.ops).toEqual([
      { op: 'removeClass', target: { key: sampleKey(A) }, className: 'arb89-force-hover' },
      { op: 'removeClass', target: { key: sampleKey(A) }, className: 'arb89-force-focus' },
      { op: 'addClass', target: { key: sampleKey(A) }, className: 'arb89-force-active' },
    ]);
  });
});
