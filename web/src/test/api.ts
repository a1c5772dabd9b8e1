import { jest } from '@jest/globals';

/** What a stubbed endpoint answers: a status and a JSON body (none for 204). */
export interface StubAnswer {
  status: number;
  body?: unknown;
}

type Handler = (request: Request) => StubAnswer | Promise<StubAnswer>;

/** A request the stub received, with its JSON body already read. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/**
 * Replaces `fetch` with a stub that answers `'METHOD /path'` keys from `routes` (the CSRF
 * token endpoint answers by default) and records every request; an unknown route fails the
 * test loudly with a 599.
 */
export function stubApi(routes: Record<string, StubAnswer | Handler>) {
  const seen: SeenRequest[] = [];
  const all: Record<string, StubAnswer | Handler> = {
    'GET /api/auth/csrf': { status: 200, body: { token: 'test-csrf-token' } },
    ...routes,
  };
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    seen.push({
      method: request.method,
      path: url.pathname + url.search,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: request.headers,
    });
    const route = all[`${request.method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(request) : route;
    if (!answer)
      return new Response(`no stub for ${request.method} ${url.pathname}`, { status: 599 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = fetchStub;
  /** The requests sent to one endpoint (the CSRF token fetch is left out). */
  const requests = (key: string) =>
    seen.filter((r) => `${r.method} ${r.path.split('?')[0]}` === key);
  return { seen, requests };
}

/** An API refusal body in the contract's shape. */
export function refusal(status: number, message: string, extra: Record<string, unknown> = {}) {
  return { status, body: { statusCode: status, error: 'Error', message, ...extra } };
}
