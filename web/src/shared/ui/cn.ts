import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins Tailwind classes, dropping falsy ones, and lets later classes win over conflicting
 * earlier ones: `cn('px-4 py-2', className)` with className 'px-6' gives 'py-2 px-6'.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
