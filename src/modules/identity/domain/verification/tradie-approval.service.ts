import type { Account } from '../account.js';
import type { AccountService } from '../account.service.js';
import { IdentityErrors } from '../identity-errors.js';
import { type AbnCheck, abnFlags, type AbnFlag, currentAnswer, isCancelled } from './abn-check.js';
import type { AbnVerificationService } from './abn-verification.service.js';

export interface QueuedTradie {
  account: Account;
  /** The latest check (possibly of an older ABN: then its answer does not count). */
  check: AbnCheck | null;
  flags: AbnFlag[];
}

/**
 * The admin's verification queue: each tradie beside the register's answer, and approval that
 * rests on it (a cancelled ABN is never approved; with the real register, not before it has
 * answered).
 */
export class TradieApprovalService {
  constructor(
    private readonly accounts: AccountService,
    private readonly abn: AbnVerificationService,
  ) {}

  async list(status: 'pending' | 'approved' | 'rejected'): Promise<QueuedTradie[]> {
    const accounts = await this.accounts.listTradies(status);
    const checks = await this.abn.checks(accounts.map((account) => account.id));
    return accounts.map((account) => {
      const check = checks.get(account.id) ?? null;
      return { account, check, flags: flagsOf(account, check) };
    });
  }

  async approve(adminId: string, tradieId: string): Promise<Account> {
    const account = await this.accounts.getAccount(tradieId);
    if (!account.tradie || account.isAdmin) throw IdentityErrors.tradieNotFound();
    const check = (await this.abn.checks([tradieId])).get(tradieId) ?? null;
    if (isCancelled(check, account.tradie.abn)) throw IdentityErrors.abnCancelled();
    if (this.abn.authoritative && !currentAnswer(check, account.tradie.abn)) {
      throw IdentityErrors.abnNotChecked();
    }
    return this.accounts.approveTradie(adminId, tradieId);
  }
}

function flagsOf(account: Account, check: AbnCheck | null): AbnFlag[] {
  const tradie = account.tradie!;
  return abnFlags(
    {
      abn: tradie.abn,
      businessName: tradie.businessName,
      state: account.state ?? tradie.licenceState,
    },
    check,
  );
}
