import { describe, expect, it } from '@jest/globals';
import { SwitchableMaintenance } from '#test/fakes/admin.fakes.js';
import {
  MemoryAbnChecks,
  RecordingQueue,
  ScriptedBusinessRegistry,
} from '#test/fakes/verification.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import { AbnVerificationService } from './abn-verification.service.js';
import { type RegistryAnswer, RegistryUnavailable } from './business-registry.js';
import type { AbnCheckJob } from './ports.js';

const job = { tradieId: 't1', abn: '51824753556' };

function setup(answers: (RegistryAnswer | Error)[], maintenanceOn = false) {
  const store = new MemoryAbnChecks();
  const queue = new RecordingQueue<AbnCheckJob>();
  const service = new AbnVerificationService(
    store,
    queue,
    new ScriptedBusinessRegistry(true, answers),
    new SwitchableMaintenance(maintenanceOn),
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
