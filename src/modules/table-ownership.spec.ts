import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { foreignTables, PUBLISHED_VIEWS, tablesNamed, TABLE_OWNERS } from './table-ownership.js';
import { KNOWN_FOREIGN_TABLES } from './table-ownership.debt.js';

const MODULES = join(process.cwd(), 'src/modules');

/** Every non-test source file under each module's infra/, with its module. */
function infraFiles(): { module: string; path: string }[] {
  const files: { module: string; path: string }[] = [];
  for (const module of readdirSync(MODULES, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
          files.push({ module: module.name, path });
        }
      }
    };
    const infra = join(MODULES, module.name, 'infra');
    try {
      walk(infra);
    } catch {
      // A module without infra/ names no table.
    }
  }
  return files;
}

function migrationSources(): string[] {
  const migrations = join(process.cwd(), 'migrations');
  return readdirSync(migrations).map((file) => readFileSync(join(migrations, file), 'utf8'));
}

function foreignTablesByFile(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const { module, path } of infraFiles()) {
    const foreign = foreignTables(module, readFileSync(path, 'utf8'));
    if (foreign.length > 0) found[relative(MODULES, path)] = foreign;
  }
  return found;
}

describe('table ownership', () => {
  it('reads SQL and entities: writes, reads, and nothing else', () => {
    const source = `
      @Entity('jobs') class JobRow {}
      await q.query('UPDATE users SET banned = true WHERE id = $1');
      await q.query(\`SELECT l.id FROM leads l JOIN "quotes" q ON q.lead_id = l.id\`);
      await q.query('DELETE FROM messages WHERE id = $1');
      const text = 'a word from somewhere'; // "from somewhere" is no table
    `;
    expect(
      tablesNamed(source)
        .map((u) => `${u.access} ${u.table}`)
        .sort(),
    ).toEqual(['read leads', 'read quotes', 'write jobs', 'write messages', 'write users']);
  });

  it('catches a planted violation: a module naming a table it does not own', () => {
    const planted = `await q.query('UPDATE jobs SET status = $1 WHERE id = $2')`;
    expect(foreignTables('leads', planted)).toEqual(['write jobs']);
    expect(foreignTables('jobs', planted)).toEqual([]);
  });

  it('lets any module read a published view, but not the private table behind it', () => {
    const reader = `SELECT j.id, j.title FROM jobs_public j WHERE j.status = 'open'`;
    expect(foreignTables('leads', reader)).toEqual([]);
    const behind = `SELECT j.id FROM jobs_public p JOIN jobs j ON j.id = p.id`;
    expect(foreignTables('leads', behind)).toEqual(['read jobs']);
    // A view is a read model: only its owner may name it in a write.
    const writer = `UPDATE jobs_public SET title = $1 WHERE id = $2`;
    expect(foreignTables('leads', writer)).toEqual(['write jobs_public']);
    expect(foreignTables('jobs', writer)).toEqual([]);
  });

  it('lets any module read the shared kernel’s tables (postcodes), but not write them', () => {
    const reader = `SELECT p.lat FROM tradie_profiles t JOIN postcodes p ON p.postcode = $1`;
    expect(foreignTables('identity', reader)).toEqual([]);
    expect(foreignTables('leads', reader)).toEqual(['read tradie_profiles']);
    expect(foreignTables('leads', `UPDATE postcodes SET lat = 0`)).toEqual(['write postcodes']);
  });

  it('every table in the migrations has one owner, every view is a published read model', () => {
    const tables = new Set<string>();
    const views = new Set<string>();
    for (const sql of migrationSources()) {
      for (const [, table] of sql.matchAll(/CREATE TABLE(?: IF NOT EXISTS)? "?([a-z_]+)"?/g)) {
        tables.add(table);
      }
      for (const [, view] of sql.matchAll(/CREATE (?:OR REPLACE )?VIEW "?([a-z_]+)"?/g)) {
        views.add(view);
      }
    }
    expect([...tables].filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
    expect([...views].sort()).toEqual(Object.keys(PUBLISHED_VIEWS).sort());
    expect(Object.keys(PUBLISHED_VIEWS).filter((view) => view in TABLE_OWNERS)).toEqual([]);
  });

  // Each entry of the list is a debt to pay by a port or a read model of the owner; the list
  // may only shrink: a new foreign table fails here, and so does an entry no longer true.
  it('no module names another module’s table beyond the known list', () => {
    expect(foreignTablesByFile()).toEqual(KNOWN_FOREIGN_TABLES);
  });
});
