import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { waitForFrame } from './handshake';

/** A frame whose layer starts answering `readyAfterMs` after the wait began. */
function frameReadyAfter(readyAfterMs: number) {
  const started = Date.now();
  let probes = 0;
  const probe = () => {
    probes++;
    return Date.now() - started >= readyAfterMs
      ? Promise.resolve(true)
      : new Promise<boolean>(() => undefined); // never answers, as a frame with no listener
  };
  return { probe, probes: () => probes };
}

describe('waiting for the preview frame', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps waiting for a frame that a cold dev server takes 30 s to start, and says it is slow', async () => {
    const frame = frameReadyAfter(30_000);
    const onSlow = jest.fn();
    const result = waitForFrame({ probe: frame.probe, superseded: () => false, onSlow });
    await jest.advanceTimersByTimeAsync(31_000);
    await expect(result).resolves.toBe('answered');
    expect(onSlow).toHaveBeenCalledTimes(1);
  });

  it('answers at once without calling a frame slow', async () => {
    const onSlow = jest.fn();
    const result = waitForFrame({ probe: async () => true, superseded: () => false, onSlow });
    await expect(result).resolves.toBe('answered');
    expect(onSlow).not.toHaveBeenCalled();
  });

  it('gives up after the limit, probing at the attempt pace (not in a tight loop)', async () => {
    const frame = frameReadyAfter(Infinity);
    const result = waitForFrame({
      probe: frame.probe,
      superseded: () => false,
      giveUpAfterMs: 5_000,
    });
    await jest.advanceTimersByTimeAsync(6_000);
    await expect(result).resolves.toBe('gave-up');
    expect(frame.probes()).toBe(20);
  });

  it('a probe refused at once waits out its attempt before the next', async () => {
    let probes = 0;
    const probe = () => {
      probes++;
      return Promise.reject(new Error('no listener'));
    };
    const result = waitForFrame({ probe, superseded: () => false, giveUpAfterMs: 1_000 });
    await jest.advanceTimersByTimeAsync(1_500);
    await expect(result).resolves.toBe('gave-up');
    expect(probes).toBe(4);
  });

  it('stops when the frame reloads and a newer wait takes over', async () => {
    let reloaded = false;
    const frame = frameReadyAfter(Infinity);
    const result = waitForFrame({ probe: frame.probe, superseded: () => reloaded });
    await jest.advanceTimersByTimeAsync(1_000);
    reloaded = true;
    await jest.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe('superseded');
  });
});
