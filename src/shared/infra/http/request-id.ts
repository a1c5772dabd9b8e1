import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const REQUEST_ID_HEADER = 'X-Request-Id';

/** Ids a proxy or client may hand us: short, printable, nothing a log line could be forged with. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const current = new AsyncLocalStorage<string>();

/** The id of the request being handled, for log lines written while it runs (see logging.ts). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

/** The caller's id when it is sane (a proxy's trace id follows the request), else a new one. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Gives every request an id before anything logs it: the request log line carries it (pino-http
 * keeps an existing `req.id`), the answer echoes it in X-Request-Id, and every error answer
 * (the contract's shape, wherever it is written: the error filter, a rate limiter) names it as
 * `requestId`, so an operator can go from a user's error report to the log line.
 */
export function requestIds(req: Request, res: Response, next: NextFunction): void {
  const id = requestIdFrom(req.headers['x-request-id']);
  req.id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  const json = res.json.bind(res);
  res.json = (body?: unknown) => json(withRequestId(body, res.statusCode, id));
  current.run(id, next);
}

function withRequestId(body: unknown, status: number, id: string): unknown {
  const isErrorShape =
    status >= 400 &&
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    typeof (body as { statusCode?: unknown }).statusCode === 'number';
  return isErrorShape ? { ...body, requestId: id } : body;
}
