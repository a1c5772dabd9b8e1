import type { NextFunction, Request, Response } from 'express';
import { memoForRequest, requestScope } from './request-scope.js';

/** Runs `body` inside the middleware, as the rest of a request would run. */
function within<T>(method: string, body: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const next: NextFunction = () => void body().then(resolve, reject);
    requestScope({ method } as Request, {} as Response, next);
  });
}

describe('memoForRequest', () => {
  it('loads once per key within a read request, and again in the next request', async () => {
    let loads = 0;
    const load = () => memoForRequest('account:1', async () => ++loads);
    expect(await within('GET', async () => [await load(), await load()])).toEqual([1, 1]);
    expect(await within('GET', load)).toBe(2);
  });

  it('keeps nothing in a request that may write, or outside any request', async () => {
    let loads = 0;
    const load = () => memoForRequest('account:1', async () => ++loads);
    expect(await within('POST', async () => [await load(), await load()])).toEqual([1, 2]);
    expect([await load(), await load()]).toEqual([3, 4]);
  });

  it('does not keep a failed load', async () => {
    let loads = 0;
    const load = () =>
      memoForRequest('account:1', async () => {
        loads++;
        if (loads === 1) throw new Error('database away');
        return loads;
      });
    const result = await within('GET', async () => {
      await expect(load()).rejects.toThrow('database away');
      return load();
    });
    expect(result).toBe(2);
  });
});
