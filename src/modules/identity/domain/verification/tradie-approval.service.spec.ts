import { OutcomeUnitOfWork } from '#test/fakes/identity.fakes.js';
import { verificationWorld } from '#test/fakes/verification.fakes.js';
import type { BusinessRecord } from './business-registry.js';
import { TradieApprovalService } from './tradie-approval.service.js';

function setup(options: Parameters<typeof verificationWorld>[0] = {}) {
  const world = verificationWorld(options);
  const uow = new OutcomeUnitOfWork();
  const service = new TradieApprovalService(
    world.accounts,
    world.abn,
    world.licences,
    world.store,
    world.registryChecks,
    world.documents,
    world.audit,
    uow,
    world.clock,
  );
  /** The register's answer about the tradie's current ABN. */
  const answer = async (tradieId: string, record: Partial<BusinessRecord> | null) => {
    const abn = (await world.repository.findById(tradieId))!.tradie!.abn;
    await world.abnChecks.request({ tradieId, abn }, world.clock.now());
    await world.abnChecks.record(
      { tradieId, abn },
      record
        ? {
            kind: 'found',
            record: {
              abn,
              status: 'active',
              statusFrom: null,
              entityName: 'RUSSO, TOM',
              businessNames: ['Russo Plumbing'],
              gstRegisteredFrom: null,
              state: 'VIC',
              postcode: '3065',
              ...record,
            },
          }
        : { kind: 'not_found' },
      world.clock.now(),
    );
  };
  return { ...world, service, uow, answer };
}

describe('TradieApprovalService.approve and reject', () => {
  it('approves a pending tradie and keeps the decision in the history', async () => {
    const { service, tradie, store, clock } = setup();
    const { id } = await tradie();
    const approved = await service.approve('admin-1', id);
    expect(approved.tradie?.verificationStatus).toBe('approved');
    expect(store.entries.get(id)).toEqual([
      { kind: 'approved', reason: null, actorId: 'admin-1', at: clock.now() },
    ]);
  });

  it('records the approval’s licence checks in its transaction, none for a rejection', async () => {
    const { service, tradie, registryChecks } = setup();
    const [first, second] = [await tradie(), await tradie()];
    registryChecks.asked.length = 0;
    await service.approve('admin-1', first.id);
    await service.reject('admin-1', second.id, 'No licence');
    expect(registryChecks.asked).toEqual([`approved ${first.id}`]);
  });

  it('starts the document’s retention and writes the audit row with each decision', async () => {
    const { service, tradie, documents, audit, clock } = setup();
    const [first, second] = [await tradie(), await tradie()];
    await service.approve('admin-1', first.id);
    await service.reject('admin-1', second.id, ' Blurry licence ');
    expect(documents.decided).toEqual([
      { tradieId: first.id, at: clock.now() },
      { tradieId: second.id, at: clock.now() },
    ]);
    expect(audit.entries).toEqual([
      {
        actorId: 'admin-1',
        action: 'tradie.approve',
        targetType: 'user',
        targetId: first.id,
        reason: null,
      },
      {
        actorId: 'admin-1',
        action: 'tradie.reject',
        targetType: 'user',
        targetId: second.id,
        reason: 'Blurry licence',
      },
    ]);
  });

  it('rolls the decision back when the document cannot be updated: no audit row', async () => {
    const world = setup();
    const { service, uow } = world;
    const { id } = await world.tradie();
    world.documents.failing = true;
    await expect(service.reject('admin-1', id, 'No licence')).rejects.toThrow(
      'could not be updated',
    );
    expect(uow.outcomes).toEqual(['rollback']);
    expect(world.audit.entries).toEqual([]);
  });

  it('rolls the approval back when its licence checks cannot be recorded', async () => {
    const world = setup();
    const { service, uow } = world;
    const { id } = await world.tradie();
    world.registryChecks.failing = true;
    await expect(service.approve('admin-1', id)).rejects.toThrow('could not be recorded');
    expect(uow.outcomes).toEqual(['rollback']);
    expect(world.store.entries.get(id)).toBeUndefined();
  });

  it('rejects with the reason trimmed, in the account and the history', async () => {
    const { service, tradie, store } = setup();
    const { id } = await tradie();
    const rejected = await service.reject('admin-1', id, '  Licence not found  ');
    expect(rejected.tradie).toMatchObject({
      verificationStatus: 'rejected',
      rejectionReason: 'Licence not found',
    });
    expect(store.entries.get(id)).toEqual([
      expect.objectContaining({ kind: 'rejected', reason: 'Licence not found' }),
    ]);
  });

  it('never approves a cancelled ABN (TRADIES.ABN_CANCELLED)', async () => {
    const { service, tradie, answer, store } = setup();
    const { id } = await tradie();
    await answer(id, { status: 'cancelled' });
    await expect(service.approve('admin-1', id)).rejects.toMatchObject({
      code: 'TRADIES.ABN_CANCELLED',
    });
    expect(store.entries.get(id)).toBeUndefined();
  });

  it('with the real register, waits for its answer (TRADIES.ABN_NOT_CHECKED), then approves', async () => {
    const { service, tradie, answer } = setup({ authoritative: true });
    const { id } = await tradie();
    await expect(service.approve('admin-1', id)).rejects.toMatchObject({
      code: 'TRADIES.ABN_NOT_CHECKED',
    });
    await answer(id, {});
    await expect(service.approve('admin-1', id)).resolves.toMatchObject({
      tradie: { verificationStatus: 'approved' },
    });
  });

  it('with the local register, approves before any answer', async () => {
    const { service, tradie } = setup({ authoritative: false });
    const { id } = await tradie();
    await expect(service.approve('admin-1', id)).resolves.toMatchObject({
      tradie: { verificationStatus: 'approved' },
    });
  });

  it('refuses anyone who is not a tradie with TRADIES.NOT_FOUND', async () => {
    const { service, accounts } = setup();
    const homeowner = await accounts.register({
      email: 'olivia@example.com',
      password: 'Harbour-bridge-42',
      firstName: 'Olivia',
      lastName: 'Smith',
      type: 'homeowner',
    });
    for (const id of [homeowner.id, 'nobody']) {
      await expect(service.approve('admin-1', id)).rejects.toMatchObject({
        code: 'TRADIES.NOT_FOUND',
      });
      await expect(service.reject('admin-1', id, 'x')).rejects.toMatchObject({
        code: 'TRADIES.NOT_FOUND',
      });
    }
  });

  it('refuses a second decision with TRADIES.NOT_PENDING and records nothing more', async () => {
    const { service, tradie, store } = setup();
    const { id } = await tradie();
    await service.reject('admin-1', id, 'No licence');
    await expect(service.approve('admin-2', id)).rejects.toMatchObject({
      code: 'TRADIES.NOT_PENDING',
    });
    await expect(service.reject('admin-2', id, 'Again')).rejects.toMatchObject({
      code: 'TRADIES.NOT_PENDING',
    });
    expect(store.entries.get(id)).toHaveLength(1);
  });

  it('reviews an approved tradie’s licence change without touching the history', async () => {
    const { service, tradie, repository, store } = setup();
    const { id } = await tradie();
    await service.approve('admin-1', id);
    repository.edit(id, (row) => {
      row.tradie!.pendingLicence = {
        licenceNumber: 'NEW1',
        licenceState: 'NSW',
        requestedAt: new Date(),
      };
    });
    const decided = await service.approve('admin-1', id);
    expect(decided.tradie).toMatchObject({
      verificationStatus: 'approved',
      licenceNumber: 'NEW1',
      licenceState: 'NSW',
      pendingLicence: null,
    });
    expect(store.entries.get(id)).toHaveLength(1);
  });

  it('an approved tradie’s added licence waits in the queue; rejecting drops only it', async () => {
    const { service, tradie, repository, store } = setup();
    const { id } = await tradie('VIC', {
      otherLicences: [{ licenceNumber: 'EC1', licenceState: 'VIC' }],
    });
    await service.approve('admin-1', id);
    expect((await repository.findById(id))!.tradie!.otherLicences[0].approvedAt).not.toBeNull();
    expect(await service.list('pending')).toEqual([]);
    repository.edit(id, (row) => {
      row.tradie!.otherLicences.push({
        licenceNumber: 'GF2',
        licenceState: 'NSW',
        approvedAt: null,
      });
    });
    const [queued] = await service.list('pending');
    expect(queued.licence.others.map((o) => [o.licence.licenceNumber, o.hasRegister])).toEqual([
      ['EC1', false],
      ['GF2', false],
    ]);
    const decided = await service.reject('admin-1', id, 'GF2 is not yours');
    expect(decided.tradie).toMatchObject({ verificationStatus: 'approved' });
    expect(decided.tradie!.otherLicences.map((l) => l.licenceNumber)).toEqual(['EC1']);
    expect(store.entries.get(id)).toHaveLength(1);
  });
});

