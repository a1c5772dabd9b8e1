import { describe, expect, it } from '@jest/globals';
import { MissedChanges } from './missed-changes.js';

/** Files with modification times the test sets, a clock, and what was reported. */
function harness() {
  const mtimes = new Map<string, number>();
  let now = 10_000;
  const reported: string[] = [];
  const missed = new MissedChanges({
    mtimeOf: (file) => mtimes.get(file),
    now: () => now,
    report: (file) => reported.push(file),
  });
  return {
    missed,
    reported,
    write: (file: string) => mtimes.set(file, now),
    remove: (file: string) => mtimes.delete(file),
    wait: (ms: number) => (now += ms),
  };
}

describe('MissedChanges: the safety net under the file watcher', () => {
  it('reports a save the watcher never told of, once, after the grace time', () => {
    const h = harness();
    h.write('/src/A.tsx');
    h.missed.noted('/src/A.tsx');
    h.wait(5_000);
    h.write('/src/A.tsx'); // saved; the watcher says nothing
    expect(h.missed.check()).toEqual([]); // the watcher may still be on its way
    h.wait(MissedChanges.GRACE_MS);
    expect(h.missed.check()).toEqual(['/src/A.tsx']);
    expect(h.reported).toEqual(['/src/A.tsx']);
    h.wait(5_000);
    expect(h.missed.check()).toEqual([]);
  });

  it('stays quiet about saves the watcher reported, and about files never loaded', () => {
    const h = harness();
    h.write('/src/A.tsx');
    h.missed.noted('/src/A.tsx');
    h.wait(5_000);
    h.write('/src/A.tsx');
    h.write('/src/Other.tsx');
    h.missed.noted('/src/A.tsx'); // the watcher's event
    h.wait(5_000);
    expect(h.missed.check()).toEqual([]);
    expect(h.reported).toEqual([]);
  });

  it('forgets a deleted file until the page loads it again', () => {
    const h = harness();
    h.write('/src/A.tsx');
    h.write('/src/B.tsx');
    h.missed.noted('/src/A.tsx');
    h.missed.noted('/src/B.tsx');
    h.remove('/src/A.tsx');
    h.wait(5_000);
    expect(h.missed.check()).toEqual([]);
    h.write('/src/A.tsx'); // back again, but no longer followed until loaded again
    h.wait(5_000);
    expect(h.missed.check()).toEqual([]);
    expect(h.reported).toEqual([]);
  });
});
