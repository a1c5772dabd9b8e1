import { LEVELS, levelIndex, levelUp, progressOf } from './levels.js';

describe('homeowner levels by Centra Points', () => {
  it.each([
    [0, 'Newcomer'],
    [149, 'Newcomer'],
    [150, 'Resident'],
    [299, 'Resident'],
    [300, 'Local Hero'],
    [599, 'Local Hero'],
    [600, 'Trusted Neighbour'],
    [999, 'Trusted Neighbour'],
    [1000, 'Community Star'],
    [1499, 'Community Star'],
    [1500, 'VIP Resident'],
    [1999, 'VIP Resident'],
    [2000, 'Elite Resident'],
    [2999, 'Elite Resident'],
    [3000, 'Tradiehub Legend'],
    [1_000_000, 'Tradiehub Legend'],
  ])('%p points is %s', (points, name) => {
    expect(LEVELS[levelIndex(points)].name).toBe(name);
    expect(progressOf(points).level.name).toBe(name);
  });

  it('never goes below Newcomer', () => {
    expect(levelIndex(-20)).toBe(0);
  });

  it('shows the progress to the next level', () => {
    expect(progressOf(0)).toMatchObject({
      pointsToNext: 150,
      percent: 0,
      next: { name: 'Resident' },
    });
    expect(progressOf(75)).toMatchObject({ pointsToNext: 75, percent: 50 });
    expect(progressOf(149)).toMatchObject({ pointsToNext: 1, percent: 99 });
    expect(progressOf(150)).toMatchObject({
      pointsToNext: 150,
      percent: 0,
      next: { name: 'Local Hero' },
    });
    expect(progressOf(2999)).toMatchObject({ pointsToNext: 1, next: { name: 'Tradiehub Legend' } });
    expect(progressOf(3000)).toMatchObject({ pointsToNext: 0, percent: 100, next: null });
  });

  it('detects a level-up only when a total crosses a threshold', () => {
    expect(levelUp(134, 149)).toBeNull();
    expect(levelUp(135, 150)?.name).toBe('Resident');
    expect(levelUp(149, 150)?.name).toBe('Resident');
    expect(levelUp(150, 299)).toBeNull();
    expect(levelUp(280, 320)?.name).toBe('Local Hero');
    // Two thresholds at once: the level reached, not the one skipped.
    expect(levelUp(140, 310)?.name).toBe('Local Hero');
    expect(levelUp(2999, 3000)?.name).toBe('Tradiehub Legend');
    expect(levelUp(3000, 3040)).toBeNull();
  });
});
