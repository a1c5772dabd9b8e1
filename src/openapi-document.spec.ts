import type { OpenAPIObject, OperationObject, ParameterObject } from '@nestjs/swagger';
import { loadConfig } from './config/app-config.js';
import { createOpenApiDocument } from './openapi-document.js';

/**
 * The whole API document says who may call what: every operation has a one-line summary, its
 * security (the session cookie or none), and the refusals that follow from it.
 */
let document: OpenAPIObject;
const operations: { name: string; op: OperationObject }[] = [];

beforeAll(async () => {
  const config = loadConfig({ ...process.env, DATABASE_URL: 'postgres://unused@127.0.0.1/x' });
  document = await createOpenApiDocument(config);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [verb, op] of Object.entries(item) as [string, OperationObject][]) {
      if (op?.responses) operations.push({ name: `${verb.toUpperCase()} ${path}`, op });
    }
  }
});

const needsSession = (op: OperationObject) =>
  op.security !== undefined &&
  op.security.length > 0 &&
  !op.security.some((s) => !Object.keys(s).length);

function problemsOf(op: OperationObject): string[] {
  const problems: string[] = [];
  const statuses = Object.keys(op.responses);
  const params = (op.parameters ?? []) as ParameterObject[];
  if (!op.summary || op.summary.length > 80 || op.summary.includes('\n')) problems.push('summary');
  if (!Array.isArray(op.security)) problems.push('security');
  for (const scheme of op.security ?? []) {
    for (const name of Object.keys(scheme)) {
      if (!document.components?.securitySchemes?.[name]) problems.push(`scheme ${name}`);
    }
  }
  if (needsSession(op) && !statuses.includes('401')) problems.push('401');
  if (needsSession(op) && !statuses.includes('403')) problems.push('403');
  if ((op.requestBody || params.some((p) => p.in === 'query')) && !statuses.includes('400')) {
    problems.push('400');
  }
  if (params.some((p) => p.in === 'path') && !statuses.includes('404')) problems.push('404');
  return problems;
}

it('documents every operation with a summary, its security and its 4xx answers', () => {
  expect(operations.length).toBeGreaterThan(100);
  const failures = operations
    .map(({ name, op }) => [name, problemsOf(op).join(',')])
    .filter(([, problems]) => problems !== '');
  expect(failures).toEqual([]);
});

it('marks public routes public and the rest as needing the session cookie', () => {
  const security = (name: string) => operations.find((o) => o.name === name)?.op.security;
  expect(security('GET /api/health')).toEqual([]);
  expect(security('POST /api/auth/login')).toEqual([]);
  expect(security('POST /api/contact')).toEqual([{}, { cookie: [] }]);
  expect(security('GET /api/jobs/mine')).toEqual([{ cookie: [] }]);
  expect(document.components?.securitySchemes?.cookie).toMatchObject({
    in: 'cookie',
    name: 'tradiehub_session',
  });
  expect(operations.filter(({ op }) => needsSession(op)).length).toBeGreaterThan(80);
});

it('names the role a route needs, the rate limits, and a server', () => {
  const responses = (name: string) => operations.find((o) => o.name === name)?.op.responses ?? {};
  expect(responses('GET /api/admin/outbox')['403']).toMatchObject({
    description: expect.stringMatching(/^Not an admin/),
  });
  expect(responses('POST /api/auth/login')['429']).toBeDefined();
  expect(responses('POST /api/auth/forgot-password')['429']).toBeDefined();
  expect(responses('POST /api/auth/logout')['403']).toMatchObject({
    description: expect.stringContaining('X-CSRF-Token'),
  });
  expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
});
