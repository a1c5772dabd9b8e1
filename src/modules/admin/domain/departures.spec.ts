import { DirectUnitOfWork } from '#test/fakes/identity.fakes.js';
import {
  type DepartureReason,
  DepartingOwnerJobs,
  DeparturesService,
  WithdrawnJobConversations,
  WithdrawnJobFees,
  WithdrawnJobRefunds,
} from './departures.js';

/** Two open jobs of h1 with two and zero buyers; what each port was asked, in order. */
function setup() {
  const calls: string[] = [];
  const open = new Map([
    ['job-a', 'h1'],
    ['job-b', 'h1'],
  ]);
  const buyers = new Map([['job-a', 2]]);
  const jobs = new (class extends DepartingOwnerJobs {
    async withdrawAll(homeownerId: string, reason: DepartureReason) {
      const ids = [...open].filter(([, owner]) => owner === homeownerId).map(([id]) => id);
      for (const id of ids) open.delete(id);
      calls.push(`withdraw ${homeownerId} ${reason}: ${ids.join(',')}`);
      return ids;
    }
  })();
  const refunds = new (class extends WithdrawnJobRefunds {
    async refundBuyers(jobId: string) {
      const n = buyers.get(jobId) ?? 0;
      buyers.delete(jobId);
      calls.push(`refund ${jobId}: ${n}`);
      return n;
    }
  })();
  const conversations = new (class extends WithdrawnJobConversations {
    async closeAll(jobId: string) {
      calls.push(`close ${jobId}`);
    }
  })();
  const fees = new (class extends WithdrawnJobFees {
    async cancelFor(jobId: string) {
      calls.push(`fee ${jobId}`);
    }
  })();
  const service = new DeparturesService(jobs, refunds, conversations, fees, new DirectUnitOfWork());
  return { service, calls };
}

describe('a departing homeowner', () => {
  it('withdraws each open job, refunds its buyers, closes its conversations, ends its fee; once', async () => {
    const { service, calls } = setup();
    expect(await service.withdrawJobsOf('h1', 'owner_banned')).toEqual({ jobs: 2, refunds: 2 });
    expect(calls).toEqual([
      'withdraw h1 owner_banned: job-a,job-b',
      'refund job-a: 2',
      'close job-a',
      'fee job-a',
      'refund job-b: 0',
      'close job-b',
      'fee job-b',
    ]);
    // Ban, unban, ban (or a ban, then an erasure): nothing left to withdraw or refund.
    expect(await service.withdrawJobsOf('h1', 'owner_erased')).toEqual({ jobs: 0, refunds: 0 });
    expect(calls).toHaveLength(8);
  });
});
