import { describe, expect, it } from '@jest/globals';
import { FixedClock } from '#shared/domain/clock.js';
import type { MaintenanceMode } from '#shared/domain/maintenance.js';
import type { AbnCheck } from './abn-check.js';
import { AbnVerificationService } from './abn-verification.service.js';
import { BusinessRegistry, type RegistryAnswer, RegistryUnavailable } from './business-registry.js';
import { type AbnCheckJob, AbnCheckQueue, AbnCheckStore } from './ports.js';

class MemoryStore extends AbnCheckStore {
  readonly rows = new Map<string, AbnCheck>();
  request(job: AbnCheckJob, at: Date): Promise<void> {
    this.rows.set(job.tradieId, {
      ...job,
      requestedAt: at,
      attempts: 0,
      lastError: null,
      answer: null,
      checkedAt: null,
    });
    return Promise.resolve();
  }
  record(job: AbnCheckJob, answer: RegistryAnswer, at: Date): Promise<boolean> {
    const row = this.rows.get(job.tradieId);
    if (row?.abn !== job.abn) return Promise.resolve(false);
    this.rows.set(job.tradieId, { ...row, answer, checkedAt: at, lastError: null });
    return Promise.resolve(true);
  }
  failed(job: AbnCheckJob, error: string): Promise<void> {
    const row = this.rows.get(job.tradieId);
    if (row) this.rows.set(job.tradieId, { ...row, attempts: row.attempts + 1, lastError: error });
    return Promise.resolve();
  }
  forTradies(ids: readonly string[]): Promise<Map<string, AbnCheck>> {
    return Promise.resolve(new Map([...this.rows].filter(([id]) => ids.includes(id))));
  }
  unanswered(): Promise<AbnCheckJob[]> {
    return Promise.resolve(
      [...this.rows.values()]
        .filter((r) => !r.answer)
        .map(({ tradieId, abn }) => ({ tradieId, abn })),
    );
  }
}

class RecordingQueue extends AbnCheckQueue {
  starts = 0;
  queued: AbnCheckJob[] = [];
  start(): Promise<void> {
    this.starts += 1;
    return Promise.resolve();
  }
  enqueue(jobs: AbnCheckJob[]): Promise<void> {
    this.queued.push(...jobs);
    return Promise.resolve();
  }
  stop(): Promise<void> {
    return Promise.resolve();
  }
}

class ScriptedRegistry extends BusinessRegistry {
  readonly authoritative = true;
  constructor(private readonly answers: (RegistryAnswer | Error)[]) {
    super();
  }
  lookup(): Promise<RegistryAnswer> {
    const next = this.answers.shift() ?? new RegistryUnavailable('no more answers');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  }
}

const maintenance = (on = false) => ({ isOn: () => Promise.resolve(on) }) as MaintenanceMode;
const job = { tradieId: 't1', abn: '51824753556' };

function setup(answers: (RegistryAnswer | Error)[], maintenanceOn = false) {
  const store = new MemoryStore();
  const queue = new RecordingQueue();
  const service = new AbnVerificationService(
    store,
    queue,
    new ScriptedRegistry(answers),
    maintenance(maintenanceOn),
    new FixedClock(new Date('2026-11-25T00:00:00Z')),
  );
  return { store, queue, service };
}

describe('AbnVerificationService', () => {
  it('counts a failed lookup and throws so the queue retries, then stores the answer', async () => {
    const { store, service } = setup([new RegistryUnavailable('down'), { kind: 'not_found' }]);
    await service.request(job);
    await expect(service.run(job)).rejects.toThrow('down');
    expect(store.rows.get('t1')).toMatchObject({ attempts: 1, lastError: 'down', answer: null });
    await service.run(job);
    expect(store.rows.get('t1')).toMatchObject({ answer: { kind: 'not_found' }, lastError: null });
  });

  it('does not store an answer about an ABN the tradie no longer has', async () => {
    const { store, service } = setup([{ kind: 'not_found' }]);
    await service.request({ ...job, abn: '83914571673' });
    await service.run(job);
    expect(store.rows.get('t1')?.answer).toBeNull();
  });

  it('waits while the site is in maintenance (retried later)', async () => {
    const { store, service } = setup([{ kind: 'not_found' }], true);
    await service.request(job);
    await expect(service.run(job)).rejects.toBeInstanceOf(RegistryUnavailable);
    expect(store.rows.get('t1')?.answer).toBeNull();
  });

  it('starts the worker once, re-queues waiting checks, and starts nothing after stop', async () => {
    const { queue, service } = setup([]);
    await service.request(job);
    await service.dispatch(job);
    await service.resume();
    expect(queue.starts).toBe(1);
    expect(queue.queued).toEqual([job, job]);
    await service.stop();
    await service.dispatch(job);
    await service.resume();
    expect(queue.starts).toBe(1);
    expect(queue.queued).toHaveLength(2);
  });
});
