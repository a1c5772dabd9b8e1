import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';

interface TransactionContext {
  manager: EntityManager;
  afterCommit: (() => Promise<void> | void)[];
}

/**
 * Keeps the transaction's EntityManager in async-local storage so repositories join it
 * without threading a manager through every domain call.
 */
@Injectable()
export class TypeOrmUnitOfWork extends UnitOfWork {
  private readonly storage = new AsyncLocalStorage<TransactionContext>();
  private readonly logger = new Logger('UnitOfWork');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const current = this.storage.getStore();
    if (current) return work(); // nested: join the outer transaction
    const context: Omit<TransactionContext, 'manager'> = { afterCommit: [] };
    const result = await this.dataSource.transaction((manager) =>
      this.storage.run({ ...context, manager }, work),
    );
    for (const callback of context.afterCommit) {
      try {
        await callback();
      } catch (error) {
        this.logger.error(error instanceof Error ? (error.stack ?? error.message) : error);
      }
    }
    return result;
  }

  /** The transaction's manager inside `run`, the data source's outside it. */
  manager(): EntityManager {
    return this.storage.getStore()?.manager ?? this.dataSource.manager;
  }

  /** True inside `run`. */
  inTransaction(): boolean {
    return this.storage.getStore() !== undefined;
  }

  /**
   * Runs the callback once the current transaction commits (never when it rolls back); outside
   * a transaction, right away. Failures are logged: the change is already committed.
   */
  async afterCommit(callback: () => Promise<void> | void): Promise<void> {
    const current = this.storage.getStore();
    if (current) {
      current.afterCommit.push(callback);
      return;
    }
    try {
      await callback();
    } catch (error) {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : error);
    }
  }
}
