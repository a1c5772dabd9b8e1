// Jest loads global setup as CommonJS, outside the ESM mapping of `.js` imports: the two
// modules it needs have no relative imports of their own and are named with `.ts` here.
// Node's require would resolve a #shared alias to the build (dist), hence the relative path.
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../src/shared/infra/database/embedded-postgres.ts';
import { maintenanceUrl, SERVER_URL_ENV } from './database-server.ts';

/**
 * Picks the PostgreSQL server for the medium and e2e tests: TEST_DATABASE_URL, else
 * DATABASE_URL, else an embedded server started here (never inside a worker).
 */
export default async function globalSetup(): Promise<void> {
  const configured = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (configured) {
    process.env[SERVER_URL_ENV] = maintenanceUrl(configured);
    return;
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: join(process.cwd(), '.data', 'pg-test'),
    port: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54330),
  });
  (globalThis as { __embeddedPg?: typeof embedded }).__embeddedPg = embedded;
  process.env[SERVER_URL_ENV] = embedded.serverUrl;
}
