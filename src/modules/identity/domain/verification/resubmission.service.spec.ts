import { jest } from '@jest/globals';
import { InMemoryPostcodeDirectory } from '#test/fakes/postcodes.fake.js';
import { verificationWorld } from '#test/fakes/verification.fakes.js';
import { abnFromNineDigits } from '../abn.js';
import type { TradieDetails } from '../account.js';
import { ResubmissionService } from './resubmission.service.js';

function setup() {
  const world = verificationWorld({ registers: ['VIC'] });
  const service = new ResubmissionService(
    world.accounts,
    world.abn,
    world.licences,
    world.store,
    new InMemoryPostcodeDirectory(),
    world.unitOfWork,
    world.clock,
  );
  /** A tradie an admin has rejected. */
  const rejected = async () => {
    const { id } = await world.tradie('VIC');
    await world.accounts.rejectTradie('admin-1', id, 'Licence not found');
    await world.store.record(id, {
      kind: 'rejected',
      reason: 'Licence not found',
      actorId: 'admin-1',
      at: world.clock.now(),
    });
    return id;
  };
  return { ...world, service, rejected };
}

const corrected = (overrides: Partial<TradieDetails> = {}): Partial<TradieDetails> => ({
  businessName: ' Russo Plumbing Pty Ltd ',
  abn: abnFromNineDigits('555555555'),
  licenceNumber: 'pl99',
  licenceState: 'VIC',
  categories: ['plumbing', 'plumbing'],
  servicePostcode: '3000',
  serviceRadiusKm: 30,
  ...overrides,
});

/** Lets the dispatches the service does not await run (no timer involved). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ResubmissionService', () => {
  it('replaces a rejected tradie’s details, makes them pending and keeps the step', async () => {
    const { service, rejected, clock } = setup();
    const id = await rejected();
    clock.advance(60_000);
    const own = await service.resubmit(id, corrected());
    expect(own.account.tradie).toMatchObject({
      verificationStatus: 'pending',
      businessName: 'Russo Plumbing Pty Ltd',
      licenceNumber: 'PL99',
      categories: ['plumbing'],
      servicePostcode: '3000',
    });
    expect(own.history).toMatchObject({
      decision: { kind: 'rejected', reason: 'Licence not found' },
      resubmittedAt: clock.now(),
      resubmissions: 1,
    });
  });

  it('asks the registers again about the new ABN and licence', async () => {
    const { service, rejected, abnChecks, abnQueue, licenceChecks, licenceQueue } = setup();
    const id = await rejected();
    await service.resubmit(id, corrected());
    const abn = abnFromNineDigits('555555555');
    expect(abnChecks.rows.get(id)).toMatchObject({ abn, answer: null });
    expect(licenceChecks.of(id)).toMatchObject({ licenceNumber: 'PL99', answer: null });
    await settle();
    expect(abnQueue.queued).toEqual([{ tradieId: id, abn }]);
    expect(licenceQueue.queued).toEqual([{ tradieId: id, licenceNumber: 'PL99', state: 'VIC' }]);
  });

  it('checks the details as at sign-up (AUTH.MISSING_FIELD, AUTH.INVALID_ABN)', async () => {
    const { service, rejected } = setup();
    const id = await rejected();
    await expect(service.resubmit(id, corrected({ businessName: ' ' }))).rejects.toMatchObject({
      code: 'AUTH.MISSING_FIELD',
      field: 'businessName',
    });
    await expect(service.resubmit(id, corrected({ abn: '12345678901' }))).rejects.toMatchObject({
      code: 'AUTH.INVALID_ABN',
    });
  });

  it('refuses a service postcode in no postcode list (AUTH.UNKNOWN_POSTCODE) and changes nothing', async () => {
    const { service, rejected, repository, abnChecks } = setup();
    const id = await rejected();
    const checkBefore = abnChecks.rows.get(id);
    await expect(
      service.resubmit(id, corrected({ servicePostcode: '0001' })),
    ).rejects.toMatchObject({ code: 'AUTH.UNKNOWN_POSTCODE', field: 'servicePostcode' });
    const tradie = (await repository.findById(id))?.tradie;
    expect(tradie).toMatchObject({ verificationStatus: 'rejected', servicePostcode: '3065' });
    expect(abnChecks.rows.get(id)).toEqual(checkBefore);
  });

  it('refuses a pending tradie (TRADIES.VERIFICATION_PENDING) and an approved one (TRADIES.ALREADY_APPROVED)', async () => {
    const { service, tradie, accounts } = setup();
    const pending = await tradie();
    await expect(service.resubmit(pending.id, corrected())).rejects.toMatchObject({
      code: 'TRADIES.VERIFICATION_PENDING',
    });
    await accounts.approveTradie('admin-1', pending.id);
    await expect(service.resubmit(pending.id, corrected())).rejects.toMatchObject({
      code: 'TRADIES.ALREADY_APPROVED',
    });
  });

  it('refuses an ABN another approved tradie holds (TRADIES.ABN_TAKEN) and changes nothing', async () => {
    const { service, tradie, accounts, rejected, repository } = setup();
    const holder = await tradie();
    await accounts.approveTradie('admin-1', holder.id);
    const id = await rejected();
    await expect(
      service.resubmit(id, corrected({ abn: holder.tradie!.abn })),
    ).rejects.toMatchObject({ code: 'TRADIES.ABN_TAKEN' });
    expect((await repository.findById(id))?.tradie?.verificationStatus).toBe('rejected');
  });

  it('of two resubmissions at once, the loser is told the details are pending', async () => {
    const { service, rejected, store } = setup();
    const id = await rejected();
    jest.spyOn(store, 'resubmit').mockResolvedValueOnce(false);
    await expect(service.resubmit(id, corrected())).rejects.toMatchObject({
      code: 'TRADIES.VERIFICATION_PENDING',
    });
    expect(store.entries.get(id)).toHaveLength(1);
  });

  it('is only for tradies: AUTH.FORBIDDEN for a homeowner, USERS.NOT_FOUND for no one', async () => {
    const { service, accounts } = setup();
    const homeowner = await accounts.register({
      email: 'olivia@example.com',
      password: 'Harbour-bridge-42',
      firstName: 'Olivia',
      lastName: 'Smith',
      type: 'homeowner',
    });
    await expect(service.status(homeowner.id)).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
    await expect(service.resubmit(homeowner.id, corrected())).rejects.toMatchObject({
      code: 'AUTH.FORBIDDEN',
    });
    await expect(service.status('nobody')).rejects.toMatchObject({ code: 'USERS.NOT_FOUND' });
  });

  it('shows a tradie their own standing', async () => {
    const { service, rejected } = setup();
    const id = await rejected();
    await expect(service.status(id)).resolves.toMatchObject({
      account: { id, tradie: { verificationStatus: 'rejected' } },
      history: { decision: { kind: 'rejected' }, resubmittedAt: null, resubmissions: 0 },
    });
  });
});
