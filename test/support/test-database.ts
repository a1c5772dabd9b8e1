import { randomBytes } from 'node:crypto';
import { ADVISORY_LOCKS } from '#shared/infra/database/advisory-locks.js';
import { runMigrations } from '#shared/infra/database/migrate.js';
import {
  databaseUrl,
  migrationsFingerprint,
  SERVER_URL_ENV,
  withClient,
} from './database-server.js';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

const TEMPLATE_LOCK = ADVISORY_LOCKS.testTemplate;

/**
 * A test database is thrown away, so a commit need not wait for its WAL to reach the disk
 * (still atomic and visible at once; only a crash of the server could lose it). About 5 ms less
 * per commit on this machine's disk, over the thousands the suites make.
 */
const NO_COMMIT_FLUSH = 'synchronous_commit = off';

/** A database of this test file's own, cloned from a migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env[SERVER_URL_ENV];
  if (!serverUrl)
    throw new Error('Run medium tests through jest (its global setup picks the server)');
  const template = await ensureTemplate(serverUrl);
  const name = `tradiehub_t_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, async (c) => {
    await c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await c.query(`ALTER DATABASE ${name} SET ${NO_COMMIT_FLUSH}`);
  });
  return {
    url: databaseUrl(serverUrl, name),
    name,
    drop: async () => {
      await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** An empty database of this test file's own (for tests that run the migrations themselves). */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env[SERVER_URL_ENV];
  if (!serverUrl)
    throw new Error('Run medium tests through jest (its global setup picks the server)');
  const name = `tradiehub_e_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, async (c) => {
    await c.query(`CREATE DATABASE ${name}`);
    await c.query(`ALTER DATABASE ${name} SET ${NO_COMMIT_FLUSH}`);
  });
  return {
    url: databaseUrl(serverUrl, name),
    name,
    drop: async () => {
      await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * The migrated template for the current migrations, built once by whichever worker comes first
 * (an advisory lock makes the others wait). A change to any migration names a new template.
 */
async function ensureTemplate(serverUrl: string): Promise<string> {
  const template = `tradiehub_tpl_${migrationsFingerprint()}`;
  await withClient(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (exists.rowCount) return;
      // Built under another name and renamed: a crash never leaves a half-migrated template.
      const building = `${template}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      await client.query(`CREATE DATABASE ${building}`);
      await runMigrations(databaseUrl(serverUrl, building));
      await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}
