import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { runMigrations } from '../shared/infra/database/migrate.js';
import { resolveDatabase } from './database-url.js';

/** `npm run migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
async function main(): Promise<void> {
  const log = (m: string) => console.warn(`[migrate] ${m}`);
  const config = loadConfig();
  const { url, embedded } = await resolveDatabase(config, log);
  try {
    const applied = await runMigrations(url);
    log(
      applied.length ? `Applied: ${applied.join(', ')}` : 'Nothing to apply: the schema is current',
    );
  } finally {
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
