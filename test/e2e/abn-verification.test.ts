import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOCAL_REGISTER_SAMPLES } from '#modules/identity/infra/verification/local-business-registry.js';
import { registerAs, tradieRegistration } from '../support/fixtures.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

/** The admin's verification queue with development's local business register. */
describe('HTTP: approval rests on the business register', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
  }, 60_000);
  afterAll(() => t.close());

  async function checked(id: string) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const res = await admin.get('/api/admin/tradies').expect(200);
      const item = (res.body.items as { id: string; abnCheck: { result: string } }[]).find(
        (i) => i.id === id,
      );
      if (item && item.abnCheck.result !== 'not_checked') return item;
      if (Date.now() > deadline) throw new Error('the ABN check never answered');
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  it('refuses to approve a tradie whose ABN the register has cancelled (409)', async () => {
    const tradie = await registerAs(
      await t.client(),
      tradieRegistration({
        abn: LOCAL_REGISTER_SAMPLES.cancelled,
        businessName: 'Closed Doors Carpentry',
        state: 'NSW',
      }),
    );
    expect(await checked(tradie.id)).toMatchObject({
      abnCheck: { result: 'found', record: { status: 'cancelled' }, flags: ['abn_cancelled'] },
    });

    const res = await admin.post(`/api/admin/tradies/${tradie.id}/approve`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'TRADIES.ABN_CANCELLED' });
    const [row] = await t.query<{ verification_status: string }>(
      `SELECT verification_status FROM tradie_profiles WHERE id = $1`,
      [tradie.id],
    );
    expect(row?.verification_status).toBe('pending');
  });

  it('approves a tradie whose ABN is active and matches', async () => {
    const tradie = await registerAs(
      await t.client(),
      tradieRegistration({
        abn: LOCAL_REGISTER_SAMPLES.active,
        businessName: 'Harbour City Plumbing',
        state: 'NSW',
      }),
    );
    expect(await checked(tradie.id)).toMatchObject({
      abnCheck: {
        result: 'found',
        flags: [],
        record: { entityName: 'HARBOUR CITY PLUMBING PTY LTD', gstRegisteredFrom: '2012-07-01' },
      },
    });
    await admin.post(`/api/admin/tradies/${tradie.id}/approve`).expect(200);
  });

  it('does not let a non-admin see the register answers', async () => {
    const client = await t.client();
    await registerAs(client, tradieRegistration());
    await client.get('/api/admin/tradies').expect(403);
  });
});
