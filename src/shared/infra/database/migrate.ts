import { DataSource } from 'typeorm';
import { ADVISORY_LOCKS } from './advisory-locks.js';
import { dataSourceOptions } from './data-source-options.js';

const MIGRATION_LOCK_KEY = ADVISORY_LOCKS.migrations;

/**
 * Applies pending migrations under a PostgreSQL advisory lock, so several instances starting
 * together run them once. Returns the names of the migrations it applied.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource({ ...dataSourceOptions(url), logging: false });
  await dataSource.initialize();
  try {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((m) => m.name);
    } finally {
      await runner
        .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
      await runner.release();
    }
  } finally {
    await dataSource.destroy();
  }
}
