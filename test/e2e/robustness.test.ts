import { randomUUID } from 'node:crypto';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '#src/openapi-document.js';
import {
  deepBody,
  poisonedBodies,
  poisonedQueries,
  resolveSchema,
  type SchemaLike,
} from '../support/bad-input.js';
import { homeownerRegistration, registerAs, tradieRegistration } from '../support/fixtures.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every route in the OpenAPI document, as every role, with ids, bodies and query strings that
 * are wrong in the ways clients get them wrong: the answer is never a 5xx and never a stack
 * trace. New routes are covered by being documented.
 */

// Routes whose side effects would spoil the rest of the sweep or touch files on disk.
const SKIP = [/\/logout(-everywhere)?$/, /^\/api\/canvases\//];

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
const METHODS: Method[] = ['get', 'post', 'patch', 'put', 'delete'];

const BAD_IDS = ['not-a-uuid', randomUUID(), '%2e%2e%2f%2e%2e%2fetc', '0', `${'9'.repeat(40)}`];
const LONG = 'x'.repeat(20_000);
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** Bodies of the wrong shape, and the documented shape with every field the wrong type. */
function badBodies(schema: SchemaLike | undefined): unknown[] {
  const bodies: unknown[] = [{}, [], 'text', 42, { unexpected: { nested: [1, 2, 3] } }];
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length > 0) {
    const wrongType: Record<string, unknown> = {};
    const nulls: Record<string, unknown> = {};
    const long: Record<string, unknown> = {};
    const objects: Record<string, unknown> = {};
    for (const [name, property] of properties) {
      wrongType[name] =
        property.type === 'string' ? 12345 : property.type === 'array' ? 'not-a-list' : 'abc';
      nulls[name] = null;
      long[name] = property.type === 'array' ? [LONG, LONG] : LONG;
      objects[name] = { $gt: '' };
    }
    bodies.push(wrongType, nulls, long, objects);
  }
  return bodies;
}

function badQuery(names: string[]): string {
  if (names.length === 0) return '?limit=-1&cursor=%ZZ&x[]=1';
  return `?${names.map((n) => `${n}=%ZZ&${n}=-1&${n}[]=${'9'.repeat(30)}`).join('&')}`;
}

interface Operation {
  method: Method;
  path: string;
  queryNames: string[];
  /** The query parameters documented as numbers. */
  numericQueryNames: string[];
  body: SchemaLike | undefined;
}

interface Attempt {
  url: string;
  body?: unknown;
  /** Sent as is (JSON too deep to build as an object). */
  raw?: string;
  /** Statuses the attempt may answer; any but a 5xx when unset. */
  allowed?: number[];
}

/**
 * Input that must never be taken: a NUL, a lone surrogate, a number past bigint, JSON nested
 * thousands deep. Each kind once per route (not per odd id), so the sweep stays quick.
 */
function poisonAttempts(doc: OpenAPIObject, op: Operation, path: string): Attempt[] {
  const attempts: Attempt[] = [];
  if (op.path.includes('{')) {
    const nulPath = op.path.replace(/\{[^}]+\}/g, 'a%00b');
    attempts.push({ url: nulPath, allowed: [400] });
  }
  if (op.body && op.method !== 'get' && op.method !== 'delete') {
    for (const { body } of poisonedBodies(doc, op.body)) {
      attempts.push({ url: path, body, allowed: [400] });
    }
    attempts.push({ url: path, raw: deepBody(op.body), allowed: [400] });
  }
  for (const { kind, query } of poisonedQueries(op.queryNames)) {
    if (kind === 'nul') attempts.push({ url: `${path}${query}`, allowed: [400] });
  }
  for (const { kind, query } of poisonedQueries(op.numericQueryNames)) {
    // Past the guards, a number out of range is a 400; before them, a 401 or 403.
    if (kind === 'bigint') attempts.push({ url: `${path}${query}`, allowed: [400, 401, 403] });
  }
  return attempts;
}

function operations(doc: OpenAPIObject): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (SKIP.some((pattern) => pattern.test(path))) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const query = (op.parameters ?? []).flatMap((p) =>
        'in' in p && p.in === 'query' ? [p] : [],
      );
      const queryNames = query.map((p) => p.name);
      const numericQueryNames = query
        .filter((p) => ['integer', 'number'].includes((p.schema as SchemaLike)?.type ?? ''))
        .map((p) => p.name);
      const content = op.requestBody && 'content' in op.requestBody ? op.requestBody.content : {};
      const body = resolveSchema(
        doc,
        content['application/json']?.schema as SchemaLike | undefined,
      );
      list.push({ method, path, queryNames, numericQueryNames, body });
    }
  }
  return list;
}

function send(client: ApiClient, method: Method, { url, body, raw }: Attempt) {
  const agent = client.agent;
  switch (method) {
    case 'get':
      return agent.get(url);
    case 'delete':
      return agent.delete(url).set('X-CSRF-Token', client.csrfToken);
    default: {
      const req = agent[method](url).set('X-CSRF-Token', client.csrfToken);
      const text = raw ?? (body === undefined ? undefined : JSON.stringify(body));
      return text === undefined ? req : req.type('json').send(text);
    }
  }
}

