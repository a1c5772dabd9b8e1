import type { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import type { LedgerEntry, LedgerReceipt } from '#modules/credits/domain/credits.js';
import { type Account, userStatus, userType } from '#modules/identity/domain/account.js';
import type { AccountService } from '#modules/identity/domain/account.service.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { AdminErrors } from './admin-errors.js';
import type { AuditLog } from './audit.js';
import type { NewsPreferences } from './ports.js';

export interface UserSummary {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  type: 'homeowner' | 'tradie' | 'admin';
  status: 'active' | 'pending' | 'rejected' | 'banned';
  businessName: string | null;
  abn: string | null;
  createdAt: Date;
}

export interface UserJob {
  id: string;
  title: string;
  category: string;
  status: string;
  createdAt: Date;
}

export interface UserLead {
  id: string;
  jobId: string;
  jobTitle: string;
  priceCredits: number;
  status: string;
  boughtAt: Date;
}

/** The admin's read model of users: search and a user's jobs and leads. */
export abstract class UserDirectory {
  /** By name, email or ABN (spaces ignored); newest first. */
  abstract search(query: string, limit: number): Promise<UserSummary[]>;
  abstract jobsOf(userId: string, limit: number): Promise<UserJob[]>;
  abstract leadsOf(userId: string, limit: number): Promise<UserLead[]>;
}

export interface UserDetail {
  account: Account;
  type: UserSummary['type'];
  status: UserSummary['status'];
  newsConsent: boolean;
  jobs: UserJob[];
  leads: UserLead[];
  balance: number;
  ledger: LedgerEntry[];
}

/** Users and their credits, as admins see and adjust them. */
export class AdminUsersService {
  constructor(
    private readonly directory: UserDirectory,
    private readonly accounts: AccountService,
    private readonly ledger: CreditLedger,
    private readonly news: NewsPreferences,
    private readonly audit: AuditLog,
    private readonly uow: UnitOfWork,
  ) {}

  search(query: string): Promise<UserSummary[]> {
    return this.directory.search(query.trim(), 50);
  }

  async view(userId: string): Promise<UserDetail> {
    const account = await this.accounts.getAccount(userId).catch(() => {
      throw AdminErrors.userNotFound();
    });
    const [jobs, leads, balance, history, newsConsent] = await Promise.all([
      this.directory.jobsOf(userId, 20),
      this.directory.leadsOf(userId, 20),
      this.ledger.balance(userId),
      this.ledger.history(userId, 20),
      this.news.isSubscribed(userId),
    ]);
    return {
      account,
      type: userType(account),
      status: userStatus(account),
      newsConsent,
      jobs,
      leads,
      balance,
      ledger: history.items,
    };
  }

  /**
   * A signed `admin_adjustment` row through the ledger (never an edit of a balance), with the
   * reason as its reference, audited in the same transaction. `requestId` makes a retried
   * request move credits once.
   */
  async adjustCredits(
    adminId: string,
    userId: string,
    input: { amount: number; reason: string; requestId: string },
  ): Promise<LedgerReceipt> {
    await this.accounts.getAccount(userId).catch(() => {
      throw AdminErrors.userNotFound();
    });
    const reason = input.reason.trim();
    const key = `admin_adjustment:${input.requestId}`;
    return this.uow.run(async () => {
      const receipt =
        input.amount >= 0
          ? await this.ledger.credit(userId, input.amount, 'admin_adjustment', reason, key)
          : await this.ledger.debit(userId, -input.amount, 'admin_adjustment', reason, key);
      if (!receipt.replayed) {
        await this.audit.record({
          actorId: adminId,
          action: 'credits.adjust',
          targetType: 'user',
          targetId: userId,
          reason,
          details: {
            amount: input.amount,
            balanceAfter: receipt.balanceAfter,
            ledgerId: receipt.id,
          },
        });
      }
      return receipt;
    });
  }
}
