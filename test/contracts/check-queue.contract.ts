/** The shape both registry check queues share (AbnCheckQueue, LicenceCheckQueue). */
interface CheckQueue<Job> {
  start(handler: (job: Job) => Promise<void>): Promise<void>;
  enqueue(jobs: Job[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * What every registry check queue must do for the verification services: hand each job to the
 * started handler, and hand a job again when its handler threw (the service throws to have a
 * check retried while a register is away). `job` makes a new job; `settle` lets the queue work
 * a little (the fake delivers what is waiting, the real one is given time).
 */
export function checkQueueContract<Job>(
  name: string,
  make: () => Promise<{ queue: CheckQueue<Job>; job: () => Job; settle: () => Promise<void> }>,
) {
  describe(`check queue contract: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof make>>;
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(() => subject.queue.stop());

    /** Settles until `done` holds; a real queue gets 30 s (a retry waits its backoff). */
    const until = async (done: () => boolean) => {
      const deadline = Date.now() + 30_000;
      while (!done() && Date.now() < deadline) await subject.settle();
    };

    it('hands every enqueued job to the started handler', async () => {
      const { queue, job } = subject;
      const seen: Job[] = [];
      await queue.start(async (j) => {
        seen.push(j);
      });
      const jobs = [job(), job(), job()];
      await queue.enqueue(jobs.slice(0, 2));
      await queue.enqueue(jobs.slice(2));
      await until(() => seen.length >= 3);
      expect(seen).toHaveLength(3);
      for (const j of jobs) expect(seen).toContainEqual(j);
    });

    it('hands a job again after its handler threw', async () => {
      const { queue, job } = subject;
      const tries: Job[] = [];
      await queue.start(async (j) => {
        tries.push(j);
        if (tries.length === 1) throw new Error('the register is away');
      });
      const failing = job();
      await queue.enqueue([failing]);
      await until(() => tries.length >= 2);
      expect(tries).toEqual([failing, failing]);
    });
  });
}
