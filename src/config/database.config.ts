import { type EnvOf, positiveInt, urlWithProtocols } from './env.js';

export const databaseEnv = {
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']),
  EMBEDDED_PG_PORT: positiveInt(54320, 65535),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']),
};

export interface DatabaseConfig {
  /** Unset: the embedded PostgreSQL is started and its URL used (see `withDatabaseUrl`). */
  url: string | undefined;
  embeddedPort: number;
}

export function databaseConfig(e: EnvOf<typeof databaseEnv>): DatabaseConfig {
  return { url: e.DATABASE_URL, embeddedPort: e.EMBEDDED_PG_PORT };
}
