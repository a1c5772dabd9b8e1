import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { UnitOfWork } from '../../domain/unit-of-work.js';

/**
 * Keeps the transaction's EntityManager in async-local storage so repositories join it
 * without threading a manager through every domain call.
 */
@Injectable()
export class TypeOrmUnitOfWork extends UnitOfWork {
  private readonly storage = new AsyncLocalStorage<EntityManager>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    const current = this.storage.getStore();
    if (current) return work(); // nested: join the outer transaction
    return this.dataSource.transaction((manager) => this.storage.run(manager, work));
  }

  /** The transaction's manager inside `run`, the data source's outside it. */
  manager(): EntityManager {
    return this.storage.getStore() ?? this.dataSource.manager;
  }
}
