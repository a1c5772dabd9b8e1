import type { Account } from '#modules/identity/domain/account.js';
import type { AccountService } from '#modules/identity/domain/account.service.js';
import type { SessionService } from '#modules/identity/domain/session.service.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { AuditLog } from './audit.js';
import type { DeparturesService } from './departures.js';

type BannableAccounts = Pick<AccountService, 'markBanned' | 'markUnbanned' | 'getAccount'>;

/**
 * An admin bans or reinstates a user. A ban is one transaction: the account is marked banned
 * (identity), the owner's jobs leave the market with their buyers refunded (departures), and
 * the audit row is written; if any step fails, none of it happens. Sessions end after the
 * commit, so no sign-in can slip between them and the ban.
 */
export class UserBans {
  constructor(
    private readonly accounts: BannableAccounts,
    private readonly sessions: Pick<SessionService, 'endAll'>,
    private readonly departures: Pick<DeparturesService, 'withdrawJobsOf'>,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** `adminId` is null for a script's ban (nothing to audit). */
  async ban(adminId: string | null, userId: string, reason: string | null): Promise<Account> {
    await this.unitOfWork.run(async () => {
      if (!(await this.accounts.markBanned(userId, reason, adminId))) return;
      await this.departures.withdrawJobsOf(userId, 'owner_banned');
      if (adminId) {
        await this.audit.record({
          actorId: adminId,
          action: 'user.ban',
          targetType: 'user',
          targetId: userId,
          reason,
        });
      }
    });
    // Every device is signed out and its sockets closed; after an unban they log in again.
    await this.sessions.endAll(userId);
    return this.accounts.getAccount(userId);
  }

  async unban(adminId: string | null, userId: string, reason: string | null): Promise<Account> {
    await this.unitOfWork.run(async () => {
      if (!(await this.accounts.markUnbanned(userId, adminId, reason))) return;
      if (adminId) {
        await this.audit.record({
          actorId: adminId,
          action: 'user.unban',
          targetType: 'user',
          targetId: userId,
          reason,
        });
      }
    });
    return this.accounts.getAccount(userId);
  }
}