describe('TradieApprovalService.list', () => {
  it('shows each tradie beside the register’s answer, their history and their listing', async () => {
    const { service, tradie, answer, licenceChecks } = setup({ registers: ['VIC'] });
    const checked = await tradie();
    const unchecked = await tradie('NSW');
    await answer(checked.id, { businessNames: ['Someone Else'], state: 'QLD' });
    await licenceChecks.setListed(checked.id, ['painting']);
    const queue = await service.list('pending');
    const byId = new Map(queue.map((q) => [q.account.id, q]));
    expect(byId.get(checked.id)?.licence.others).toEqual([]);
    expect(byId.get(checked.id)).toMatchObject({
      flags: ['name_mismatch', 'state_mismatch'],
      history: { decision: null, resubmittedAt: null, resubmissions: 0 },
      licence: { check: null, hasRegister: true, listed: ['painting'] },
    });
    expect(byId.get(unchecked.id)).toMatchObject({
      check: null,
      flags: ['not_checked'],
      licence: { hasRegister: false, listed: ['plumbing', 'painting'] },
    });
  });

  it('never shows a listing older than the checks beside it (an answer landing mid-read)', async () => {
    const { service, tradie, licenceChecks } = setup({ registers: ['VIC'] });
    const { id } = await tradie();
    await licenceChecks.setListed(id, ['plumbing']);
    // The register's answer and the listing it decides commit together, after the listing
    // read began but before the checks read ends: the queue must not pair the new answer
    // with the old listing.
    const read = licenceChecks.forTradies.bind(licenceChecks);
    licenceChecks.forTradies = async (ids) => {
      await new Promise((resolve) => setImmediate(resolve));
      await licenceChecks.setListed(id, ['plumbing', 'painting']);
      return read(ids);
    };
    const [queued] = await service.list('pending');
    expect(queued?.licence.listed).toEqual(['plumbing', 'painting']);
  });

  it('lists by status: a decided tradie leaves the pending queue', async () => {
    const { service, tradie } = setup();
    const { id } = await tradie();
    await service.reject('admin-1', id, 'No licence');
    expect(await service.list('pending')).toEqual([]);
    const [rejected] = await service.list('rejected');
    expect(rejected?.history.decision).toMatchObject({ kind: 'rejected', reason: 'No licence' });
  });
});
