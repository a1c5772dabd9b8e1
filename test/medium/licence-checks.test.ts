import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SignupFacts } from '#modules/dashboard/domain/ports.js';
import type { LicenceCheckAnswer } from '#modules/identity/domain/verification/licence-check.js';
import { LicenceVerificationService } from '#modules/identity/domain/verification/licence-verification.service.js';
import {
  LicenceCheckQueue,
  LicenceCheckStore,
} from '#modules/identity/domain/verification/ports.js';
import { Clock } from '#shared/domain/clock.js';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { NotificationFacts } from '#modules/notifications/domain/ports.js';
import { homeownerRegistration, registerAs, tradieRegistration } from '../support/fixtures.js';
import {
  ELECTRICAL_ONLY,
  PLUMBING_ONLY,
  startWithNswRegister,
  untilLicence,
} from '../support/licence-register-app.js';
import type { NswTradesStandIn } from '../support/nsw-trades-stand-in.js';
import type { ApiClient, TestApp } from '../support/test-app.js';

/** Licence checks on pg-boss and PostgreSQL, the app against NSW's register stand-in. */
describe('licence checks on the queue', () => {
  let t: TestApp;
  let standIn: NswTradesStandIn;
  let admin: ApiClient;

  beforeAll(async () => {
    ({ t, standIn } = await startWithNswRegister());
    admin = await t.admin();
  }, 60_000);
  afterAll(async () => {
    // Stops the app's pg-boss queues (the resumers' shutdown hook) before the stand-in.
    await t?.close();
    await standIn?.close();
  });

  it('queues the check at sign-up, shows "not yet checked" through an outage, then lists the tradie by the answer', async () => {
    standIn.hang.add(PLUMBING_ONLY);
    const started = Date.now();
    const tradie = await registerAs(
      await t.client(),
      tradieRegistration({
        licenceNumber: PLUMBING_ONLY,
        categories: ['plumbing', 'electrical', 'handyman'],
      }),
    );
    expect(Date.now() - started).toBeLessThan(2_000); // the register never blocks sign-up
    const waiting = await untilLicence(
      admin,
      'pending',
      tradie.id,
      (i) => i.licenceCheck.attempts >= 1,
    );
    expect(waiting.licenceCheck).toMatchObject({
      result: 'not_checked',
      lastError: expect.stringContaining('did not answer in time'),
      listedCategories: ['handyman'],
    });

    standIn.hang.delete(PLUMBING_ONLY);
    const checked = await untilLicence(
      admin,
      'pending',
      tradie.id,
      (i) => i.licenceCheck.result !== 'not_checked',
    );
    expect(checked.licenceCheck).toMatchObject({
      result: 'found',
      record: { holder: 'MITCHELL PLUMBING PTY LTD', covers: ['plumbing'] },
      listedCategories: ['plumbing', 'handyman'],
    });
    await admin.post(`/api/admin/tradies/${tradie.id}/approve`).expect(200);

    // Find a Tradie and the public profile: listed trades only, each with its licence note.
    const anyone = await t.client();
    const search = async (trade: string) =>
      (await anyone.get(`/api/tradies?trade=${trade}`).expect(200)).body.items.map(
        (i: { id: string }) => i.id,
      );
    expect(await search('plumbing')).toContain(tradie.id);
    expect(await search('electrical')).not.toContain(tradie.id);
    const profile = await anyone.get(`/api/tradies/${tradie.id}/profile`).expect(200);
    expect(profile.body.trades).toEqual([
      { category: 'plumbing', licence: 'checked' },
      { category: 'handyman', licence: 'not_needed' },
    ]);

    // New-lead alerts go only to tradies listed in the job's trade.
    const owner = await t.client();
    await registerAs(owner, homeownerRegistration());
    const post = async (category: string) =>
      (
        await owner
          .post('/api/jobs', {
            title: `Needs a ${category} tradie soon`,
            description: 'A job described at enough length for the form to take it, near Newtown.',
            category,
            location: 'Newtown',
            state: 'NSW',
            postcode: '2042',
            budget: 20_000,
            isEmergency: false,
            privacyConsent: true,
          })
          .expect(201)
      ).body.job.id as string;
    const facts = t.app.get(NotificationFacts, { strict: false });
    expect(await facts.tradiesMatching(await post('plumbing'))).toContain(tradie.id);
    expect(await facts.tradiesMatching(await post('electrical'))).not.toContain(tradie.id);
  }, 60_000);

  it('keeps one check per licence in PostgreSQL: approval stamps the other licences, a removed one loses its check, an added one waits in the queue', async () => {
    const store = t.app.get(LicenceCheckStore, { strict: false });
    const facts = t.app.get(SignupFacts, { strict: false });
    const tradie = await t.client();
    const { id } = await registerAs(
      tradie,
      tradieRegistration({
        licenceNumber: PLUMBING_ONLY,
        // QLD has no register in this app: the approving admin checks it by hand.
        otherLicences: [
          { licenceNumber: ELECTRICAL_ONLY, licenceState: 'NSW' },
          { licenceNumber: 'QB-1', licenceState: 'QLD' },
        ],
        categories: ['plumbing', 'electrical', 'air-conditioning'],
      }),
    );
    const keys = async () =>
      ((await store.forTradies([id])).get(id) ?? [])
        .map((c) => `${c.licenceNumber}/${c.state}/${c.answer?.kind ?? '-'}`)
        .sort();
    await untilLicence(
      admin,
      'pending',
      id,
      (i) => i.licenceCheck.result === 'found' && i.otherLicences[0]?.result === 'found',
    );
    expect(await keys()).toEqual([`${PLUMBING_ONLY}/NSW/found`, `${ELECTRICAL_ONLY}/NSW/found`]);
    expect(await store.listingInput(id)).toMatchObject({
      approved: false,
      otherLicences: [
        { licenceNumber: ELECTRICAL_ONLY, approvedAt: null },
        { licenceNumber: 'QB-1', licenceState: 'QLD', approvedAt: null },
      ],
    });

    await admin.post(`/api/admin/tradies/${id}/approve`).expect(200);
    const approved = await store.listingInput(id);
    expect(approved?.otherLicences.every((l) => l.approvedAt instanceof Date)).toBe(true);
    expect(await keys()).toContain('QB-1/QLD/by_admin');
    expect((await store.listed([id])).get(id)).toEqual([
      'plumbing',
      'electrical',
      'air-conditioning',
    ]);

    const queued = await facts.pendingTradies();
    await tradie
      .patch(`/api/tradies/${id}/profile`, {
        otherLicences: [
          { licenceNumber: ELECTRICAL_ONLY, licenceState: 'NSW' },
          { licenceNumber: 'SA-9', licenceState: 'SA' },
        ],
      })
      .expect(200);
    // The QLD licence's check went with it; the added SA licence waits for an admin.
    expect((await keys()).some((k) => k.startsWith('QB-1'))).toBe(false);
    expect((await store.listed([id])).get(id)).toEqual(['plumbing', 'electrical']);
    expect(await facts.pendingTradies()).toBe(queued + 1);
    await admin
      .post(`/api/admin/tradies/${id}/reject`, { reason: 'SA-9 is not yours' })
      .expect(200);
    const kept = await store.listingInput(id);
    expect(kept?.otherLicences.map((l) => l.licenceNumber)).toEqual([ELECTRICAL_ONLY]);
    expect(await facts.pendingTradies()).toBe(queued);
  }, 60_000);

  it('two answers relisting at once (two workers) leave the listing of both checks', async () => {
    // The app's own workers wait on the register: this test records the answers itself.
    standIn.hang.add(PLUMBING_ONLY);
    standIn.hang.add(ELECTRICAL_ONLY);
    try {
      const tradie = await registerAs(
        await t.client(),
        tradieRegistration({
          licenceNumber: PLUMBING_ONLY,
          categories: ['plumbing', 'electrical'],
          otherLicences: [{ licenceNumber: ELECTRICAL_ONLY, licenceState: 'NSW' }],
        }),
      );
      const store = t.app.get(LicenceCheckStore, { strict: false });
      const found = (licenceNumber: string, covers: string[]): LicenceCheckAnswer => ({
        kind: 'found',
        record: {
          licenceNumber,
          state: 'NSW',
          holder: 'A HOLDER',
          status: 'current',
          expiresOn: null,
          classes: [],
          covers,
        },
      });
      const job = (licenceNumber: string) => ({
        tradieId: tradie.id,
        licenceNumber,
        state: 'NSW' as const,
      });
      await store.record(job(PLUMBING_ONLY), found(PLUMBING_ONLY, ['plumbing']), new Date());
      // Worker A read the checks (only plumbing answered) and is slow to write its listing.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const slow = Object.create(store) as LicenceCheckStore;
      slow.setListed = async (id, listed) => {
        await held;
        return store.setListed(id, listed);
      };
      const service = (s: LicenceCheckStore) =>
        new LicenceVerificationService(
          s,
          t.app.get(LicenceCheckQueue, { strict: false }),
          [],
          t.app.get(MaintenanceMode, { strict: false }),
          t.app.get(Clock, { strict: false }),
          t.app.get(UnitOfWork, { strict: false }),
        );
      const a = service(slow).relist(tradie.id);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Worker B records electrical and relists while A still holds its stale read.
      await store.record(job(ELECTRICAL_ONLY), found(ELECTRICAL_ONLY, ['electrical']), new Date());
      const b = service(store).relist(tradie.id);
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await Promise.all([a, b]);
      expect((await store.listed([tradie.id])).get(tradie.id)?.sort()).toEqual([
        'electrical',
        'plumbing',
      ]);
    } finally {
      standIn.hang.delete(PLUMBING_ONLY);
      standIn.hang.delete(ELECTRICAL_ONLY);
    }
  });
});
