import { randomUUID } from 'node:crypto';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '#src/app.factory.js';
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

interface SchemaLike {
  type?: string;
  properties?: Record<string, SchemaLike>;
  $ref?: string;
  items?: SchemaLike;
}

const BAD_IDS = ['not-a-uuid', randomUUID(), '%2e%2e%2f%2e%2e%2fetc', '0', `${'9'.repeat(40)}`];
const LONG = 'x'.repeat(20_000);

function resolve(doc: OpenAPIObject, schema: SchemaLike | undefined): SchemaLike | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return doc.components?.schemas?.[name] as SchemaLike | undefined;
}

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
  body: SchemaLike | undefined;
}

function operations(doc: OpenAPIObject): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (SKIP.some((pattern) => pattern.test(path))) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const queryNames = (op.parameters ?? []).flatMap((p) =>
        'in' in p && p.in === 'query' ? [p.name] : [],
      );
      const content = op.requestBody && 'content' in op.requestBody ? op.requestBody.content : {};
      const body = resolve(doc, content['application/json']?.schema as SchemaLike | undefined);
      list.push({ method, path, queryNames, body });
    }
  }
  return list;
}

function send(client: ApiClient, method: Method, url: string, body?: unknown) {
  const agent = client.agent;
  switch (method) {
    case 'get':
      return agent.get(url);
    case 'delete':
      return agent.delete(url).set('X-CSRF-Token', client.csrfToken);
    default: {
      const req = agent[method](url).set('X-CSRF-Token', client.csrfToken);
      return body === undefined ? req : req.type('json').send(JSON.stringify(body));
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
        const attempts: { url: string; body?: unknown }[] = [];
        const hasParams = op.path.includes('{');
        for (const id of hasParams ? BAD_IDS : ['']) {
          const path = op.path.replace(/\{[^}]+\}/g, encodeURIComponent(id).replace(/%25/g, '%'));
          const bodies =
            op.method === 'get' || op.method === 'delete' ? [undefined] : badBodies(op.body);
          // Every body with a real-looking id; one body with each of the odd ids.
          const chosen = id === BAD_IDS[1] || !hasParams ? bodies : bodies.slice(0, 1);
          for (const body of chosen) attempts.push({ url: path, body });
          attempts.push({ url: `${path}${badQuery(op.queryNames)}` });
        }
        for (const { url, body } of attempts) {
          const res = await send(client, op.method, url, body);
          const text = typeof res.text === 'string' ? res.text : '';
          statuses.add(res.status);
          if (res.status >= 500 || /\n\s+at .+\.[jt]s:\d+/.test(text)) {
            failures.push(
              `${op.method.toUpperCase()} ${url.slice(0, 120)} ${JSON.stringify(body)?.slice(0, 80)} → ${res.status} ${text.slice(0, 200)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    },
    180_000,
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
