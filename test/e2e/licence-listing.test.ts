import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { homeownerRegistration, registerAs, tradieRegistration } from '../support/fixtures.js';
import {
  PLUMBING_ONLY,
  startWithNswRegister,
  untilLicence,
} from '../support/licence-register-app.js';
import type { NswTradesStandIn } from '../support/nsw-trades-stand-in.js';
import type { TestApp } from '../support/test-app.js';

describe('a tradie is sold and shown only the leads their licence covers', () => {
  let t: TestApp;
  let standIn: NswTradesStandIn;
  beforeAll(async () => {
    ({ t, standIn } = await startWithNswRegister());
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('refuses the lead of a trade the licence does not cover (403) and leaves it out of the feed', async () => {
    const admin = await t.admin();
    const tradie = await t.client();
    const { id } = await registerAs(
      tradie,
      tradieRegistration({ licenceNumber: PLUMBING_ONLY, categories: ['plumbing', 'electrical'] }),
    );
    await admin.post(`/api/admin/tradies/${id}/approve`).expect(200);
    await untilLicence(admin, 'approved', id, (i) => i.licenceCheck.result === 'found');
    await t.app.get(CreditLedger).credit(id, 10, 'purchase', 'test', `fund:${id}`);

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
    const plumbingJob = await post('plumbing');
    const electricalJob = await post('electrical');

    const feed = await tradie.get('/api/leads/feed').expect(200);
    const offered = feed.body.items.map((i: { id: string }) => i.id);
    expect(offered).toContain(plumbingJob);
    expect(offered).not.toContain(electricalJob);

    const before = (await tradie.get('/api/credits/balance').expect(200)).body.balance;
    const refused = await tradie.post(`/api/jobs/${electricalJob}/lead`).expect(403);
    expect(refused.body.code).toBe('LEADS.LICENCE_NOT_COVERING');
    expect((await tradie.get('/api/credits/balance')).body.balance).toBe(before);
    await tradie.post(`/api/jobs/${plumbingJob}/lead`).expect(201);
  }, 60_000);
});
