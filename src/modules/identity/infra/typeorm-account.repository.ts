import { Injectable } from '@nestjs/common';
import { ADVISORY_LOCKS } from '#shared/infra/database/advisory-locks.js';
import { isUniqueViolation } from '#shared/infra/database/pg-errors.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { memoForRequest } from '#shared/infra/request-scope.js';
import type { Account, VerificationStatus } from '../domain/account.js';
import { IdentityErrors } from '../domain/identity-errors.js';
import { AccountRepository, type NewAccount } from '../domain/ports.js';
import { toAccount } from './account.mapper.js';
import { HomeownerProfileRow, TradieProfileRow, UserRow } from './identity.orm-entities.js';

/** Stamps each other licence not yet approved with the decision's time ($4). */
const APPROVE_OTHER_LICENCES = `coalesce((
  SELECT jsonb_agg(CASE WHEN e->>'approvedAt' IS NULL
                        THEN e || jsonb_build_object('approvedAt', $4::timestamptz) ELSE e END
                   ORDER BY n)
  FROM jsonb_array_elements(other_licences) WITH ORDINALITY AS x(e, n)), '[]'::jsonb)`;

const DROP_UNAPPROVED_LICENCES = `coalesce((
  SELECT jsonb_agg(e ORDER BY n)
  FROM jsonb_array_elements(other_licences) WITH ORDINALITY AS x(e, n)
  WHERE e->>'approvedAt' IS NOT NULL), '[]'::jsonb)`;

/** An approved tradie added a licence an admin has not seen yet: it waits in the queue. */
export const HAS_UNAPPROVED_LICENCE = (alias: string) =>
  `EXISTS (SELECT 1 FROM jsonb_array_elements(${alias}other_licences) e
           WHERE e->>'approvedAt' IS NULL)`;

@Injectable()
export class TypeOrmAccountRepository extends AccountRepository {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private users() {
    return this.uow.manager().getRepository(UserRow);
  }

  // A query builder without `take`: findOne with a relation costs two statements (TypeORM
  // first selects the distinct ids), and this runs on every signed-in request.
  // Memoised within a read request: the session guard and the use case share one lookup.
  findById(id: string): Promise<Account | null> {
    return memoForRequest(`account:${id}`, async () => {
      const row = await this.withProfile().where('u.id = :id', { id }).getOne();
      return row ? toAccount(row) : null;
    });
  }

  async findByEmail(email: string): Promise<Account | null> {
    const row = await this.withProfile().where('u.email = :email', { email }).getOne();
    return row ? toAccount(row) : null;
  }

  async findByIds(ids: readonly string[]): Promise<Account[]> {
    if (ids.length === 0) return [];
    const rows = await this.withProfile()
      .where('u.id IN (:...ids)', { ids: [...ids] })
      .getMany();
    return rows.map(toAccount);
  }

  private withProfile() {
    return this.users().createQueryBuilder('u').leftJoinAndSelect('u.tradieProfile', 't');
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
            emailVerifiedAt: account.emailVerifiedAt ?? null,
          }),
        );
        if (account.tradie) {
          const { otherLicences = [], ...tradie } = account.tradie;
          await manager.getRepository(TradieProfileRow).insert({
            id: user.id,
            ...tradie,
            otherLicences: otherLicences.map((licence) => ({ ...licence, approvedAt: null })),
          });
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
        updatedAt: () => 'now()',
      })
      .where('id = :id', { id })
      .execute();
  }

  async holdUnbanned(id: string): Promise<boolean> {
    // FOR SHARE conflicts with the ban's update of the row, so one of the two waits.
    const rows = await this.uow
      .manager()
      .query<unknown[]>(
        `SELECT 1 FROM users WHERE id = $1 AND banned_at IS NULL AND deleted_at IS NULL FOR SHARE`,
        [id],
      );
    return rows.length > 0;
  }

  async abnHeldByActiveTradie(abn: string, exceptId?: string): Promise<boolean> {
    const manager = this.uow.manager();
    // Released when the caller's transaction ends: a concurrent sign-up with the ABN waits.
    await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [
      ADVISORY_LOCKS.abnClaims,
      abn,
    ]);
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM tradie_profiles t JOIN users u ON u.id = t.id
        WHERE t.abn = $1 AND t.verification_status <> 'rejected'
          AND u.banned_at IS NULL AND u.deleted_at IS NULL AND u.id <> $2
        LIMIT 1`,
      [abn, exceptId ?? '00000000-0000-0000-0000-000000000000'],
    );
    return rows.length > 0;
  }

  async markEmailVerified(id: string, email: string, at: Date): Promise<boolean> {
    const [, count] = await this.uow.manager().query<[unknown[], number]>(
      `UPDATE users SET email_verified_at = $3, updated_at = $3
          WHERE id = $1 AND email = $2 AND email_verified_at IS NULL AND deleted_at IS NULL`,
      [id, email, at],
    );
    return count > 0;
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
    // TypeORM answers an UPDATE … RETURNING with [rows, affected].
    const [first]: [{ id: string }[], number] = await this.uow.manager().query(
      `UPDATE tradie_profiles SET verification_status = $2, reviewed_by = $3, reviewed_at = $4,
         rejection_reason = $5,
         -- A first verification covers whatever licences are on file.
         pending_licence_number = NULL, pending_licence_state = NULL,
         licence_change_requested_at = NULL,
         other_licences = CASE WHEN $2 = 'approved' THEN ${APPROVE_OTHER_LICENCES}
                               ELSE other_licences END
       WHERE id = $1 AND verification_status = 'pending'
       RETURNING id`,
      [id, decision, reviewer, at, reason],
    );
    if (first.length > 0) return true;
    // An approved tradie's licence change or added licences: approval makes them live,
    // rejection drops them (the tradie stays approved on the licences checked before).
    const [rows]: [{ id: string }[], number] = await this.uow.manager().query(
      `UPDATE tradie_profiles SET
         licence_number = CASE WHEN $2 = 'approved'
           THEN coalesce(pending_licence_number, licence_number) ELSE licence_number END,
         licence_state = CASE WHEN $2 = 'approved'
           THEN coalesce(pending_licence_state, licence_state) ELSE licence_state END,
         pending_licence_number = NULL, pending_licence_state = NULL,
         licence_change_requested_at = NULL,
         other_licences = CASE WHEN $2 = 'approved' THEN ${APPROVE_OTHER_LICENCES}
                               ELSE ${DROP_UNAPPROVED_LICENCES} END,
         reviewed_by = $3, reviewed_at = $4, rejection_reason = $5
       WHERE id = $1 AND verification_status = 'approved'
         AND (pending_licence_number IS NOT NULL OR ${HAS_UNAPPROVED_LICENCE('')})
       RETURNING id`,
      [id, decision, reviewer, at, reason],
    );
    return rows.length > 0;
  }

  async listTradies(status: VerificationStatus, limit: number): Promise<Account[]> {
    const rows = await this.users()
      .createQueryBuilder('u')
      .innerJoinAndSelect('u.tradieProfile', 't')
      // The verification queue also holds approved tradies whose licence change awaits review.
      .where(
        status === 'pending'
          ? `(t.verification_status = 'pending' OR t.pending_licence_number IS NOT NULL
               OR (t.verification_status = 'approved' AND ${HAS_UNAPPROVED_LICENCE('t.')}))`
          : 't.verification_status = :status',
        { status },
      )
      .andWhere('u.is_admin = false')
      .orderBy('t.created_at', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map(toAccount);
  }
}
