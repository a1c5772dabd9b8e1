import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { foreignTables, tablesNamed, TABLE_OWNERS } from './table-ownership.js';
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

  it('every table in the migrations has one owner', () => {
    const migrations = join(process.cwd(), 'migrations');
    const created = new Set<string>();
    for (const file of readdirSync(migrations)) {
      const sql = readFileSync(join(migrations, file), 'utf8');
      for (const [, table] of sql.matchAll(/CREATE TABLE(?: IF NOT EXISTS)? "?([a-z_]+)"?/g)) {
        created.add(table);
      }
    }
    expect([...created].filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
  });

  // Each entry of the list is a debt to pay by a port or a read model of the owner; the list
  // may only shrink: a new foreign table fails here, and so does an entry no longer true.
  it('no module names another module’s table beyond the known list', () => {
    expect(foreignTablesByFile()).toEqual(KNOWN_FOREIGN_TABLES);
  });
});
