import { registerAs, tradieRegistration } from '../support/fixtures.js';
import { type PayPalStandIn, startPayPalStandIn } from '../support/paypal-stand-in.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * PayPal over HTTP against its local stand-in: the payer is sent to PayPal's approval page and
 * back; the return's confirmation and PayPal's webhook cross and credit once; a refund reported
 * by webhook (or PayPal's reversal of the capture) takes the unspent credits back once, each
 * amending the tax invoice; unverified deliveries are refused.
 */
describe('payments over HTTP (PayPal adapter against the local stand-in)', () => {
  let t: TestApp;
  let paypal: PayPalStandIn;
  beforeAll(async () => {
    paypal = await startPayPalStandIn();
    t = await startTestApp({
      APP_URL: 'http://app.test',
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
      PAYPAL_API_BASE: paypal.url,
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  const balance = async (client: ApiClient) =>
    (await client.get('/api/credits/balance').expect(200)).body.balance as number;
  const deliver = (client: ApiClient, body: string, headers = paypal.sign(body)) =>
    client.agent
      .post('/api/payments/webhook/paypal')
      .set('Content-Type', 'application/json')
      .set(headers)
      .send(body);

  it('offers PayPal beside cards when it is configured', async () => {
    const res = await (await t.client()).get('/api/payments/options').expect(200);
    expect(res.body.methods).toEqual([
      { id: 'card', label: 'Card', available: true },
      { id: 'paypal', label: 'PayPal', available: true },
    ]);
  });

  it('sends the payer to PayPal and back; confirmation and webhook cross and credit once; a refund takes them back once', async () => {
    const tradie = await t.client();
    await registerAs(tradie, tradieRegistration());
    const before = await balance(tradie);
    const checkout = await tradie
      .post('/api/payments/checkout', { purpose: 'bundle', bundleId: 'standard', method: 'paypal' })
      .expect(201);
    const { paymentId, approvalUrl } = checkout.body as { paymentId: string; approvalUrl: string };
    expect(checkout.body).toMatchObject({
      gateway: 'paypal',
      method: 'paypal',
      clientSecret: null,
    });
    expect(approvalUrl.startsWith(`${paypal.url}/checkoutnow?token=`)).toBe(true);
    const orderId = new URL(approvalUrl).searchParams.get('token')!;
    expect(paypal.order(orderId)?.purchase_units[0].amount).toEqual({
      currency_code: 'AUD',
      value: '24.99',
    });

    // Not approved yet: a confirmation takes nothing.
    const early = await tradie.post(`/api/payments/${paymentId}/confirm`, {}).expect(200);
    expect(early.body.status).toBe('pending');

    // The payer approves on PayPal's page and is sent back to us with the order's token.
    const back = await fetch(new URL(`/checkoutnow/approve?token=${orderId}`, paypal.url), {
      method: 'POST',
      redirect: 'manual',
    });
    const returned = new URL(back.headers.get('location')!);
    expect(`${returned.origin}${returned.pathname}`).toBe('http://app.test/pay/paypal');
    expect(returned.searchParams.get('payment')).toBe(paymentId);

    const event = paypal.event('PAYMENT.CAPTURE.COMPLETED', orderId, 'WH-PAID-1');
    const [confirmed, hook] = await Promise.all([
      tradie.post(`/api/payments/${paymentId}/confirm`, {}).expect(200),
      deliver(tradie, event).expect(200),
    ]);
    expect(confirmed.body).toMatchObject({ status: 'succeeded', credits: 15, approvalUrl: null });
    expect(hook.body.result).toBe('applied');
    expect((await deliver(tradie, event).expect(200)).body.result).toBe('duplicate');
    expect(await balance(tradie)).toBe(before + 15);
    expect(paypal.order(orderId)?.purchase_units[0].payments?.captures).toHaveLength(1);

    // Half refunded (A$12.49 of A$24.99): floor(15 × 1249 / 2499) = 7 credits back, one note.
    paypal.reverse(orderId, 'partial_refund');
    const refund = paypal.event('PAYMENT.CAPTURE.REFUNDED', orderId, 'WH-REFUND-1');
    expect((await deliver(tradie, refund).expect(200)).body.result).toBe('applied');
    expect((await deliver(tradie, refund).expect(200)).body.result).toBe('duplicate');
    expect(await balance(tradie)).toBe(before + 8);
    // PayPal then reverses the capture (a chargeback settled against us): all of it is undone,
    // through the same path as a refund, and the invoice is amended by the rest.
    const reversed = paypal.event('PAYMENT.CAPTURE.REVERSED', orderId, 'WH-REVERSED-1');
    expect((await deliver(tradie, reversed).expect(200)).body.result).toBe('applied');
    expect((await deliver(tradie, reversed).expect(200)).body.result).toBe('duplicate');
    expect(await balance(tradie)).toBe(before);
    const read = await tradie.get(`/api/payments/${paymentId}`).expect(200);
    expect(read.body).toMatchObject({
      status: 'succeeded',
      reversal: 'refunded',
      adjustments: [
        { reason: 'refund', totalCents: 1249, gstCents: 114 },
        { reason: 'refund', totalCents: 1250, gstCents: 113 },
      ],
    });
    // The printable invoice carries both notes.
    const [invoice] = (await tradie.get('/api/payments/invoices').expect(200)).body.items;
    const page = await tradie.get(invoice.printUrl).expect(200);
    for (const note of read.body.adjustments) expect(page.text).toContain(note.numberLabel);
    expect(page.text).toContain('Refunded in part: A$12.49');
  });

  it('refuses a delivery PayPal does not verify, naming the signature', async () => {
    const tradie = await t.client();
    const body = paypal.event('CHECKOUT.ORDER.APPROVED', 'nobody', 'WH-FORGED-1');
    const headers = { ...paypal.sign(body), 'paypal-transmission-sig': 'forged' };
    const res = await deliver(tradie, body, headers).expect(400);
    expect(res.body).toMatchObject({ code: 'PAYMENTS.BAD_SIGNATURE', field: 'signature' });
    await deliver(tradie, body, {}).expect(400);
  });
});