describe('no input gives a 5xx or a stack trace', () => {
  let t: TestApp;
  let doc: OpenAPIObject;
  const roles: Record<string, ApiClient> = {};
  beforeAll(async () => {
    t = await startTestApp();
    doc = buildOpenApiDocument(t.app);
    roles.anonymous = await t.client();
    roles.homeowner = await t.client();
    await registerAs(roles.homeowner, homeownerRegistration());
    roles.tradie = await t.client();
    const tradie = await registerAs(roles.tradie, tradieRegistration());
    roles.admin = await t.admin();
    await roles.admin.post(`/api/admin/tradies/${tradie.id}/approve`).expect(200);
  });
  afterAll(() => t.close());

  it('documents the routes it sweeps', () => {
    expect(operations(doc).length).toBeGreaterThan(40);
  });

  it.each(['anonymous', 'homeowner', 'tradie', 'admin'])(
    'as %s',
    async (role) => {
      const client = roles[role];
      const failures: string[] = [];
      const statuses = new Set<number>();
      for (const op of operations(doc)) {
        const attempts: Attempt[] = [];
        const hasParams = op.path.includes('{');
        for (const id of hasParams ? BAD_IDS : ['']) {
          const path = op.path.replace(/\{[^}]+\}/g, encodeURIComponent(id).replace(/%25/g, '%'));
          const bodies =
            op.method === 'get' || op.method === 'delete' ? [undefined] : badBodies(op.body);
          // Every body with a real-looking id; one body with each of the odd ids.
          const chosen = id === BAD_IDS[1] || !hasParams ? bodies : bodies.slice(0, 1);
          for (const body of chosen) attempts.push({ url: path, body });
          attempts.push({ url: `${path}${badQuery(op.queryNames)}` });
          if (id === BAD_IDS[1] || !hasParams) attempts.push(...poisonAttempts(doc, op, path));
        }
        for (const attempt of attempts) {
          const res = await send(client, op.method, attempt);
          const text = typeof res.text === 'string' ? res.text : '';
          statuses.add(res.status);
          const refused = !attempt.allowed || attempt.allowed.includes(res.status);
          // A refused poison names the field (or the body, query or path) it found.
          const named =
            !attempt.allowed ||
            res.status !== 400 ||
            /^[\w.[\]-]+: /.test(String(res.body?.message));
          if (res.status >= 500 || /\n\s+at .+\.[jt]s:\d+/.test(text) || !refused || !named) {
            const sent = attempt.raw ?? JSON.stringify(attempt.body);
            failures.push(
              `${op.method.toUpperCase()} ${attempt.url.slice(0, 120)} ${sent?.slice(0, 80)} → ${res.status} ${text.slice(0, 200)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    },
    180_000,
  );

  // Values that used to slip through: a 400 naming the field, never a stored odd value.
  it.each([
    [
      'anonymous',
      'businessName',
      'post',
      '/api/auth/register',
      homeownerRegistration({ businessName: 5 }),
    ],
    [
      'anonymous',
      'serviceRadiusKm',
      'post',
      '/api/auth/register',
      homeownerRegistration({ serviceRadiusKm: '25' }),
    ],
    ['anonymous', 'rating', 'post', '/api/feedback', { rating: true, message: 'Great start!' }],
    ['anonymous', 'rating', 'post', '/api/feedback', { rating: '5', message: 'Great start!' }],
    [
      'anonymous',
      '__proto__',
      'raw',
      '/api/feedback',
      '{"rating":5,"message":"Great start!","__proto__":{"x":1}}',
    ],
    [
      'anonymous',
      'constructor',
      'raw',
      '/api/feedback',
      '{"rating":5,"message":"Great start!","constructor":1}',
    ],
    ['homeowner', 'limit', 'get', '/api/jobs/mine?limit=0x10', undefined],
    ['homeowner', 'limit', 'get', '/api/jobs/mine?limit=%205', undefined],
    [
      'homeowner',
      'after',
      'get',
      `/api/conversations/${NO_SUCH_ID}/messages?after=9223372036854775807`,
      undefined,
    ],
    [
      'homeowner',
      'after',
      'get',
      `/api/conversations/${NO_SUCH_ID}/messages?after=1e308`,
      undefined,
    ],
    [
      'tradie',
      'estimatedStart',
      'post',
      `/api/jobs/${NO_SUCH_ID}/quotes`,
      { amountCents: 5000, message: 'Valid message here', estimatedStart: '2099-02-30' },
    ],
    [
      'admin',
      'endsAt',
      'put',
      '/api/admin/maintenance',
      { enabled: false, endsAt: '2026-02-30T10:00:00Z' },
    ],
    ['admin', 'from', 'get', '/api/admin/analytics?from=2026-02-30&to=2026-03-02', undefined],
    ['admin', 'from', 'get', '/api/admin/audit?from=2026-02-30T00:00:00Z', undefined],
  ] as const)(
    'as %s, an odd %s is a 400 naming it (%s %s)',
    async (role, field, method, url, body) => {
      const client = roles[role];
      const res =
        method === 'raw'
          ? await client.agent
              .post(url)
              .set('X-CSRF-Token', client.csrfToken)
              .type('json')
              .send(body)
          : await send(client, method, { url, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^${field}: `));
    },
  );

  it('malformed JSON is a 400 that says so', async () => {
    const res = await roles.homeowner.agent
      .post('/api/jobs')
      .set('X-CSRF-Token', roles.homeowner.csrfToken)
      .type('json')
      .send('{"title": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
