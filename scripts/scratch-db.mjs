// A database of its own for a script (the e2e server, the benchmarks): created fresh on the
// server of `configured` (a URL whose database part is ignored), else on an embedded PostgreSQL
// under .data/<embeddedDir>. Needs the server build (dist/) for the embedded one.
import { join } from 'node:path';
import pg from 'pg';
import { root } from './lib.mjs';

export async function scratchDatabase(
  name,
  { configured, embeddedDir, embeddedPort, throwaway = false },
) {
  let embedded = null;
  let serverUrl;
  if (configured) {
    const url = new URL(configured);
    url.pathname = '/postgres';
    serverUrl = url.toString();
  } else {
    const { startEmbeddedPostgres } = await import(
      join(root, 'dist/src/shared/infra/database/embedded-postgres.js')
    );
    embedded = await startEmbeddedPostgres({
      dataDir: join(root, '.data', embeddedDir),
      port: embeddedPort,
    });
    serverUrl = embedded.serverUrl;
  }
  const onServer = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${name}`);
  // A throwaway database (the e2e server's) commits without waiting for the WAL flush; the
  // benchmarks keep PostgreSQL's default, which is what they measure.
  if (throwaway) await onServer(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Stops the embedded server, if this started one (the database stays). */
    release: async () => {
      await embedded?.stop();
    },
    /** Drops the database, then releases the server. */
    drop: async () => {
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await embedded?.stop();
    },
  };
}
