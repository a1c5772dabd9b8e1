import type { Clock } from '#shared/domain/clock.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { Account, OtherLicence } from '../account.js';
import type { AccountService } from '../account.service.js';
import { IdentityErrors } from '../identity-errors.js';
import { type AbnCheck, abnFlags, type AbnFlag, currentAnswer, isCancelled } from './abn-check.js';
import type { AbnVerificationService } from './abn-verification.service.js';
import { checkOf, type LicenceCheck } from './licence-check.js';
import type { LicenceVerificationService } from './licence-verification.service.js';
import type { AuditLog } from '#modules/admin/domain/audit.js';
import type { DecidedTradieDocuments, RegistryCheckRequests, VerificationStore } from './ports.js';
import {
  nextVerificationStatus,
  summariseHistory,
  type VerificationSummary,
} from './verification-state.js';

export interface QueuedTradie {
  account: Account;
  /** The latest check (possibly of an older ABN: then its answer does not count). */
  check: AbnCheck | null;
  flags: AbnFlag[];
  /** The earlier decision and whether the tradie is waiting on a resubmission. */
  history: VerificationSummary;
  /**
   * The main licence's check, each other licence's, and the trades the tradie is listed in
   * (the union of what the counting licences cover).
   */
  licence: {
    check: LicenceCheck | null;
    hasRegister: boolean;
    listed: string[];
    others: { licence: OtherLicence; check: LicenceCheck | null; hasRegister: boolean }[];
  };
}

/**
 * The admin's verification queue: each tradie beside the register's answer and their earlier
 * decision, and approval that rests on it (a cancelled ABN is never approved; with the real
 * register, not before it has answered). In the decision's transaction, so that all of it
 * commits or none does: the verification history, an approval's licence checks, the start of
 * the ID document's retention (id-documents) and the audit row (admin).
 */
export class TradieApprovalService {
  constructor(
    private readonly accounts: AccountService,
    private readonly abn: AbnVerificationService,
    private readonly licences: LicenceVerificationService,
    private readonly store: VerificationStore,
    private readonly registryChecks: RegistryCheckRequests,
    private readonly documents: DecidedTradieDocuments,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * A register's answer and the listing it decides commit together, so a listing read after
   * the checks is at least as new as they are. Read side by side, an answer committing between
   * the two reads showed beside the listing from before it.
   */
  private async licenceChecksThenListing(ids: readonly string[]) {
    const checks = await this.licences.checks(ids);
    return [checks, await this.licences.listed(ids)] as const;
  }

  async list(status: 'pending' | 'approved' | 'rejected'): Promise<QueuedTradie[]> {
    const accounts = await this.accounts.listTradies(status);
    const ids = accounts.map((account) => account.id);
    const [checks, histories, [licenceChecks, listed]] = await Promise.all([
      this.abn.checks(ids),
      this.store.histories(ids),
      this.licenceChecksThenListing(ids),
    ]);
    return accounts.map((account) => {
      const check = checks.get(account.id) ?? null;
      const history = summariseHistory(histories.get(account.id) ?? []);
      const tradie = account.tradie!;
      const checksOf = licenceChecks.get(account.id) ?? [];
      const licence = {
        check: checkOf(checksOf, tradie),
        hasRegister: this.licences.hasRegister(tradie.licenceState),
        listed: listed.get(account.id) ?? tradie.categories,
        others: tradie.otherLicences.map((other) => ({
          licence: other,
          check: checkOf(checksOf, other),
          hasRegister: this.licences.hasRegister(other.licenceState),
        })),
      };
      return { account, check, flags: flagsOf(account, check), history, licence };
    });
  }

  async approve(adminId: string, tradieId: string): Promise<Account> {
    const account = await this.tradie(tradieId);
    const check = (await this.abn.checks([tradieId])).get(tradieId) ?? null;
    if (isCancelled(check, account.tradie!.abn)) throw IdentityErrors.abnCancelled();
    if (this.abn.authoritative && !currentAnswer(check, account.tradie!.abn)) {
      throw IdentityErrors.abnNotChecked();
    }
    return this.decide(account, adminId, 'approve', null);
  }

  async reject(adminId: string, tradieId: string, reason: string): Promise<Account> {
    return this.decide(await this.tradie(tradieId), adminId, 'reject', reason.trim());
  }

  private async tradie(tradieId: string): Promise<Account> {
    const [account] = await this.accounts.getAccounts([tradieId]);
    if (!account?.tradie || account.isAdmin) throw IdentityErrors.tradieNotFound();
    return account;
  }

  private decide(
    account: Account,
    adminId: string,
    step: 'approve' | 'reject',
    reason: string | null,
  ): Promise<Account> {
    const tradie = account.tradie!;
    // An approved tradie's licence change or added licence has its own review; everything
    // else is the machine's.
    const licenceReview =
      tradie.verificationStatus === 'approved' &&
      (tradie.pendingLicence !== null || tradie.otherLicences.some((l) => l.approvedAt === null));
    if (!licenceReview) nextVerificationStatus(tradie.verificationStatus, step);
    return this.unitOfWork.run(async () => {
      const decided =
        step === 'approve'
          ? await this.accounts.approveTradie(adminId, account.id)
          : await this.accounts.rejectTradie(adminId, account.id, reason ?? '');
      // Each approval (a first one, or of a changed licence) has the licences checked again.
      if (step === 'approve') await this.registryChecks.approved(account.id);
      await this.documents.verificationDecided(account.id, this.clock.now());
      await this.audit.record({
        actorId: adminId,
        action: step === 'approve' ? 'tradie.approve' : 'tradie.reject',
        targetType: 'user',
        targetId: account.id,
        reason,
      });
      if (!licenceReview) {
        await this.store.record(account.id, {
          kind: step === 'approve' ? 'approved' : 'rejected',
          reason,
          actorId: adminId,
          at: this.clock.now(),
        });
      }
      return decided;
    });
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
