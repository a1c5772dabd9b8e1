// The element-key retry's schedule with the visual-editor spec's figures (5 checks, 1 s
// apart), on fake timers: how many checks, when, and what the host hears.
import { jest } from '@jest/globals';
import { ElementKeyRetry } from './element-key-retry.js';

function host(answers: (keys: readonly string[], attempt: number) => readonly string[]) {
  const checks: number[] = [];
  const events: string[] = [];
  const start = Date.now();
  return {
    checks,
    events,
    check: (keys: readonly string[]) => {
      checks.push(Date.now() - start);
      return Promise.resolve(answers(keys, checks.length));
    },
    found: () => events.push('found'),
    gaveUp: (missing: readonly string[]) => events.push(`gave up ${missing.join(',')}`),
  };
}

/** Runs every timer due within `ms`, letting each check's promise settle. */
async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

describe('ElementKeyRetry (defaults)', () => {
  it('checks five times, one second apart, then gives up on the keys never found', async () => {
    const h = host((keys) => keys);
    const retry = new ElementKeyRetry(h);
    retry.wait(['a', 'b']);
    await advance(999);
    expect(h.checks).toEqual([]);
    await advance(10_000);
    expect(h.checks).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(h.events).toEqual(['gave up a,b']);
    expect(retry.waitsFor('a')).toBe(false);
  });

  it('stops at the check that finds every key, and waits only for those still missing', async () => {
    const asked: string[][] = [];
    const h = host((keys, attempt) => {
      asked.push([...keys]);
      return attempt === 1 ? ['b'] : [];
    });
    const retry = new ElementKeyRetry(h);
    retry.wait(['a', 'b']);
    await advance(10_000);
    expect(asked).toEqual([['a', 'b'], ['b']]);
    expect(h.events).toEqual(['found']);
  });

  it('a new wait replaces the old one and restarts the count; cancel stops it', async () => {
    const h = host((keys) => keys);
    const retry = new ElementKeyRetry(h);
    retry.wait(['a']);
    await advance(3000);
    retry.wait(['c']);
    expect(retry.waitsFor('a')).toBe(false);
    await advance(4000);
    expect(h.events).toEqual([]);
    await advance(1000);
    expect(h.events).toEqual(['gave up c']);
    retry.wait(['d']);
    retry.cancel();
    await advance(10_000);
    expect(h.checks).toHaveLength(3 + 5);
  });
});
