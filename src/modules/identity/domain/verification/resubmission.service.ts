import type { Clock } from '#shared/domain/clock.js';
import type { PostcodeDirectory } from '#shared/domain/geo.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { Account, TradieDetails } from '../account.js';
import type { AccountService } from '../account.service.js';
import { IdentityErrors } from '../identity-errors.js';
import { knownPostcodeOrThrow } from '../known-postcode.js';
import { checkTradieDetails } from '../tradie-details.js';
import type { AbnVerificationService } from './abn-verification.service.js';
import type { LicenceVerificationService } from './licence-verification.service.js';
import type { VerificationStore } from './ports.js';
import {
  nextVerificationStatus,
  summariseHistory,
  type VerificationSummary,
} from './verification-state.js';

/** A tradie's own view of their verification. */
export interface OwnVerification {
  account: Account;
  history: VerificationSummary;
}

/**
 * A rejected tradie corrects their business details and resubmits: the details are checked
 * as at sign-up, the tradie goes back to pending, the step is kept in the history and a new
 * ABN check and a licence check are queued (recorded in the same transaction, run after the commit).
 */
export class ResubmissionService {
  constructor(
    private readonly accounts: AccountService,
    private readonly abn: AbnVerificationService,
    private readonly licences: LicenceVerificationService,
    private readonly store: VerificationStore,
    private readonly postcodes: PostcodeDirectory,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async status(tradieId: string): Promise<OwnVerification> {
    const account = await this.tradie(tradieId);
    const histories = await this.store.histories([tradieId]);
    return { account, history: summariseHistory(histories.get(tradieId) ?? []) };
  }

  async resubmit(tradieId: string, input: Partial<TradieDetails>): Promise<OwnVerification> {
    const details = checkTradieDetails(input);
    await knownPostcodeOrThrow(this.postcodes, details.servicePostcode, 'servicePostcode');
    const account = await this.tradie(tradieId);
    nextVerificationStatus(account.tradie!.verificationStatus, 'resubmit');
    if (await this.store.abnHeldByAnother(details.abn, tradieId)) throw IdentityErrors.abnTaken();
    const job = { tradieId, abn: details.abn };
    await this.unitOfWork.run(async () => {
      // Of two resubmissions at once, one wins; the other finds the tradie pending.
      if (!(await this.store.resubmit(tradieId, details))) {
        throw IdentityErrors.verificationPending();
      }
      await this.store.record(tradieId, {
        kind: 'resubmitted',
        reason: null,
        actorId: tradieId,
        at: this.clock.now(),
      });
      await this.abn.request(job);
      await this.licences.request(tradieId, false);
    });
    // Not awaited: a lost dispatch is re-queued by the resumer.
    this.abn.dispatch(job).catch(() => undefined);
    this.licences.dispatchFor(tradieId).catch(() => undefined);
    return this.status(tradieId);
  }

  private async tradie(tradieId: string): Promise<Account> {
    const account = await this.accounts.getAccount(tradieId);
    if (!account.tradie || account.isAdmin) throw IdentityErrors.wrongRole();
    return account;
  }
}
