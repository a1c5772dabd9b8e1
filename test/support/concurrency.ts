/**
 * Runs every task at once and settles them all. A task refused because it waited longer than
 * the pool's connection timeout (a loaded test machine, never the code under test: it failed
 * before reaching the database) is run again afterwards, as a person would retry.
 */
export async function settleAll<T>(
  tasks: (() => Promise<T>)[],
): Promise<PromiseSettledResult<T>[]> {
  const results = await Promise.allSettled(tasks.map((task) => task()));
  for (const [i, result] of results.entries()) {
    if (result.status === 'rejected' && isPoolTimeout(result.reason)) {
      results[i] = await Promise.allSettled([tasks[i]()]).then(([again]) => again);
    }
  }
  return results;
}

function isPoolTimeout(reason: unknown): boolean {
  return /timeout exceeded when trying to connect/.test(String(reason));
}
