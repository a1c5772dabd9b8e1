import { describe, expect, it } from '@jest/globals';
import { buttonClass } from './button';
import { cn } from './cn';

describe('cn', () => {
  it('drops falsy classes and lets a later class win over a conflicting earlier one', () => {
    expect(cn('px-4 py-2', false, undefined, 'px-6')).toBe('py-2 px-6');
    expect(cn('text-sm text-slate-900', 'text-red-700')).toBe('text-sm text-red-700');
    expect(cn('min-h-32', 'min-h-20')).toBe('min-h-20');
  });

  it('keeps the theme colours apart from sizes, and dark: variants apart from plain ones', () => {
    expect(cn('bg-brand-700 dark:bg-brand-400', 'bg-red-700')).toBe('dark:bg-brand-400 bg-red-700');
  });

  it('lets a className passed to a button override its variant and size', () => {
    const merged = cn(buttonClass({ variant: 'secondary', size: 'sm' }), 'w-full px-8');
    expect(merged).toContain('w-full');
    expect(merged).toContain('px-8');
    expect(merged).not.toContain('px-3');
    expect(merged).toContain('border-slate-300');
  });
});
