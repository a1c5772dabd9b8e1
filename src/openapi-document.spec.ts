import { type INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import type { OpenAPIObject, OperationObject, ParameterObject } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { loadConfig } from './config/app-config.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { rateLimitOf } from './shared/infra/http/rate-limiter.js';
import type { RateLimitName } from './shared/infra/http/rate-limits.js';

/**
 * The whole API document says who may call what: every operation has a one-line summary, its
 * security (the session cookie or none), and the refusals that follow from it.
 */
let document: OpenAPIObject;
const operations: { name: string; op: OperationObject }[] = [];

/** Each route handler with the limit it is counted under, read from the same module graph. */
interface Route {
  route: string;
  limit?: RateLimitName;
  upload: boolean;
}
const routes: Route[] = [];

/** Where @ApiConsumes keeps its media types (@nestjs/swagger's DECORATORS.API_CONSUMES). */
const API_CONSUMES = 'swagger/apiConsumes';

const joinPath = (...parts: unknown[]) =>
  parts
    .flatMap((p) => (Array.isArray(p) ? p.slice(0, 1) : [p]))
    .map((p) => String(p ?? '').replace(/^\/|\/$/g, ''))
    .filter(Boolean)
    .join('/');

function collectRoutes(app: INestApplication) {
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, object>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
        if (method === undefined) continue;
        const path = joinPath(
          'api',
          Reflect.getMetadata(PATH_METADATA, controller),
          Reflect.getMetadata(PATH_METADATA, handler),
        );
        const consumes = (Reflect.getMetadata(API_CONSUMES, handler) ?? []) as string[];
        routes.push({
          route: `${RequestMethod[method]} /${path}`,
          limit: rateLimitOf(handler),
          upload: consumes.includes('multipart/form-data'),
        });
      }
    }
  }
}

beforeAll(async () => {
  const config = loadConfig({ ...process.env, DATABASE_URL: 'postgres://unused@127.0.0.1/x' });
  // As createOpenApiDocument does (preview mode: no database), keeping the app to read routes.
  const app = await NestFactory.create(AppModule.forRoot(config), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    app.setGlobalPrefix('api');
    document = buildOpenApiDocument(app);
    collectRoutes(app);
  } finally {
    await app.close();
  }
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

const limitOf = (route: string) => {
  const found = routes.find((r) => r.route === route);
  if (!found) throw new Error(`no route ${route}`);
  return found.limit;
};

/** Every surface a script can abuse is counted; a new upload route without a limit fails here. */
it.each<[string, RateLimitName]>([
  ['POST /api/auth/register', 'register'],
  ['POST /api/auth/login', 'login'],
  ['POST /api/auth/forgot-password', 'forgotPassword'],
  ['POST /api/auth/reset-password', 'resetPassword'],
  ['POST /api/jobs', 'jobs.post'],
  ['POST /api/jobs/:id/lead', 'leads.buy'],
  ['POST /api/jobs/:id/quotes', 'quotes'],
  ['PATCH /api/quotes/:id', 'quotes'],
  ['POST /api/conversations/:id/messages', 'messages'],
  ['POST /api/privacy/exports', 'exports'],
  ['POST /api/contact', 'contact'],
  ['POST /api/feedback', 'contact'],
  ['POST /api/email/unsubscribe', 'unsubscribe'],
])('counts %s under %s', (route, limit) => {
  expect(limitOf(route)).toBe(limit);
});

it('counts every upload route under the uploads limit', () => {
  const uploads = routes.filter((r) => r.upload);
  expect(uploads.length).toBeGreaterThanOrEqual(5);
  expect(uploads.filter((r) => r.limit !== 'uploads').map((r) => r.route)).toEqual([]);
});
