import type { DataSource } from 'typeorm';
import { ADVISORY_LOCKS, type AdvisoryLockName } from './advisory-locks.js';

/**
 * Runs `work` only if this instance gets the PostgreSQL advisory lock `name` (no waiting), so a
 * scheduled task runs on one instance at a time. Returns undefined when another holds it.
 */
export async function withAdvisoryLock<T>(
  dataSource: DataSource,
  name: AdvisoryLockName,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const key = ADVISORY_LOCKS[name];
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [row] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [key])) as {
      locked: boolean;
    }[];
    if (!row?.locked) return undefined;
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}
