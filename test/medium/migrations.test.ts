import { DataSource } from 'typeorm';
import { MIGRATIONS } from '#migrations/index.js';
import { dataSourceOptions } from '#shared/infra/database/data-source-options.js';
import { runMigrations } from '#shared/infra/database/migrate.js';
import { createEmptyDatabase, type TestDatabase } from '../support/test-database.js';

// Every migration is reversible: up → down (all the way) → up gives the same schema.
const SCHEMA_QUERIES = [
  `SELECT table_name, column_name, data_type, is_nullable, column_default
     FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2`,
  `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`,
  `SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def
     FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
  `SELECT typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd') ORDER BY 1`,
  `SELECT c.relname, obj_description(c.oid) AS comment FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' ORDER BY 1`,
];

async function withDataSource<T>(url: string, work: (ds: DataSource) => Promise<T>): Promise<T> {
  const dataSource = new DataSource({ ...dataSourceOptions(url), logging: false });
  await dataSource.initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

const schemaOf = (url: string) =>
  withDataSource(url, async (ds) => {
    const parts: unknown[] = [];
    for (const sql of SCHEMA_QUERIES) parts.push(await ds.query(sql));
    return parts;
  });

describe('migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createEmptyDatabase();
  });
  afterAll(() => db.drop());

  it('migrate up, all the way down, and up again to the same schema', async () => {
    const first = await runMigrations(db.url);
    expect(first).toHaveLength(MIGRATIONS.length);
    const migrated = await schemaOf(db.url);

    await withDataSource(db.url, async (ds) => {
      for (let i = 0; i < MIGRATIONS.length; i += 1) {
        await ds.undoLastMigration({ transaction: 'each' });
      }
      const left = await ds.query<{ table_name: string }[]>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      // Only TypeORM's own bookkeeping table survives, and it is empty.
      expect(left.map((r) => r.table_name)).toEqual(['migrations']);
      expect(await ds.query('SELECT * FROM migrations')).toEqual([]);
    });

    const again = await runMigrations(db.url);
    expect(again).toEqual(first);
    expect(await schemaOf(db.url)).toEqual(migrated);
  });
});
