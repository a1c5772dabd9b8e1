import type { UnitOfWork } from '#shared/domain/unit-of-work.js';

/** Why a homeowner's jobs leave the market without them asking. */
export type DepartureReason = 'owner_banned' | 'owner_erased';

/** The jobs module: takes a departing homeowner's unassigned jobs off the market. */
export abstract class DepartingOwnerJobs {
  /**
   * Withdraws each job under its row lock, in the caller's transaction; answers the ids
   * withdrawn now (none when they were withdrawn before).
   */
  abstract withdrawAll(homeownerId: string, reason: DepartureReason): Promise<string[]>;
}

/** The leads module: a withdrawn job's buyers get their credits back through the ledger. */
export abstract class WithdrawnJobRefunds {
  /** Once per lead (its status and the ledger key guard it); answers how many were refunded. */
  abstract refundBuyers(jobId: string): Promise<number>;
}

/** The messaging module: the conversations about a withdrawn job turn read-only. */
export abstract class WithdrawnJobConversations {
  abstract closeAll(jobId: string): Promise<void>;
}

/** The payments module: a withdrawn job's unpaid emergency fee is cancelled. */
export abstract class WithdrawnJobFees {
  /** Nothing when there is none, or it is paid (meanwhile too: the job stays withdrawn). */
  abstract cancelFor(jobId: string): Promise<void>;
}

/**
 * A banned or erased homeowner leaves no job on sale: each open or unpaid job is withdrawn,
 * every buyer is credited back once, the conversations about it close and an unpaid fee is
 * cancelled, all in the transaction of the ban or the erasure. Repeating it (ban, unban, ban)
 * changes nothing more.
 */
export class DeparturesService {
  constructor(
    private readonly jobs: DepartingOwnerJobs,
    private readonly refunds: WithdrawnJobRefunds,
    private readonly conversations: WithdrawnJobConversations,
    private readonly fees: WithdrawnJobFees,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  withdrawJobsOf(
    homeownerId: string,
    reason: DepartureReason,
  ): Promise<{ jobs: number; refunds: number }> {
    return this.unitOfWork.run(async () => {
      const jobIds = await this.jobs.withdrawAll(homeownerId, reason);
      let refunds = 0;
      for (const jobId of jobIds) {
        refunds += await this.refunds.refundBuyers(jobId);
        await this.conversations.closeAll(jobId);
        await this.fees.cancelFor(jobId);
      }
      return { jobs: jobIds.length, refunds };
    });
  }
}
