import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp, DEFAULT_WEB_DIST } from './app.factory.js';
import { resolveDatabase } from './cli/database-url.js';
import { printDemoLogins, seedDemoData, isDatabaseEmpty } from './cli/seed-demo.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import type { EmbeddedDatabase } from './shared/infra/database/embedded-postgres.js';
import { runMigrations } from './shared/infra/database/migrate.js';

const log = (message: string) => console.warn(`[tradiehub] ${message}`);

async function main(): Promise<void> {
  const config = loadConfig();
  const seedIfEmpty = process.argv.includes('--seed-if-empty');
  let app: NestExpressApplication | undefined;
  let embedded: EmbeddedDatabase | null = null;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: shutting down`);
    try {
      await app?.close();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const database = await resolveDatabase(config, log);
  embedded = database.embedded;
  config.database.url = database.url;

  const applied = await runMigrations(database.url);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);

  app = await createApp(config, { webDist: DEFAULT_WEB_DIST });
  await app.listen(config.port);

  if (seedIfEmpty && (await isDatabaseEmpty(app))) {
    log('Empty database: loading the demo data');
    await seedDemoData(app);
  }
  log(`Tradiehub is running at ${config.appUrl}`);
  log(`API docs: ${config.appUrl}/api/docs`);
  if (embedded) log('Database: embedded PostgreSQL (set DATABASE_URL to use your own server)');
  if (seedIfEmpty || config.admin.isDemo) printDemoLogins(config, log);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Tradiehub failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
