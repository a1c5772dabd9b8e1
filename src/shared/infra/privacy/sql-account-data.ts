import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  AccountDataContributors,
  type AccountDataContributor,
  type ErasedAccount,
} from '#shared/domain/account-data.js';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work.js';

type Row = Record<string, unknown>;

/**
 * A module's privacy contributor over its own tables: registers itself when the module
 * starts and queries in the caller's transaction (one query after another, as they share
 * one connection).
 */
@Injectable()
export abstract class SqlAccountData implements AccountDataContributor, OnModuleInit {
  constructor(
    protected readonly uow: TypeOrmUnitOfWork,
    private readonly contributors: AccountDataContributors,
  ) {}

  onModuleInit(): void {
    this.contributors.register(this);
  }

  protected query<T = Row[]>(sql: string, params: unknown[]): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  /** Runs each query with the user's id as $1, in order. */
  protected async each(userId: string, queries: string[]): Promise<Row[][]> {
    const results: Row[][] = [];
    for (const sql of queries) results.push(await this.query<Row[]>(sql, [userId]));
    return results;
  }

  abstract exportSections(userId: string): Promise<Row>;
  abstract erase(account: ErasedAccount): Promise<{ fileKeys: string[] }>;
}

/** The shared outboxes: mail to the person's address and their pushes go with the account. */
@Injectable()
export class OutboxAccountData extends SqlAccountData {
  exportSections(): Promise<Row> {
    return Promise.resolve({});
  }

  async erase({ userId, email }: ErasedAccount): Promise<{ fileKeys: string[] }> {
    await this.query(`DELETE FROM push_outbox WHERE recipient_id = $1`, [userId]);
    await this.query(`DELETE FROM mail_outbox WHERE to_address = $1`, [email]);
    return { fileKeys: [] };
  }
}
