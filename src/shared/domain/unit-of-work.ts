/**
 * Runs work in one database transaction. Repositories called inside `run` join it, so a
 * cross-module use case commits or rolls back as a whole.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs the callback once the current transaction commits (never when it rolls back), before
   * `run` resolves; outside a transaction, right away. A failure is logged, never thrown: the
   * change is already committed.
   */
  abstract afterCommit(callback: () => Promise<void> | void): Promise<void>;
}
