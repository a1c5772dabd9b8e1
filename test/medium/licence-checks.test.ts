import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NotificationFacts } from '#modules/notifications/domain/ports.js';
import { homeownerRegistration, registerAs, tradieRegistration } from '../support/fixtures.js';
import {
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
});
