import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../../shared/infra/database/pg-errors.js';
import { TypeOrmUnitOfWork } from '../../../shared/infra/database/typeorm-unit-of-work.js';
import type { Account, VerificationStatus } from '../domain/account.js';
import { IdentityErrors } from '../domain/identity-errors.js';
import { AccountRepository, type NewAccount } from '../domain/ports.js';
import { toAccount } from './account.mapper.js';
import { HomeownerProfileRow, TradieProfileRow, UserRow } from './identity.orm-entities.js';

@Injectable()
export class TypeOrmAccountRepository extends AccountRepository {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private users() {
    return this.uow.manager().getRepository(UserRow);
  }

  async findById(id: string): Promise<Account | null> {
    const row = await this.users().findOne({ where: { id }, relations: { tradieProfile: true } });
    return row ? toAccount(row) : null;
  }

  async findByEmail(email: string): Promise<Account | null> {
    const row = await this.users().findOne({
      where: { email },
      relations: { tradieProfile: true },
    });
    return row ? toAccount(row) : null;
  }

  async create(account: NewAccount): Promise<Account> {
    try {
      const id = await this.uow.run(async () => {
        const manager = this.uow.manager();
        const user = await manager.getRepository(UserRow).save(
          manager.getRepository(UserRow).create({
            email: account.email,
            passwordHash: account.passwordHash,
            firstName: account.firstName,
            lastName: account.lastName,
            phone: account.phone,
            suburb: account.suburb,
            state: account.state,
            postcode: account.postcode,
            isAdmin: account.isAdmin,
          }),
        );
        if (account.tradie) {
          await manager.getRepository(TradieProfileRow).insert({ id: user.id, ...account.tradie });
        } else if (!account.isAdmin) {
          await manager.getRepository(HomeownerProfileRow).insert({ id: user.id });
        }
        return user.id;
      });
      const created = await this.findById(id);
      if (!created) throw new Error(`User ${id} vanished right after it was created`);
      return created;
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw IdentityErrors.emailTaken();
      throw error;
    }
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.users()
      .createQueryBuilder()
      .update()
      .set({
        passwordHash,
        sessionVersion: () => 'session_version + 1',
        updatedAt: () => 'now()',
      })
      .where('id = :id', { id })
      .execute();
  }

  async setBanned(id: string, bannedAt: Date | null, reason: string | null): Promise<void> {
    await this.users().update({ id }, { bannedAt, banReason: reason, updatedAt: new Date() });
  }

  async decideVerification(
    id: string,
    decision: Exclude<VerificationStatus, 'pending'>,
    reviewer: string,
    reason: string | null,
    at: Date,
  ): Promise<boolean> {
    const result = await this.uow.manager().getRepository(TradieProfileRow).update(
      { id, verificationStatus: 'pending' },
      {
        verificationStatus: decision,
        reviewedBy: reviewer,
        reviewedAt: at,
        rejectionReason: reason,
      },
    );
    return (result.affected ?? 0) > 0;
  }

  async listTradies(status: VerificationStatus, limit: number): Promise<Account[]> {
    const rows = await this.users()
      .createQueryBuilder('u')
      .innerJoinAndSelect('u.tradieProfile', 't')
      .where('t.verification_status = :status', { status })
      .andWhere('u.is_admin = false')
      .orderBy('t.created_at', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map(toAccount);
  }
}
