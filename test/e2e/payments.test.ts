import { DeparturesService } from '#modules/admin/domain/departures.js';
import { signPaymentEvent } from '#modules/payments/infra/stripe-events.js';
import { marketplace } from '../support/marketplace.js';
import { GOOD, payInFrame } from '../support/payments.js';
import { homeownerRegistration, registerAs, tradieRegistration } from '../support/fixtures.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

const DECLINED = { ...GOOD, number: '4000 0000 0000 0002' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const STARTER = { purpose: 'bundle', bundleId: 'starter', method: 'card' };

/** An emergency job posted through the jobs module: pending_payment until its fee is paid. */
const emergencyJob = (t: TestApp, homeownerId: string) =>
  marketplace(t.app).job(homeownerId, {
    title: 'Burst pipe in the kitchen',
    isEmergency: true,
  });

describe('payments over HTTP (sandbox)', () => {
  let t: TestApp;
  let tradie: ApiClient;
  let homeowner: ApiClient;
  let homeownerId: string;
  let otherHomeowner: ApiClient;
  let anonymous: ApiClient;

  beforeAll(async () => {
    t = await startTestApp();
    tradie = await t.client();
    await registerAs(tradie, tradieRegistration()); // pending: may still buy credits
    homeowner = await t.client();
    homeownerId = (await registerAs(homeowner, homeownerRegistration())).id;
    otherHomeowner = await t.client();
    await registerAs(otherHomeowner, homeownerRegistration());
    anonymous = await t.client();
  }, 60_000);
  afterAll(() => t.close());

  const balance = async (client: ApiClient) =>
    (await client.get('/api/credits/balance').expect(200)).body.balance as number;

  it('tells anyone the gateway, the methods (no PayPal unless configured), the fee and the test cards', async () => {
    const res = await anonymous.get('/api/payments/options').expect(200);
    expect(res.body).toEqual({
      gateway: 'sandbox',
      gatewayLabel: 'Sandbox',
      methods: [
        { id: 'card', label: 'Card', available: true },
        { id: 'paypal', label: 'PayPal', available: false },
      ],
      emergencyFeeCents: 1000,
      currency: 'AUD',
      testMode: true,
      testCards: { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' },
      sandboxFrameUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/frame$/),
    });
  });

  describe('buying a bundle', () => {
    it('checks out, declines with the reason, then pays: +5 credits, once, with a tax invoice', async () => {
      const before = await balance(tradie);
      const checkout = await tradie.post('/api/payments/checkout', STARTER).expect(201);
      expect(checkout.body).toMatchObject({
        status: 'pending',
        purpose: 'bundle',
        bundleId: 'starter',
        credits: 5,
        amountCents: 999,
        gstCents: 91,
        currency: 'AUD',
        method: 'card',
        gateway: 'sandbox',
        invoiceId: null,
      });
      const id = checkout.body.paymentId as string;

      const declined = await payInFrame(tradie, id, DECLINED, 200);
      expect(declined.body).toMatchObject({ status: 'failed', reason: 'Your card was declined.' });
      expect(await balance(tradie)).toBe(before);

      const paid = await payInFrame(tradie, id, GOOD, 200);
      expect(paid.body).toMatchObject({ status: 'succeeded', invoiceId: expect.any(String) });
      expect(paid.body).not.toHaveProperty('reason');
      const again = await payInFrame(tradie, id, GOOD, 200);
      const noCard = await tradie.post(`/api/payments/${id}/confirm`, {}).expect(200);
      expect(again.body.invoiceId).toBe(paid.body.invoiceId);
      expect(noCard.body.status).toBe('succeeded');
      expect(await balance(tradie)).toBe(before + 5);

      const history = await tradie.get('/api/credits/transactions').expect(200);
      expect(
        history.body.items.filter((i: { type: string }) => i.type === 'purchase'),
      ).toHaveLength(1);

      const read = await tradie.get(`/api/payments/${id}`).expect(200);
      expect(read.body).toMatchObject({ status: 'succeeded', paidAt: expect.any(String) });
    });

    it('lists the invoice in the wallet, as JSON and as a printable page', async () => {
      const list = await tradie.get('/api/payments/invoices').expect(200);
      expect(list.body.items.length).toBeGreaterThanOrEqual(1);
      const invoice = list.body.items[0];
      expect(invoice).toMatchObject({
        numberLabel: expect.stringMatching(/^TH-\d{6,}$/),
        totalCents: 999,
        gstCents: 91,
        currency: 'AUD',
        seller: { name: 'Tradiehub Pty Ltd', abn: '18123456789' },
        buyer: { name: 'Dave Mitchell', businessName: 'Mitchell Plumbing' },
        lines: [
          {
            description: 'Starter credit bundle: 5 credits',
            quantity: 1,
            unitPriceCents: 999,
            totalCents: 999,
          },
        ],
        printUrl: `/api/payments/invoices/${invoice.id}/print`,
      });
      const one = await tradie.get(`/api/payments/invoices/${invoice.id}`).expect(200);
      expect(one.body).toEqual(invoice);
      const page = await tradie.get(invoice.printUrl).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('Tax invoice');
      expect(page.text).toContain('ABN 18 123 456 789');
      expect(page.text).toContain(invoice.numberLabel);
      expect(page.text).toContain('Total A$9.99 includes GST of A$0.91');
      // Someone else's invoice reads as missing.
      await homeowner.get(`/api/payments/invoices/${invoice.id}`).expect(404);
      await homeowner.get(invoice.printUrl).expect(404);
      expect((await homeowner.get('/api/payments/invoices').expect(200)).body.items).toEqual([]);
    });

    it('credits once when the signed webhook is delivered twice (no CSRF header needed)', async () => {
      const before = await balance(tradie);
      const { paymentId } = (await tradie.post('/api/payments/checkout', STARTER).expect(201)).body;
      const [row] = await t.query<{ provider_ref: string }>(
        'SELECT provider_ref FROM payments WHERE id = $1',
        [paymentId],
      );
      const body = JSON.stringify({
        id: `evt_e2e_${paymentId}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: row.provider_ref, object: 'payment_intent' } },
      });
      const signature = signPaymentEvent(body, t.config.payments.sandboxWebhookSecret);
      const deliver = () =>
        anonymous.agent
          .post('/api/payments/webhook')
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', signature)
          .send(body);
      expect((await deliver().expect(200)).body).toEqual({ received: true, result: 'applied' });
      expect((await deliver().expect(200)).body).toEqual({ received: true, result: 'duplicate' });
      expect(await balance(tradie)).toBe(before + 5);
    });

    it('refuses an unsigned or wrongly signed webhook with 400', async () => {
      const body = JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded' });
      const unsigned = await anonymous.agent
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(400);
      expect(unsigned.body).toMatchObject({ code: 'PAYMENTS.BAD_SIGNATURE', field: 'signature' });
      await anonymous.agent
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signPaymentEvent(body, 'whsec_not_ours'))
        .send(body)
        .expect(400);
    });
  });

  describe('emergency posting fee', () => {
    it('opens the job only when paid; the second checkout is 409 already paid', async () => {
      const jobId = await emergencyJob(t, homeownerId);
      const teaser = async () =>
        ((await anonymous.get('/api/jobs/open').expect(200)).body as { id: string }[]).map(
          (j) => j.id,
        );
      const checkout = await homeowner
        .post('/api/payments/checkout', { purpose: 'emergency_job', jobId, method: 'card' })
        .expect(201);
      expect(checkout.body).toMatchObject({ amountCents: 1000, gstCents: 91, jobId, credits: 0 });
      expect(await teaser()).not.toContain(jobId);
      const paid = await payInFrame(homeowner, checkout.body.paymentId, GOOD, 200);
      expect(paid.body.status).toBe('succeeded');
      expect(await teaser()).toContain(jobId);
      const res = await homeowner
        .post('/api/payments/checkout', { purpose: 'emergency_job', jobId, method: 'card' })
        .expect(409);
      expect(res.body.code).toBe('PAYMENTS.ALREADY_PAID');
    });

    it('cancelling the job cancels its unpaid fee: the card is then never charged', async () => {
      const jobId = await emergencyJob(t, homeownerId);
      const checkout = await homeowner
        .post('/api/payments/checkout', { purpose: 'emergency_job', jobId, method: 'card' })
        .expect(201);
      const cancelled = await homeowner.post(`/api/jobs/${jobId}/cancel`).expect(200);
      expect(cancelled.body.job.status).toBe('cancelled');
      const payment = await homeowner.get(`/api/payments/${checkout.body.paymentId}`).expect(200);
      expect(payment.body).toMatchObject({
        status: 'failed',
        reason: 'Cancelled with its job',
      });
      // A pay screen left open in another tab cannot charge it any more.
      const late = await payInFrame(homeowner, checkout.body.paymentId, GOOD);
      expect(late.status).toBeLessThan(500);
      expect(late.body.status).not.toBe('succeeded');
      const [charge] = await t.query<{ status: string }>(
        'SELECT status FROM sandbox_charges WHERE payment_id = $1',
        [checkout.body.paymentId],
      );
      expect(charge.status).toBe('canceled');
      const job = await homeowner.get(`/api/jobs/${jobId}`).expect(200);
      expect(job.body.job.status).toBe('cancelled');
    });

    it('a departing owner’s unpaid fee is cancelled with the job it withdraws', async () => {
      const leaving = await t.client();
      const leavingId = (await registerAs(leaving, homeownerRegistration())).id;
      const jobId = await emergencyJob(t, leavingId);
      const checkout = await leaving
        .post('/api/payments/checkout', { purpose: 'emergency_job', jobId, method: 'card' })
        .expect(201);
      await t.app.get(DeparturesService).withdrawJobsOf(leavingId, 'owner_banned');
      const [payment] = await t.query<{ status: string; failure_reason: string }>(
        'SELECT status, failure_reason FROM payments WHERE id = $1',
        [checkout.body.paymentId],
      );
      expect(payment).toEqual({ status: 'failed', failure_reason: 'Cancelled with its job' });
      const [charge] = await t.query<{ status: string }>(
        'SELECT status FROM sandbox_charges WHERE payment_id = $1',
        [checkout.body.paymentId],
      );
      expect(charge.status).toBe('canceled');
    });

    it('a fee paid at the provider just before the cancel refuses the cancel; the job then opens', async () => {
      const jobId = await emergencyJob(t, homeownerId);
      const checkout = await homeowner
        .post('/api/payments/checkout', { purpose: 'emergency_job', jobId, method: 'card' })
        .expect(201);
      // Paid in the provider's own form; its confirmation has not reached us yet.
      await t.query(`UPDATE sandbox_charges SET status = 'succeeded' WHERE payment_id = $1`, [
        checkout.body.paymentId,
      ]);
      const refused = await homeowner.post(`/api/jobs/${jobId}/cancel`).expect(409);
      expect(refused.body.code).toBe('PAYMENTS.FEE_PAID_MEANWHILE');
      const confirmed = await homeowner
        .post(`/api/payments/${checkout.body.paymentId}/confirm`, {})
        .expect(200);
      expect(confirmed.body.status).toBe('succeeded');
      const job = await homeowner.get(`/api/jobs/${jobId}`).expect(200);
      expect(job.body.job.status).toBe('open');
    });
  });

  describe('refusals', () => {
    it('401 for anonymous visitors on every payment route but options and the webhook', async () => {
      await anonymous.post('/api/payments/checkout', STARTER).expect(401);
      await payInFrame(anonymous, UNKNOWN_ID, GOOD, 401);
      await anonymous.get(`/api/payments/${UNKNOWN_ID}`).expect(401);
      await anonymous.get('/api/payments/invoices').expect(401);
      await anonymous.get(`/api/payments/invoices/${UNKNOWN_ID}`).expect(401);
    });

    it('403 without the CSRF header', async () => {
      const res = await tradie.agent.post('/api/payments/checkout').send(STARTER).expect(403);
      expect(res.body.code).toBe('AUTH.CSRF');
    });

    it('403 when a homeowner or an admin buys a bundle', async () => {
      const res = await homeowner.post('/api/payments/checkout', STARTER).expect(403);
      expect(res.body.code).toBe('PAYMENTS.TRADIES_ONLY');
      await (await t.admin()).post('/api/payments/checkout', STARTER).expect(403);
    });

    it('403 when someone else pays a homeowner’s emergency fee; 404 for an unknown job', async () => {
      const jobId = await emergencyJob(t, homeownerId);
      const body = { purpose: 'emergency_job', jobId, method: 'card' };
      expect(
        (await otherHomeowner.post('/api/payments/checkout', body).expect(403)).body.code,
      ).toBe('PAYMENTS.NOT_YOUR_JOB');
      expect((await tradie.post('/api/payments/checkout', body).expect(403)).body.code).toBe(
        'PAYMENTS.NOT_YOUR_JOB',
      );
      const res = await homeowner
        .post('/api/payments/checkout', { ...body, jobId: UNKNOWN_ID })
        .expect(404);
      expect(res.body.code).toBe('PAYMENTS.JOB_NOT_FOUND');
    });

    it('403 when someone else confirms or reads a payment; 404 for an unknown one', async () => {
      const { paymentId } = (await tradie.post('/api/payments/checkout', STARTER).expect(201)).body;
      const other = await t.client();
      await registerAs(other, tradieRegistration());
      const res = await payInFrame(other, paymentId, GOOD, 403);
      expect(res.body.code).toBe('PAYMENTS.NOT_YOURS');
      await other.get(`/api/payments/${paymentId}`).expect(403);
      await payInFrame(tradie, UNKNOWN_ID, GOOD, 404);
      await tradie.get(`/api/payments/${UNKNOWN_ID}`).expect(404);
      await tradie.get(`/api/payments/invoices/${UNKNOWN_ID}`).expect(404);
    });

    const badCheckouts: [string, unknown][] = [
      ['purpose', { bundleId: 'starter', method: 'card' }],
      ['purpose', { ...STARTER, purpose: 'gift' }],
      ['bundleId', { purpose: 'bundle', method: 'card' }],
      ['bundleId', { ...STARTER, bundleId: 'mega' }],
      ['bundleId', { ...STARTER, bundleId: 42 }],
      ['method', { purpose: 'bundle', bundleId: 'starter' }],
      ['method', { ...STARTER, method: 'bitcoin' }],
      ['method', { ...STARTER, method: 'paypal' }],
      ['jobId', { purpose: 'emergency_job', method: 'card' }],
      ['jobId', { purpose: 'emergency_job', jobId: 'not-a-uuid', method: 'card' }],
      ['extra', { ...STARTER, extra: true }],
      ['body', [STARTER]],
    ];
    it.each(badCheckouts)('400 naming %s for a bad checkout body', async (field, body) => {
      const res = await tradie.post('/api/payments/checkout', body as object).expect(400);
      expect(res.body.message).toContain(field);
    });

    it('400 naming PayPal as not offered when it is not configured', async () => {
      const res = await tradie
        .post('/api/payments/checkout', { ...STARTER, method: 'paypal' })
        .expect(400);
      expect(res.body).toMatchObject({ code: 'PAYMENTS.METHOD_UNAVAILABLE', field: 'method' });
      expect(res.body.message).toMatch(/PayPal is not offered here/);
    });

    const cardBodies: [string, string, unknown][] = [
      ['confirm', 'card', { card: GOOD }],
      ['confirm', 'card', { card: 'tok_visa' }],
      ['confirm', 'number', { number: '4242 4242 4242 4242' }],
      ['confirm', 'note', { note: 4242424242424242 }],
      ['checkout', 'cvc', { ...STARTER, cvc: '123' }],
      ['checkout', 'payer.card_number', { ...STARTER, payer: { card_number: 'x' } }],
    ];
    it.each(cardBodies)(
      'refuses card data in a %s body with a typed 400 naming %s',
      async (route, field, body) => {
        const { paymentId } = (await tradie.post('/api/payments/checkout', STARTER).expect(201))
          .body;
        const path =
          route === 'confirm' ? `/api/payments/${paymentId}/confirm` : '/api/payments/checkout';
        const res = await tradie.post(path, body as object).expect(400);
        expect(res.body).toMatchObject({ code: 'PAYMENTS.CARD_NOT_ACCEPTED', field });
        expect(JSON.stringify(res.body)).not.toContain('4242');
      },
    );

    it('400 for ids that are not UUIDs, never a 500', async () => {
      for (const path of [
        '/api/payments/x',
        '/api/payments/invoices/x',
        '/api/payments/invoices/1/print',
      ]) {
        const res = await tradie.get(path).expect(400).expect('Content-Type', /json/);
        expect(res.body.message).toContain('id');
      }
      await tradie.post("/api/payments/'%20OR%201=1/confirm", {}).expect(400);
    });
  });
});
