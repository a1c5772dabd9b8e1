import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { homeownerRegistration, registerAs, tradieRegistration } from '../support/fixtures.js';
import {
  ELECTRICAL_ONLY,
  PLUMBING_ONLY,
  ROOFING_ONLY,
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

  it('a tradie with several licences is listed in the union of what the checked ones cover', async () => {
    const admin = await t.admin();
    const tradie = await t.client();
    const { id } = await registerAs(
      tradie,
      tradieRegistration({
        licenceNumber: PLUMBING_ONLY,
        otherLicences: [{ licenceNumber: ELECTRICAL_ONLY.toLowerCase(), licenceState: 'NSW' }],
        categories: ['plumbing', 'electrical', 'roofing'],
      }),
    );
    // Each licence has its own check in the admin's queue.
    const checked = await untilLicence(admin, 'pending', id, (i) =>
      [i.licenceCheck, ...i.otherLicences].every((l) => l.result === 'found'),
    );
    expect(checked.otherLicences).toMatchObject([
      { licenceNumber: ELECTRICAL_ONLY, approved: false, result: 'found' },
    ]);
    expect(checked.licenceCheck.listedCategories).toEqual(['plumbing', 'electrical']);
    await admin.post(`/api/admin/tradies/${id}/approve`).expect(200);
    const approved = await untilLicence(admin, 'approved', id, (i) => i.otherLicences[0].approved);
    expect(approved.licenceCheck.listedCategories).toEqual(['plumbing', 'electrical']);

    // A licence added once approved is checked, but lists nothing until an admin reviews it.
    const edit = (otherLicences: unknown) =>
      tradie.patch(`/api/tradies/${id}/profile`, { otherLicences });
    const bad = await edit([{ licenceNumber: ROOFING_ONLY, licenceState: 'XX' }]).expect(400);
    expect(bad.body.message).toContain('otherLicences.0.licenceState');
    const saved = await edit([
      { licenceNumber: ELECTRICAL_ONLY, licenceState: 'NSW' },
      { licenceNumber: ROOFING_ONLY, licenceState: 'NSW' },
    ]).expect(200);
    expect(saved.body.tradie.otherLicences).toEqual([
      { licenceNumber: ELECTRICAL_ONLY, licenceState: 'NSW', approved: true },
      { licenceNumber: ROOFING_ONLY, licenceState: 'NSW', approved: false },
    ]);
    const waiting = await untilLicence(
      admin,
      'pending',
      id,
      (i) => i.otherLicences[1]?.result === 'found',
    );
    expect(waiting.licenceCheck.listedCategories).toEqual(['plumbing', 'electrical']);
    await admin.post(`/api/admin/tradies/${id}/approve`).expect(200);
    const reviewed = await untilLicence(admin, 'approved', id, (i) =>
      i.licenceCheck.listedCategories.includes('roofing'),
    );
    expect(reviewed.licenceCheck.listedCategories).toEqual(['plumbing', 'electrical', 'roofing']);

    // Only tradies state licences.
    const homeowner = await t.client();
    const refused = await homeowner
      .post('/api/auth/register', {
        ...homeownerRegistration(),
        otherLicences: [{ licenceNumber: ELECTRICAL_ONLY, licenceState: 'NSW' }],
      })
      .expect(400);
    expect(refused.body.message).toContain('otherLicences');
  }, 60_000);
});
