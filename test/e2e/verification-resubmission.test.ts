import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { abnFromNineDigits } from '#modules/identity/domain/abn.js';
import { homeownerRegistration, registerAs, tradieRegistration } from '../support/fixtures.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

const corrected = {
  businessName: 'Mitchell Plumbing and Gas',
  abn: abnFromNineDigits('913577204'),
  licenceNumber: 'pl 654321',
  licenceState: 'NSW',
  categories: ['plumbing', 'tiling'],
  servicePostcode: '2010',
  serviceRadiusKm: 30,
};

/** A rejected tradie corrects their details and goes back into the admin's queue. */
describe('HTTP: a rejected tradie resubmits for verification', () => {
  let t: TestApp;
  let admin: ApiClient;
  let tradie: ApiClient;
  let tradieId: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    tradie = await t.client();
    tradieId = (await registerAs(tradie, tradieRegistration())).id;
    await admin
      .post(`/api/admin/tradies/${tradieId}/reject`, {
        reason: 'The licence number does not match the NSW register',
      })
      .expect(200);
  }, 60_000);
  afterAll(() => t.close());

  it('shows the rejected tradie the decision and its reason', async () => {
    const res = await tradie.get('/api/me/verification').expect(200);
    expect(res.body).toMatchObject({
      status: 'rejected',
      decision: {
        decision: 'rejected',
        reason: 'The licence number does not match the NSW register',
      },
      resubmittedAt: null,
      details: { businessName: 'Mitchell Plumbing', licenceNumber: 'PL123456' },
    });
  });

  it('refuses an invalid ABN naming abn (400) and leaves the tradie rejected', async () => {
    const res = await tradie.post('/api/me/verification/resubmission', {
      ...corrected,
      abn: '12345678901',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'AUTH.INVALID_ABN', field: 'abn' });
    const bad = await tradie.post('/api/me/verification/resubmission', {
      ...corrected,
      servicePostcode: '20',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('servicePostcode');
    expect((await tradie.get('/api/me/verification').expect(200)).body.status).toBe('rejected');
  });

  it('refuses a service postcode in no postcode list naming servicePostcode (400), changing nothing', async () => {
    const res = await tradie.post('/api/me/verification/resubmission', {
      ...corrected,
      servicePostcode: '0001',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'AUTH.UNKNOWN_POSTCODE', field: 'servicePostcode' });
    const own = (await tradie.get('/api/me/verification').expect(200)).body;
    expect(own).toMatchObject({ status: 'rejected', resubmittedAt: null });
    expect(own.details.servicePostcode).toBe('2000');
  });

  it('refuses an ABN another approved tradie holds (409 naming abn)', async () => {
    const other = await t.client();
    const taken = abnFromNineDigits('246813579');
    const otherId = (await registerAs(other, tradieRegistration({ abn: taken }))).id;
    await admin.post(`/api/admin/tradies/${otherId}/approve`).expect(200);
    const res = await tradie.post('/api/me/verification/resubmission', {
      ...corrected,
      abn: taken,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'TRADIES.ABN_TAKEN', field: 'abn' });
  });

  it('resubmits corrected details once (of two at once), back to pending with a new ABN check', async () => {
    const both = await Promise.all([
      tradie.post('/api/me/verification/resubmission', corrected),
      tradie.post('/api/me/verification/resubmission', corrected),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const res = both.find((r) => r.status === 200)!;
    expect(res.body).toMatchObject({
      status: 'pending',
      decision: { decision: 'rejected' },
      details: { licenceNumber: 'PL 654321', abn: corrected.abn, servicePostcode: '2010' },
    });
    expect(typeof res.body.resubmittedAt).toBe('string');
    const me = await tradie.get('/api/auth/me').expect(200);
    expect(me.body.user.status).toBe('pending');
    const [check] = await t.query<{ abn: string }>(
      `SELECT abn FROM abn_checks WHERE tradie_id = $1`,
      [tradieId],
    );
    expect(check?.abn).toBe(corrected.abn);
    const steps = await t.query<{ kind: string; actor_id: string }>(
      `SELECT kind, actor_id FROM tradie_verification_history WHERE tradie_id = $1 ORDER BY id`,
      [tradieId],
    );
    expect(steps).toEqual([
      { kind: 'rejected', actor_id: expect.any(String) },
      { kind: 'resubmitted', actor_id: tradieId },
    ]);
  });

  it('refuses a second resubmission while it waits (409)', async () => {
    const res = await tradie.post('/api/me/verification/resubmission', corrected);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'TRADIES.VERIFICATION_PENDING' });
  });

  it("marks the resubmission in the admin's queue with the earlier decision", async () => {
    const res = await admin.get('/api/admin/tradies').expect(200);
    const item = res.body.items.find((i: { id: string }) => i.id === tradieId);
    expect(item).toMatchObject({
      abn: corrected.abn,
      resubmission: {
        earlierDecision: 'rejected',
        earlierReason: 'The licence number does not match the NSW register',
      },
    });
    expect(typeof item.resubmission.earlierDecidedAt).toBe('string');
    expect(typeof item.resubmission.resubmittedAt).toBe('string');
  });

  it('approves the resubmitted tradie, audits both decisions and refuses another resubmission', async () => {
    await admin.post(`/api/admin/tradies/${tradieId}/approve`).expect(200);
    const audit = await admin.get(`/api/admin/audit?targetId=${tradieId}`).expect(200);
    expect(audit.body.items.map((i: { action: string }) => i.action)).toEqual([
      'tradie.approve',
      'tradie.reject',
    ]);
    const again = await tradie.post('/api/me/verification/resubmission', corrected);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'TRADIES.ALREADY_APPROVED' });
    const status = await tradie.get('/api/me/verification').expect(200);
    expect(status.body).toMatchObject({ status: 'approved', decision: { decision: 'approved' } });
  });

  it('is for tradies only (403 for a homeowner)', async () => {
    const homeowner = await t.client();
    await registerAs(homeowner, homeownerRegistration());
    await homeowner.get('/api/me/verification').expect(403);
    await homeowner.post('/api/me/verification/resubmission', corrected).expect(403);
  });
});
