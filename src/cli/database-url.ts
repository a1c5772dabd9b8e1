import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import {
  type EmbeddedDatabase,
  ensureDatabase,
  startEmbeddedPostgres,
} from '../shared/infra/database/embedded-postgres.js';

export const EMBEDDED_DATABASE_NAME = 'tradiehub';

/**
 * DATABASE_URL when set; otherwise starts the embedded PostgreSQL under DATA_DIR/pg and
 * returns the URL of its `tradiehub` database.
 */
export async function resolveDatabase(
  config: AppConfig,
  log: (message: string) => void,
): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
  if (config.database.url) return { url: config.database.url, embedded: null };
  const embedded = await startEmbeddedPostgres({
    dataDir: join(config.dataDir, 'pg'),
    port: config.database.embeddedPort,
    log,
  });
  try {
    return { url: await ensureDatabase(embedded.serverUrl, EMBEDDED_DATABASE_NAME), embedded };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
