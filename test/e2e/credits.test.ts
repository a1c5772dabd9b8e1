import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { homeownerRegistration, registerAs, tradieRegistration } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('credits over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists the four bundles and the sign-up offer to anyone', async () => {
    const anonymous = await t.client();
    const bundles = await anonymous.get('/api/credits/bundles').expect(200);
    expect(bundles.body).toEqual([
      { id: 'starter', name: 'Starter', credits: 5, priceCents: 999 },
      { id: 'standard', name: 'Standard', credits: 15, priceCents: 2499 },
      { id: 'pro', name: 'Pro', credits: 30, priceCents: 3999 },
      { id: 'elite', name: 'Elite', credits: 50, priceCents: 5999 },
    ]);
    const before = await anonymous.get('/api/credits/signup-bonus').expect(200);
    expect(before.body).toMatchObject({ total: 100, credits: 5 });
    await registerAs(await t.client(), tradieRegistration());
    const after = await anonymous.get('/api/credits/signup-bonus').expect(200);
    expect(after.body.remaining).toBe(before.body.remaining - 1);
  });

  it('gives a new tradie 5 credits at sign-up, readable while still pending', async () => {
    const tradie = await t.client();
    const user = await registerAs(tradie, tradieRegistration());
    expect(user.status).toBe('pending');
    const balance = await tradie.get('/api/credits/balance').expect(200);
    expect(balance.body).toEqual({ balance: 5 });
    const history = await tradie.get('/api/credits/transactions').expect(200);
    expect(history.body.items).toEqual([
      expect.objectContaining({ type: 'signup_bonus', amount: 5, balanceAfter: 5 }),
    ]);
    expect(history.body.nextCursor).toBeNull();
  });

  it('gives a homeowner no sign-up bonus', async () => {
    const homeowner = await t.client();
    await registerAs(homeowner, homeownerRegistration());
    expect((await homeowner.get('/api/credits/balance').expect(200)).body).toEqual({ balance: 0 });
  });

  it('pages the history with the cursor it hands out', async () => {
    const homeowner = await t.client();
    const user = await registerAs(homeowner, homeownerRegistration());
    const ledger = t.app.get(CreditLedger);
    for (let i = 0; i < 3; i++)
      await ledger.credit(user.id, 10, 'reward', `job-${i}`, `rw${i}:${user.id}`);
    const first = await homeowner.get('/api/credits/transactions?limit=2').expect(200);
    expect(first.body.items.map((i: { reference: string }) => i.reference)).toEqual([
      'job-2',
      'job-1',
    ]);
    const second = await homeowner
      .get(`/api/credits/transactions?limit=2&cursor=${first.body.nextCursor}`)
      .expect(200);
    expect(second.body).toMatchObject({ items: [{ reference: 'job-0' }], nextCursor: null });
  });

  it('refuses bad query strings with 400 naming the field', async () => {
    const homeowner = await t.client();
    await registerAs(homeowner, homeownerRegistration());
    for (const query of [
      'cursor=%%%',
      'cursor=abc',
      'limit=0',
      'limit=101',
      'limit=x',
      'cursor=' + 'a'.repeat(300),
    ]) {
      const res = await homeowner.get(`/api/credits/transactions?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^(cursor|limit):/);
    }
  });

  it('needs a session for the wallet, and refuses banned users', async () => {
    const anonymous = await t.client();
    await anonymous.get('/api/credits/balance').expect(401);
    await anonymous.get('/api/credits/transactions').expect(401);
    const victim = await t.client();
    const user = await registerAs(victim, homeownerRegistration());
    await (await t.admin()).post(`/api/admin/users/${user.id}/ban`).expect(200);
    const res = await victim.get('/api/credits/balance').expect(403);
    expect(res.body.code).toBe('AUTH.BANNED');
  });
});
