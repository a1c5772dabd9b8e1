import { BUILDING_TRADES } from '#modules/identity/domain/verification/licence-rules.js';

/**
 * Regulators' licence class names → the trades they cover. The names differ by state ("Plumber"
 * in NSW, "Plumbing and Drainage" at the QBCC, "Plumbing - Drainage" at the VBA) but share
 * their words; a builder's class covers every building trade.
 */
const CLASS_TRADES: [RegExp, readonly string[]][] = [
  [/electric/i, ['electrical']],
  [/plumb|drain|gasfit/i, ['plumbing']],
  [/refrigerat|air condition/i, ['air-conditioning']],
  [/carpent|joiner/i, ['carpentry']],
  [/paint/i, ['painting']],
  [/roof/i, ['roofing']],
  [/landscap/i, ['landscaping']],
  [/til/i, ['tiling']],
  [/plaster/i, ['plastering']],
  [/fenc/i, ['fencing']],
  [/concret/i, ['concreting']],
  // "Wall and Floor Tiling" is tiling, not flooring.
  [/floor (finish|cover)|flooring/i, ['flooring']],
  [/brick|block/i, ['bricklaying']],
  [/glaz/i, ['glazing']],
  [/general building|builder/i, BUILDING_TRADES],
];

export function tradesOfClasses(classNames: readonly string[]): string[] {
  const trades = new Set(
    classNames.flatMap((name) =>
      CLASS_TRADES.filter(([re]) => re.test(name)).flatMap(([, t]) => t),
    ),
  );
  return [...trades];
}

/** A register's status word → the port's; null for one we do not know. */
export function statusOf(word: unknown): 'current' | 'expired' | 'suspended' | 'cancelled' | null {
  const w = typeof word === 'string' ? word.trim().toLowerCase() : '';
  if (w === 'current' || w === 'active' || w === 'registered') return 'current';
  if (w === 'expired' || w === 'lapsed') return 'expired';
  if (w === 'suspended') return 'suspended';
  if (w === 'cancelled' || w === 'surrendered' || w === 'deregistered') return 'cancelled';
  return null;
}

/** YYYY-MM-DD from an ISO date or the registers' DD/MM/YYYY; null otherwise. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null;
}
