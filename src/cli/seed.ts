import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { ConfigError, loadConfig, withDatabaseUrl } from '../config/app-config.js';
import { runMigrations } from '../shared/infra/database/migrate.js';
import { resolveDatabase } from './database-url.js';
import { printDemoLogins, seedDemoData } from './seed-demo.js';

/** `npm run seed`: loads the demo data (idempotent) into DATABASE_URL or the embedded database. */
async function main(): Promise<void> {
  const log = (m: string) => console.warn(`[seed] ${m}`);
  const loaded = loadConfig(process.env, undefined, { seedDemo: true });
  const { url, embedded } = await resolveDatabase(loaded, log);
  const config = withDatabaseUrl(loaded, url);
  try {
    await runMigrations(url);
    const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
      logger: ['error', 'warn'],
    });
    await app.init();
    try {
      const summary = await seedDemoData(app);
      log(
        `Demo data in place: ${summary.homeowners} homeowners, ${summary.tradies} tradies, ` +
          `${summary.jobs} new jobs`,
      );
      printDemoLogins(config, log);
    } finally {
      await app.close();
    }
  } finally {
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
