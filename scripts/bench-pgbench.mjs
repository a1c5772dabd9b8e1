// pgbench for `npm run bench:api`: runs one of the app's statements, its parameters written in,
// with as many clients as the app's pool, and reads the latencies from pgbench's log.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The statement with its parameters written in, for a pgbench script. */
function inline({ query, parameters }) {
  const literal = (v) => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (v instanceof Date) return `'${v.toISOString()}'`;
    if (Array.isArray(v))
      return `'{${v.map((x) => `"${String(x).replace(/"/g, '\\"')}"`).join(',')}}'`;
    return `'${String(v).replace(/'/g, "''")}'`;
  };
  return query
    .replace(/\$(\d+)/g, (_m, n) => literal(parameters[Number(n) - 1]))
    .replace(/\s+/g, ' ');
}

/** pgbench over `sql` for `seconds` (after a 2 s warm-up): tx/s and latency quantiles. */
export function pgbench(name, sql, { databaseUrl, clients, seconds }) {
  const dir = mkdtempSync(join(tmpdir(), `tradiehub-pgbench-${name}-`));
  const script = join(dir, `${name}.sql`);
  writeFileSync(script, `${inline(sql)};\n`);
  // Simple protocol: the parameters are written in, and pgbench would read the feed's
  // to_char pattern (HH24:MI:SS) as its own :variables in extended mode.
  const args = ['-n', '-M', 'simple', '-c', String(clients), '-j', '2', '-T'];
  spawnSync('pgbench', [...args, '2', '-f', script, databaseUrl], { encoding: 'utf8' }); // warm-up
  const run = spawnSync(
    'pgbench',
    [...args, String(seconds), '-l', `--log-prefix=${join(dir, 'log')}`, '-f', script, databaseUrl],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`pgbench ${name}: ${run.stderr}`);
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1]);
  const latencies = readdirSync(dir)
    .filter((f) => f.startsWith('log'))
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').trim().split('\n'))
    .map((line) => Number(line.split(' ')[2]) / 1000) // microseconds → ms
    .sort((a, b) => a - b);
  rmSync(dir, { recursive: true, force: true });
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: tps, p50: at(0.5), p99: at(0.99), total: latencies.length };
}
