import {
  type DepartureReason,
  DepartingOwnerJobs,
  WithdrawnJobConversations,
  WithdrawnJobFees,
  WithdrawnJobRefunds,
} from '#modules/admin/domain/departures.js';

/** Open jobs by owner; `calls` notes each withdrawal as `withdraw <owner> <reason>: <ids>`. */
export class MemoryDepartingJobs extends DepartingOwnerJobs {
  private readonly open = new Map<string, string>();

  constructor(private readonly calls: string[]) {
    super();
  }

  addJob(jobId: string, ownerId: string): void {
    this.open.set(jobId, ownerId);
  }

  async withdrawAll(homeownerId: string, reason: DepartureReason): Promise<string[]> {
    const ids = [...this.open].filter(([, owner]) => owner === homeownerId).map(([id]) => id);
    for (const id of ids) this.open.delete(id);
    this.calls.push(`withdraw ${homeownerId} ${reason}: ${ids.join(',')}`);
    return ids;
  }
}

/** Active buyers per job, each refunded once; `calls` notes `refund <job>: <count>`. */
export class MemoryJobRefunds extends WithdrawnJobRefunds {
  private readonly buyers = new Map<string, number>();

  constructor(private readonly calls: string[]) {
    super();
  }

  addBuyer(jobId: string): void {
    this.buyers.set(jobId, (this.buyers.get(jobId) ?? 0) + 1);
  }

  async refundBuyers(jobId: string): Promise<number> {
    const count = this.buyers.get(jobId) ?? 0;
    this.buyers.delete(jobId);
    this.calls.push(`refund ${jobId}: ${count}`);
    return count;
  }
}

/** Notes `close <job>`. */
export class RecordingJobConversations extends WithdrawnJobConversations {
  constructor(private readonly calls: string[]) {
    super();
  }

  async closeAll(jobId: string): Promise<void> {
    this.calls.push(`close ${jobId}`);
  }
}

/** Notes `fee <job>`: there is never a fee to cancel here. */
export class RecordingJobFees extends WithdrawnJobFees {
  constructor(private readonly calls: string[]) {
    super();
  }

  async cancelFor(jobId: string): Promise<void> {
    this.calls.push(`fee ${jobId}`);
  }
}

/** The four departure ports over one log of what they were asked, in order. */
export function departureFakes() {
  const calls: string[] = [];
  return {
    calls,
    jobs: new MemoryDepartingJobs(calls),
    refunds: new MemoryJobRefunds(calls),
    conversations: new RecordingJobConversations(calls),
    fees: new RecordingJobFees(calls),
  };
}
