import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '#migrations/index.js';

/** The one place the TypeORM options are built: the app, the migrate/seed scripts and tests. */
export function dataSourceOptions(url: string, entities: DataSourceOptions['entities'] = []) {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Pool sized for one instance on 2 cores; many instances share one server.
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  } satisfies DataSourceOptions;
}
