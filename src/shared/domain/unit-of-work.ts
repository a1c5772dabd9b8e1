/**
 * Runs work in one database transaction. Repositories called inside `run` join it, so a
 * cross-module use case commits or rolls back as a whole.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
