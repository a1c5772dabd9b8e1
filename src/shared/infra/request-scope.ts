import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/**
 * Reads memoised for the length of one GET/HEAD request: a signed-in read looks its account up
 * for the session guard and again for the use case (the tradie feed reads the tradie's
 * service area); the second lookup reuses the first. Only safe methods get a scope, so a
 * request that writes always reads fresh rows; outside a request (sockets, jobs) nothing is kept.
 */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

export function requestScope(req: Request, _res: Response, next: NextFunction): void {
  if (req.method === 'GET' || req.method === 'HEAD') scope.run(new Map(), next);
  else next();
}

/** `load()` once per key within the current read request; a failed load is not kept. */
export function memoForRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const memo = scope.getStore();
  if (!memo) return load();
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = load();
  memo.set(key, loading);
  loading.catch(() => memo.delete(key));
  return loading;
}
