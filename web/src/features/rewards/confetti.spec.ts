import { describe, expect, it, jest } from '@jest/globals';

const fire = jest.fn((_options?: unknown) => Promise.resolve());
const create = jest.fn((_canvas?: unknown, _options?: unknown) => fire);
const defaultCannon = jest.fn(() => Promise.resolve());
jest.unstable_mockModule('canvas-confetti', () => ({
  default: Object.assign(defaultCannon, { create }),
  create,
}));
const { playConfetti } = await import('./confetti');

describe('playConfetti', () => {
  it('draws on the main thread: the blob: worker of the default cannon is refused by our CSP', async () => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as never;
    await expect(playConfetti()).resolves.toBe(true);
    await expect(playConfetti()).resolves.toBe(true);
    expect(defaultCannon).not.toHaveBeenCalled();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(undefined, { resize: true, useWorker: false });
    expect(fire).toHaveBeenCalledTimes(2);
  });
});
