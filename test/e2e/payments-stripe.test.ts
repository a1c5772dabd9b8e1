import { signPaymentEvent } from '#modules/payments/infra/stripe-events.js';
import { GOOD } from '../support/payments.js';
import { registerAs, tradieRegistration } from '../support/fixtures.js';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The Stripe adapter over HTTP against its local stand-in: the Payment Element flow (no card
 * reaches us), the signed webhook, and refunds and chargebacks — delivered twice and out of
 * order, they act once, and the payment, the invoice list and the printable invoice say so.
 */
describe('payments over HTTP (Stripe adapter against the local stand-in)', () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  const WEBHOOK_SECRET = 'whsec_e2e_stripe';
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_API_BASE: standIn.url,
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('uses Stripe when STRIPE_SECRET_KEY is set, and says so', async () => {
    const res = await (await t.client()).get('/api/payments/options').expect(200);
    expect(res.body).toMatchObject({
      gateway: 'stripe',
      gatewayLabel: 'Stripe',
      stripePublishableKey: 'pk_test_e2e',
      testMode: true,
    });
    expect(res.body).not.toHaveProperty('sandboxFrameUrl');
    expect(res.body.testCards).toEqual({
      succeeds: '4242 4242 4242 4242',
      declined: '4000 0000 0000 0002',
    });
  });

  it('hands out the client secret, and credits once when Stripe’s webhook says paid', async () => {
    const tradie = await t.client();
    await registerAs(tradie, tradieRegistration());
    const before = (await tradie.get('/api/credits/balance').expect(200)).body.balance as number;
    const checkout = await tradie
      .post('/api/payments/checkout', { purpose: 'bundle', bundleId: 'standard', method: 'card' })
      .expect(201);
    expect(checkout.body).toMatchObject({
      gateway: 'stripe',
      clientSecret: expect.stringMatching(/_secret_/),
    });
    const [row] = await t.query<{ provider_ref: string }>(
      'SELECT provider_ref FROM payments WHERE id = $1',
      [checkout.body.paymentId],
    );
    expect(standIn.intent(row.provider_ref)).toMatchObject({ amount: 2499, currency: 'aud' });

    // The payer pays in Stripe's own form; until the webhook, a card-less confirm says pending.
    const pending = await tradie
      .post(`/api/payments/${checkout.body.paymentId}/confirm`, {})
      .expect(200);
    expect(pending.body.status).toBe('pending');
    standIn.intent(row.provider_ref)!.status = 'succeeded';
    const body = standIn.event('payment_intent.succeeded', row.provider_ref, 'evt_stripe_e2e_1');
    for (const expected of ['applied', 'duplicate']) {
      const res = await tradie.agent
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signPaymentEvent(body, WEBHOOK_SECRET))
        .send(body)
        .expect(200);
      expect(res.body.result).toBe(expected);
    }
    expect((await tradie.get('/api/credits/balance').expect(200)).body.balance).toBe(before + 15);
    const confirmed = await tradie
      .post(`/api/payments/${checkout.body.paymentId}/confirm`, {})
      .expect(200);
    expect(confirmed.body).toMatchObject({
      status: 'succeeded',
      invoiceId: expect.any(String),
      clientSecret: null,
    });
  });

  it('reads a decline made in Stripe’s form, then the payment made there; no card reaches us', async () => {
    const tradie = await t.client();
    await registerAs(tradie, tradieRegistration());
    const { paymentId } = (
      await tradie
        .post('/api/payments/checkout', { purpose: 'bundle', bundleId: 'elite', method: 'card' })
        .expect(201)
    ).body;
    const [row] = await t.query<{ provider_ref: string }>(
      'SELECT provider_ref FROM payments WHERE id = $1',
      [paymentId],
    );
    const refused = await tradie
      .post(`/api/payments/${paymentId}/confirm`, { card: GOOD })
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'PAYMENTS.CARD_NOT_ACCEPTED', field: 'card' });
    standIn.payInForm(row.provider_ref, 'pm_card_chargeDeclined');
    const declined = await tradie.post(`/api/payments/${paymentId}/confirm`, {}).expect(200);
    expect(declined.body).toMatchObject({ status: 'failed', reason: 'Your card was declined.' });
    standIn.payInForm(row.provider_ref, 'pm_card_visa');
    const paid = await tradie.post(`/api/payments/${paymentId}/confirm`, {}).expect(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', credits: 50, amountCents: 5999 });
    expect(JSON.stringify(standIn.requests)).not.toMatch(/4242|4000000000000002/);
  });

  describe('refunds and disputes', () => {
    const balance = async (client: ApiClient) =>
      (await client.get('/api/credits/balance').expect(200)).body.balance as number;
    const deliver = (client: ApiClient, body: string, secret = WEBHOOK_SECRET) =>
      client.agent
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signPaymentEvent(body, secret))
        .send(body);
    /** A Standard bundle (15 credits) checked out and paid in Stripe's form; no webhook yet. */
    const paidInForm = async (tradie: ApiClient) => {
      const checkout = await tradie
        .post('/api/payments/checkout', { purpose: 'bundle', bundleId: 'standard', method: 'card' })
        .expect(201);
      const [{ provider_ref: ref }] = await t.query<{ provider_ref: string }>(
        'SELECT provider_ref FROM payments WHERE id = $1',
        [checkout.body.paymentId],
      );
      standIn.payInForm(ref, 'pm_card_visa');
      return { paymentId: checkout.body.paymentId as string, ref };
    };

    it('applies a refund that arrives before the payment once; the invoice carries its adjustment note', async () => {
      const tradie = await t.client();
      await registerAs(tradie, tradieRegistration());
      const before = await balance(tradie);
      const { paymentId, ref } = await paidInForm(tradie);
      standIn.reverse(ref, 'refund');
      const refunded = standIn.event('charge.refunded', ref, `evt_refund_${ref}`);
      const paid = standIn.event('payment_intent.succeeded', ref, `evt_paid_${ref}`);
      const results = [];
      for (const body of [refunded, paid, refunded, paid]) {
        results.push((await deliver(tradie, body).expect(200)).body.result);
      }
      expect(results).toEqual(['applied', 'applied', 'duplicate', 'duplicate']);
      // A redelivery under a new event id (Stripe retries are not always the same id) moves nothing.
      await deliver(tradie, standIn.event('charge.refunded', ref)).expect(200);
      expect(await balance(tradie)).toBe(before);

      const payment = (await tradie.get(`/api/payments/${paymentId}`).expect(200)).body;
      expect(payment).toMatchObject({
        status: 'succeeded',
        reversal: 'refunded',
        adjustments: [
          {
            numberLabel: expect.stringMatching(/^TH-AN-\d{6}$/),
            reason: 'refund',
            totalCents: 2499,
            gstCents: 227,
          },
        ],
      });
      const invoices = (await tradie.get('/api/payments/invoices').expect(200)).body.items;
      expect(invoices[0]).toMatchObject({
        paymentId,
        reversal: 'refunded',
        adjustments: [{ reason: 'refund' }],
      });
      const page = await tradie.get(invoices[0].printUrl).expect(200);
      expect(page.text).toContain('Adjustment note');
      expect(page.text).toContain(payment.adjustments[0].numberLabel);
    });

    it('freezes a disputed bundle’s credits, keeps them taken when the dispute is lost', async () => {
      const tradie = await t.client();
      await registerAs(tradie, tradieRegistration());
      const before = await balance(tradie);
      const { paymentId, ref } = await paidInForm(tradie);
      await deliver(tradie, standIn.event('payment_intent.succeeded', ref)).expect(200);
      expect(await balance(tradie)).toBe(before + 15);

      standIn.reverse(ref, 'dispute');
      await deliver(tradie, standIn.event('charge.dispute.created', ref)).expect(200);
      expect(await balance(tradie)).toBe(before);
      expect((await tradie.get(`/api/payments/${paymentId}`).expect(200)).body).toMatchObject({
        reversal: 'disputed',
        adjustments: [],
      });

      // A forged close (wrong secret) is refused and changes nothing.
      standIn.reverse(ref, 'dispute_won');
      const forged = await deliver(tradie, standIn.event('charge.dispute.closed', ref), 'whsec_x');
      expect(forged.status).toBe(400);
      expect(forged.body.code).toBe('PAYMENTS.BAD_SIGNATURE');
      standIn.reverse(ref, 'dispute_lost');
      await deliver(tradie, standIn.event('charge.dispute.closed', ref)).expect(200);
      expect(await balance(tradie)).toBe(before);
      expect((await tradie.get(`/api/payments/${paymentId}`).expect(200)).body).toMatchObject({
        reversal: 'dispute_lost',
        adjustments: [{ reason: 'chargeback', totalCents: 2499 }],
      });
    });
  });
});
