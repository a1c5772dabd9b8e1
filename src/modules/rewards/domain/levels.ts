import { PRODUCT_NAME } from '#shared/domain/product.js';

/** A homeowner level: reached once the homeowner holds `min` Centra Points. */
export interface Level {
  name: string;
  min: number;
}

/**
 * The homeowner levels, lowest first: each starts at its `min` points and lasts until the next
 * one's (the top level has no end); the last is named after the product (marketplace spec, § 4).
 */
export const LEVELS: readonly Level[] = Object.freeze([
  { name: 'Newcomer', min: 0 },
  { name: 'Resident', min: 150 },
  { name: 'Local Hero', min: 300 },
  { name: 'Trusted Neighbour', min: 600 },
  { name: 'Community Star', min: 1000 },
  { name: 'VIP Resident', min: 1500 },
  { name: 'Elite Resident', min: 2000 },
  { name: `${PRODUCT_NAME} Legend`, min: 3000 },
]);

export interface LevelProgress {
  level: Level;
  /** Index in LEVELS (0 = Newcomer). */
  rank: number;
  next: Level | null;
  /** Points still needed for the next level; 0 at the top. */
  pointsToNext: number;
  /** 0–100 through the current level's band; 100 at the top. */
  percent: number;
}

/** The level of a points total (never below Newcomer, also for a negative total). */
export function levelIndex(points: number): number {
  let index = 0;
  for (let i = 0; i < LEVELS.length; i++) if (points >= LEVELS[i].min) index = i;
  return index;
}

export function progressOf(points: number): LevelProgress {
  const rank = levelIndex(points);
  const level = LEVELS[rank];
  const next = LEVELS[rank + 1] ?? null;
  if (!next) return { level, rank, next, pointsToNext: 0, percent: 100 };
  const span = next.min - level.min;
  const done = Math.max(0, points - level.min);
  return {
    level,
    rank,
    next,
    pointsToNext: next.min - Math.max(points, level.min),
    percent: Math.floor((done / span) * 100),
  };
}

/** The level reached when a total moves from `before` to `after`, or null when it did not rise. */
export function levelUp(before: number, after: number): Level | null {
  const from = levelIndex(before);
  const to = levelIndex(after);
  return to > from ? LEVELS[to] : null;
}

export function findLevel(name: string): number {
  return LEVELS.findIndex((level) => level.name === name);
}
