import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import { configureApp, type CreateAppOptions } from '#src/app.factory.js';
import { AppModule } from '#src/app.module.js';
import { type AppConfig, loadConfig } from '#config/app-config.js';
import { Clock, FixedClock } from '#shared/domain/clock.js';
import { PasswordHasher } from '#modules/identity/domain/ports.js';
import { Argon2PasswordHasher } from '#modules/identity/infra/argon2-password-hasher.js';
import { createRootLogger, PinoNestLogger } from '#shared/infra/logging.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const TEST_ADMIN = { email: 'admin@test.tradiehub.local', password: 'Admin-test-pass-1' };

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  db: TestDatabase;
  /** The app's clock; tests move it to cross expiry times. */
  clock: FixedClock;
  /** A new cookie-keeping client, like one browser. */
  client(): Promise<ApiClient>;
  /** A client signed in as the configured admin. */
  admin(): Promise<ApiClient>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** The whole application on a fresh database of its own, not listening on a port. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: CreateAppOptions = {},
  /** Another app's database: a second instance of the same deployment (kept on close). */
  sharedDb?: TestDatabase,
): Promise<TestApp> {
  const db = sharedDb ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOGIN_RATE_LIMIT: '1000',
    FORGOT_PASSWORD_RATE_LIMIT: '1000',
    // Many users and posts from one address: the other limits are tested on their own.
    RATE_LIMIT_SCALE: '1000',
    DATA_DIR: '.data/test',
    ...env,
  });
  const clock = new FixedClock(new Date());
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] })
    .overrideProvider(Clock)
    .useValue(clock)
    // argon2id at its lowest cost: the suites register and log in thousands of times, and the
    // production cost (about 17 ms of CPU a hash) added up to minutes. The hasher's own spec
    // checks the production cost.
    .overrideProvider(PasswordHasher)
    .useValue(new Argon2PasswordHasher({ memoryCost: 1024, timeCost: 1 }))
    .compile();
  const logger = createRootLogger('silent');
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    logger: new PinoNestLogger(logger),
    rawBody: true,
  });
  configureApp(app, logger, options);
  await app.init();
  const dataSource = app.get(DataSource);
  return {
    app,
    config,
    db,
    clock,
    client: () => ApiClient.create(app),
    admin: async () => {
      const client = await ApiClient.create(app);
      await client.post('/api/auth/login', TEST_ADMIN).expect(200);
      return client;
    },
    query: (sql, params) => dataSource.query(sql, params),
    close: async () => {
      await app.close();
      if (!sharedDb) await db.drop();
    },
  };
}

/** A supertest agent that keeps cookies and sends the CSRF header on every mutation. */
export class ApiClient {
  private constructor(
    readonly agent: TestAgent,
    readonly csrfToken: string,
    /** The app it talks to (the helpers read its mail outbox). */
    readonly app: NestExpressApplication,
  ) {}

  static async create(app: NestExpressApplication): Promise<ApiClient> {
    const agent = request.agent(app.getHttpServer());
    const res = await agent.get('/api/auth/csrf').expect(200);
    return new ApiClient(agent, (res.body as { token: string }).token, app);
  }

  get(path: string) {
    return this.agent.get(path);
  }
  post(path: string, body?: string | object) {
    return this.agent.post(path).set('X-CSRF-Token', this.csrfToken).send(body);
  }
  patch(path: string, body?: object) {
    return this.agent.patch(path).set('X-CSRF-Token', this.csrfToken).send(body);
  }
  delete(path: string) {
    return this.agent.delete(path).set('X-CSRF-Token', this.csrfToken);
  }
}
