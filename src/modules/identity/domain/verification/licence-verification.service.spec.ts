import { verificationWorld } from '#test/fakes/verification.fakes.js';
import { RegistryUnavailable } from './business-registry.js';
import type { LicenceAnswer, LicenceRecord } from './licence-registry.js';

/** VIC has a register here; NSW does not (its licences are checked by hand). */
function setup() {
  const world = verificationWorld({ registers: ['VIC'] });
  const vic = world.licenceRegistries[0];
  const script = (...answers: (LicenceAnswer | Error)[]) => vic.answers.push(...answers);
  return { ...world, service: world.licences, vic, script };
}

const found = (record: Partial<LicenceRecord>): LicenceAnswer => ({
  kind: 'found',
  record: {
    licenceNumber: 'PL1',
    state: 'VIC',
    holder: 'Tom Russo',
    status: 'current',
    expiresOn: null,
    classes: ['Plumbing'],
    covers: ['plumbing'],
    ...record,
  },
});

const jobOf = async (world: ReturnType<typeof setup>, tradieId: string) => {
  const tradie = (await world.repository.findById(tradieId))!.tradie!;
  return { tradieId, licenceNumber: tradie.licenceNumber, state: tradie.licenceState };
};

describe('LicenceVerificationService', () => {
  it('knows which states have a register', () => {
    const { service } = setup();
    expect(service.hasRegister('VIC')).toBe(true);
    expect(service.hasRegister('NSW')).toBe(false);
  });

  it('with a register: marks the check waiting and lists only trades that need no licence', async () => {
    const world = setup();
    const { id } = await world.tradie('VIC');
    await world.service.request(id, false);
    expect(world.licenceChecks.of(id)?.answer).toBeNull();
    expect((await world.service.listed([id])).get(id)).toEqual(['painting']);
  });

  it('without a register: an admin’s approval is the check and covers the trades entered', async () => {
    const world = setup();
    const { id } = await world.tradie('NSW');
    await world.service.request(id, false);
    expect(world.licenceChecks.has(id)).toBe(false);
    await world.service.request(id, true);
    expect(world.licenceChecks.of(id)?.answer).toEqual({
      kind: 'by_admin',
      covers: ['plumbing', 'painting'],
    });
    expect(world.licenceChecks.listedRows.get(id)).toEqual(['plumbing', 'painting']);
  });

  it('does nothing for someone who is not a tradie', async () => {
    const world = setup();
    await world.service.request('nobody', true);
    await world.service.dispatchFor('nobody');
    expect(world.licenceChecks.rows.size).toBe(0);
    expect(world.licenceQueue.queued).toEqual([]);
  });

  it('a current licence lists the trades it covers; an expired one lists none that need one', async () => {
    const world = setup();
    const { id } = await world.tradie('VIC');
    await world.service.request(id, false);
    const job = await jobOf(world, id);
    world.script(found({ licenceNumber: job.licenceNumber }));
    await world.service.run(job);
    expect(world.licenceChecks.listedRows.get(id)).toEqual(['plumbing', 'painting']);
    world.script(found({ licenceNumber: job.licenceNumber, status: 'expired' }));
    await world.service.run(job);
    expect(world.licenceChecks.listedRows.get(id)).toEqual(['painting']);
  });

  it('keeps no answer about a licence the tradie no longer has', async () => {
    const world = setup();
    const { id } = await world.tradie('VIC');
    await world.service.request(id, false);
    const stale = { ...(await jobOf(world, id)), licenceNumber: 'OLD' };
    world.script(found({ licenceNumber: 'OLD' }));
    await world.service.run(stale);
    expect(world.licenceChecks.of(id)?.answer).toBeNull();
    expect(world.licenceChecks.listedRows.get(id)).toEqual(['painting']);
  });

  it('counts a failed lookup and throws it, so the queue retries', async () => {
    const world = setup();
    const { id } = await world.tradie('VIC');
    await world.service.request(id, false);
    world.script(new RegistryUnavailable('timeout'));
    await expect(world.service.run(await jobOf(world, id))).rejects.toThrow('timeout');
    expect(world.licenceChecks.of(id)).toMatchObject({ attempts: 1, lastError: 'timeout' });
  });

  it('waits while the site is in maintenance, without asking the register', async () => {
    const world = setup();
    const { id } = await world.tradie('VIC');
    await world.service.request(id, false);
    await world.maintenance.switch(true);
    await expect(world.service.run(await jobOf(world, id))).rejects.toBeInstanceOf(
      RegistryUnavailable,
    );
    expect(world.vic.asked).toEqual([]);
  });

  it('drops a check whose state has no register any more (the admin checks by hand)', async () => {
    const world = setup();
    const { id } = await world.tradie('NSW');
    await expect(world.service.run(await jobOf(world, id))).resolves.toBeUndefined();
    expect(world.licenceChecks.has(id)).toBe(false);
  });

  it('queues checks only for states with a register, starting the worker once', async () => {
    const world = setup();
    const vic = await world.tradie('VIC');
    const nsw = await world.tradie('NSW');
    await world.service.dispatchFor(vic.id);
    await world.service.dispatchFor(vic.id);
    await world.service.dispatchFor(nsw.id);
    expect(world.licenceQueue.starts).toBe(1);
    expect(world.licenceQueue.queued.map((j) => j.tradieId)).toEqual([vic.id, vic.id]);
  });

  it('resume asks about tradies approved before licence checks and re-queues waiting ones', async () => {
    const world = setup();
    const vic = await world.tradie('VIC');
    const nsw = await world.tradie('NSW');
    await world.accounts.approveTradie('admin-1', vic.id);
    await world.accounts.approveTradie('admin-1', nsw.id);
    await world.service.resume();
    expect(world.licenceChecks.of(nsw.id)?.answer).toMatchObject({ kind: 'by_admin' });
    expect(world.licenceQueue.queued.map((j) => j.tradieId)).toEqual([vic.id]);
  });

  it('starts nothing after stop, and stops the queue it started', async () => {
    const world = setup();
    const { id } = await world.tradie('VIC');
    await world.service.dispatchFor(id);
    await world.service.stop();
    expect(world.licenceQueue.stops).toBe(1);
    await world.service.request(id, false);
    await world.service.dispatchFor(id);
    await world.service.resume();
    expect(world.licenceQueue.queued).toHaveLength(1);
    expect(world.licenceQueue.starts).toBe(1);
  });

  describe('several licences', () => {
    const licence = (licenceNumber: string, licenceState: 'VIC' | 'NSW') => ({
      licenceNumber,
      licenceState,
    });

    it('checks each licence with a register and lists the union of what they cover', async () => {
      const world = setup();
      const { id } = await world.tradie('VIC', {
        categories: ['plumbing', 'electrical', 'painting'],
        otherLicences: [licence('EC7', 'VIC')],
      });
      await world.service.request(id, false);
      const checks = (await world.service.checks([id])).get(id) ?? [];
      expect(checks.map((c) => [c.licenceNumber, c.answer])).toEqual([
        [expect.stringMatching(/^PL/), null],
        ['EC7', null],
      ]);
      await world.service.dispatchFor(id);
      expect(world.licenceQueue.queued.map((j) => j.licenceNumber)).toEqual([
        checks[0].licenceNumber,
        'EC7',
      ]);
      world.script(found({ licenceNumber: checks[0].licenceNumber }));
      await world.service.run(world.licenceQueue.queued[0]);
      expect(world.licenceChecks.listedRows.get(id)).toEqual(['plumbing', 'painting']);
      world.script(found({ licenceNumber: 'EC7', classes: ['A-class'], covers: ['electrical'] }));
      await world.service.run(world.licenceQueue.queued[1]);
      expect(world.licenceChecks.listedRows.get(id)).toEqual([
        'plumbing',
        'electrical',
        'painting',
      ]);
    });

    it('a licence without a register is checked by the approving admin', async () => {
      const world = setup();
      const { id } = await world.tradie('VIC', { otherLicences: [licence('EC7', 'NSW')] });
      await world.service.request(id, false);
      expect((await world.service.checks([id])).get(id)).toHaveLength(1);
      await world.service.request(id, true);
      const checks = (await world.service.checks([id])).get(id) ?? [];
      expect(checks.find((c) => c.licenceNumber === 'EC7')?.answer).toMatchObject({
        kind: 'by_admin',
      });
    });

    it('forgets the check of a licence the tradie removed', async () => {
      const world = setup();
      const { id } = await world.tradie('VIC', { otherLicences: [licence('EC7', 'VIC')] });
      await world.service.request(id, false);
      world.repository.edit(id, (row) => {
        row.tradie!.otherLicences = [];
      });
      await world.service.request(id, false);
      expect((await world.service.checks([id])).get(id)?.map((c) => c.licenceNumber)).toEqual([
        expect.stringMatching(/^PL/),
      ]);
    });

    it("an approved tradie's added licence lists nothing until an admin approves it", async () => {
      const world = setup();
      const { id } = await world.tradie('VIC', {
        categories: ['plumbing', 'electrical'],
      });
      await world.accounts.approveTradie('admin-1', id);
      world.repository.edit(id, (row) => {
        row.tradie!.otherLicences = [{ ...licence('EC7', 'VIC'), approvedAt: null }];
      });
      await world.service.request(id, false);
      world.script(found({ licenceNumber: 'EC7', covers: ['electrical'] }));
      await world.service.run({ tradieId: id, licenceNumber: 'EC7', state: 'VIC' });
      expect(world.licenceChecks.listedRows.get(id)).toEqual([]);
      await world.accounts.approveTradie('admin-1', id);
      await world.service.request(id, true);
      expect(world.licenceChecks.listedRows.get(id)).toEqual(['electrical']);
    });
  });
});
