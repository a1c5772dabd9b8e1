import { DirectUnitOfWork } from '#test/fakes/identity.fakes.js';
import { departureFakes } from '#test/fakes/admin-departures.fakes.js';
import { DeparturesService } from './departures.js';

/** Two open jobs of h1 with two and zero buyers; what each port was asked, in order. */
function setup() {
  const { calls, jobs, refunds, conversations, fees } = departureFakes();
  jobs.addJob('job-a', 'h1');
  jobs.addJob('job-b', 'h1');
  refunds.addBuyer('job-a');
  refunds.addBuyer('job-a');
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
