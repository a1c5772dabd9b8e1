import { randomUUID } from 'node:crypto';
import { FixedClock } from '#shared/domain/clock.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { SandboxPaymentGateway } from '#modules/payments/infra/sandbox-payment-gateway.js';
import { signPaymentEvent } from '#modules/payments/infra/stripe-events.js';
import { PayPalPaymentGateway } from '#modules/payments/infra/paypal-payment-gateway.js';
import { PAYPAL_DECLINED } from '#modules/payments/infra/paypal-events.js';
import { StripePaymentGateway } from '#modules/payments/infra/stripe-payment-gateway.js';
import { type EventKind, paymentGatewayContract } from '../contracts/payment-gateway.contract.js';
import { type PayPalStandIn, startPayPalStandIn } from '../support/paypal-stand-in.js';
import {
  chargeEventObject,
  type ChargeState,
  reversedCharge,
  startStripeStandIn,
  type StripeStandIn,
} from '../support/stripe-stand-in.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** What Stripe's Payment Element makes of the test card numbers. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
};

/** The contract's events in Stripe's words (the sandbox speaks them too). */
const STRIPE_TYPES: Record<EventKind, string> = {
  paid: 'payment_intent.succeeded',
  failed: 'payment_intent.payment_failed',
  other: 'payment_intent.created',
  refunded: 'charge.refunded',
  dispute_opened: 'charge.dispute.created',
  dispute_closed: 'charge.dispute.closed',
  dispute_other: 'charge.dispute.funds_withdrawn',
};

/** …and in PayPal's. */
const PAYPAL_TYPES: Record<EventKind, string> = {
  paid: 'PAYMENT.CAPTURE.COMPLETED',
  failed: 'PAYMENT.CAPTURE.DENIED',
  other: 'CHECKOUT.ORDER.APPROVED',
  refunded: 'PAYMENT.CAPTURE.REFUNDED',
  dispute_opened: 'CUSTOMER.DISPUTE.CREATED',
  dispute_closed: 'CUSTOMER.DISPUTE.RESOLVED',
  dispute_other: 'CUSTOMER.DISPUTE.UPDATED',
};

const SANDBOX_SECRET = 'whsec_sandbox_contract';
const STRIPE_SECRET = 'whsec_stripe_contract';

describe('payment gateways', () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  let paypal: PayPalStandIn;
  beforeAll(async () => {
    t = await startTestApp();
    standIn = await startStripeStandIn();
    paypal = await startPayPalStandIn();
  }, 60_000);
  afterAll(async () => {
    await paypal.close();
    await standIn.close();
    await t.close();
  });

  paymentGatewayContract('sandbox', async () => {
    const gateway = new SandboxPaymentGateway(
      t.app.get(TypeOrmUnitOfWork),
      new FixedClock(new Date('2026-11-23T00:00:00Z')),
      SANDBOX_SECRET,
    );
    // The sandbox charges no real card, so nobody refunds or disputes at a bank: the harness
    // keeps the charge's state and the sandbox's events take Stripe's shape.
    const charges = new Map<string, ChargeState>();
    const noReversal: ChargeState = { amountRefunded: 0, dispute: null };
    return {
      gateway,
      method: 'card',
      declineReason: 'Your card was declined.',
      payInForm: async (intent, card) => {
        await gateway.payWithCard(intent.clientSecret, card);
      },
      reverseAtProvider: (intent, what) => {
        const state = charges.get(intent.providerRef) ?? noReversal;
        charges.set(intent.providerRef, reversedCharge(state, 999, what));
      },
      signedEvent: (kind, providerRef, eventId = `evt_${Math.random().toString(36).slice(2)}`) => {
        const type = STRIPE_TYPES[kind];
        const charge = charges.get(providerRef) ?? noReversal;
        const body = JSON.stringify({
          id: eventId,
          object: 'event',
          type,
          livemode: false,
          data: {
            object: type.startsWith('charge.')
              ? chargeEventObject(type, providerRef, 999, charge)
              : {
                  id: providerRef,
                  object: 'payment_intent',
                  last_payment_error:
                    type === 'payment_intent.payment_failed'
                      ? { message: 'Your card was declined.' }
                      : null,
                },
          },
        });
        const headers = { 'stripe-signature': signPaymentEvent(body, SANDBOX_SECRET) };
        return { body: Buffer.from(body), headers };
      },
    };
  });

  paymentGatewayContract('Stripe (against the local stand-in)', async () => ({
    gateway: new StripePaymentGateway({
      secretKey: 'sk_test_contract',
      webhookSecret: STRIPE_SECRET,
      apiBase: standIn.url,
    }),
    method: 'card',
    declineReason: 'Your card was declined.',
    payInForm: async (intent, card) => {
      standIn.payInForm(intent.providerRef, TEST_PAYMENT_METHODS[card.number.replace(/\s/g, '')]);
    },
    reverseAtProvider: (intent, what) => standIn.reverse(intent.providerRef, what),
    signedEvent: (kind, providerRef, eventId) => {
      const body = standIn.event(STRIPE_TYPES[kind], providerRef, eventId);
      const headers = { 'stripe-signature': signPaymentEvent(body, STRIPE_SECRET) };
      return { body: Buffer.from(body), headers };
    },
  }));

  const paypalGateway = () =>
    new PayPalPaymentGateway({
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      apiBase: paypal.url,
      webhookId: paypal.webhookId,
      returnUrl: 'http://app.test/pay/paypal',
    });

  const starterOrder = (gateway: PayPalPaymentGateway) =>
    gateway.createIntent({
      paymentId: randomUUID(),
      amountCents: 999,
      method: 'paypal',
      description: 'Starter credit bundle: 5 credits',
    });

  paymentGatewayContract('PayPal (against the local stand-in)', async () => ({
    gateway: paypalGateway(),
    method: 'paypal',
    declineReason: PAYPAL_DECLINED,
    // The payer approves on PayPal's page, with a funding source that pays or is declined.
    payInForm: async (intent, card) => {
      paypal.approve(intent.providerRef, card.number.endsWith('0002') ? 'declined' : 'pays');
    },
    reverseAtProvider: (intent, what) => paypal.reverse(intent.providerRef, what),
    signedEvent: (kind, providerRef, eventId) => {
      const body = paypal.event(PAYPAL_TYPES[kind], providerRef, eventId);
      return { body: Buffer.from(body), headers: paypal.sign(body) };
    },
  }));

  describe('PayPal adapter details', () => {
    it('creates an AUD order to capture, once per payment, sending the payer back to us', async () => {
      const paymentId = '6f1c1d1e-0000-4000-8000-0000000000a1';
      const request = {
        paymentId,
        amountCents: 3999,
        method: 'paypal' as const,
        description: 'Pro credit bundle: 30 credits',
      };
      const intent = await paypalGateway().createIntent(request);
      expect(intent.clientSecret).toBe(`${paypal.url}/checkoutnow?token=${intent.providerRef}`);
      expect(paypal.order(intent.providerRef)).toMatchObject({
        intent: 'CAPTURE',
        purchase_units: [
          { custom_id: paymentId, amount: { currency_code: 'AUD', value: '39.99' } },
        ],
      });
      const creates = paypal.requests.filter((r) => r.body.includes(paymentId));
      expect(creates.map((r) => r.headers['paypal-request-id'])).toEqual([
        `tradiehub-payment-${paymentId}`,
      ]);
      const page = await fetch(intent.clientSecret);
      expect(await page.text()).toContain('Pay now');
      const back = await fetch(`${paypal.url}/checkoutnow/approve?token=${intent.providerRef}`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(back.headers.get('location')).toBe(
        `http://app.test/pay/paypal?payment=${paymentId}&token=${intent.providerRef}&PayerID=STANDINPAYER`,
      );
    });

    it('captures an approved order once, when two reads cross', async () => {
      const gateway = paypalGateway();
      const intent = await starterOrder(gateway);
      paypal.approve(intent.providerRef, 'pays');
      const outcomes = await Promise.all([
        gateway.retrieve(intent.providerRef),
        gateway.retrieve(intent.providerRef),
      ]);
      expect(outcomes).toEqual([{ status: 'succeeded' }, { status: 'succeeded' }]);
      expect(paypal.order(intent.providerRef)?.purchase_units[0].payments?.captures).toHaveLength(
        1,
      );
    });

    it('fetches a new token when PayPal no longer takes the old one', async () => {
      const gateway = paypalGateway();
      const intent = await starterOrder(gateway);
      paypal.expireTokens();
      expect(await gateway.retrieve(intent.providerRef)).toEqual({ status: 'pending' });
    });

    it('refuses an event PayPal verifies for another webhook, and is unavailable when down', async () => {
      const other = new PayPalPaymentGateway({
        clientId: paypal.clientId,
        clientSecret: paypal.clientSecret,
        apiBase: paypal.url,
        webhookId: 'WH-SOMEONE-ELSE',
        returnUrl: 'http://app.test/pay/paypal',
      });
      const body = paypal.event('CHECKOUT.ORDER.APPROVED', 'nobody');
      await expect(other.parseWebhook(Buffer.from(body), paypal.sign(body))).rejects.toMatchObject({
        code: 'PAYMENTS.BAD_SIGNATURE',
      });
      const down = new PayPalPaymentGateway({
        clientId: 'x',
        clientSecret: 'y',
        apiBase: 'http://127.0.0.1:9',
        webhookId: 'WH',
        returnUrl: 'http://app.test/pay/paypal',
      });
      await expect(down.parseWebhook(Buffer.from(body), paypal.sign(body))).rejects.toMatchObject({
        code: 'PAYMENTS.GATEWAY_UNAVAILABLE',
      });
    });
  });

  describe('Stripe adapter details', () => {
    const gateway = () =>
      new StripePaymentGateway({
        secretKey: 'sk_test_contract',
        webhookSecret: STRIPE_SECRET,
        apiBase: standIn.url,
      });

    it('creates an AUD PaymentIntent carrying our payment id, with an idempotency key', async () => {
      const paymentId = '6f1c1d1e-0000-4000-8000-000000000001';
      const intent = await gateway().createIntent({
        paymentId,
        amountCents: 3999,
        method: 'card',
        description: 'Pro credit bundle: 30 credits',
      });
      expect(intent.clientSecret).toMatch(/_secret_/);
      expect(standIn.intent(intent.providerRef)).toMatchObject({
        amount: 3999,
        currency: 'aud',
        metadata: { paymentId },
      });
      const create = standIn.requests.find(
        (r) =>
          r.method === 'POST' &&
          r.path === '/v1/payment_intents' &&
          r.body['metadata[paymentId]'] === paymentId,
      );
      expect(create?.idempotencyKey).toBe(`tradiehub-payment-${paymentId}`);
    });

    it('never confirms with a card itself: it only reads the intent the browser paid', async () => {
      const live = new StripePaymentGateway({
        secretKey: 'sk_live_contract',
        webhookSecret: STRIPE_SECRET,
        apiBase: standIn.url,
      });
      const paymentId = '6f1c1d1e-0000-4000-8000-000000000002';
      const { providerRef } = await live.createIntent({
        paymentId,
        amountCents: 999,
        method: 'card',
        description: 'Starter credit bundle: 5 credits',
      });
      expect(await live.retrieve(providerRef)).toEqual({ status: 'pending' });
      standIn.payInForm(providerRef, 'pm_card_visa');
      expect(await live.retrieve(providerRef)).toEqual({ status: 'succeeded' });
      const sent = standIn.requests.filter((r) => r.path.includes(providerRef));
      expect(sent.map((r) => r.method)).toEqual(['GET', 'GET']);
      expect(JSON.stringify(standIn.requests)).not.toContain('4242');
    });

    it('says the provider is unavailable when it cannot be reached', async () => {
      const unreachable = new StripePaymentGateway({
        secretKey: 'sk_test_contract',
        webhookSecret: STRIPE_SECRET,
        apiBase: 'http://127.0.0.1:9',
      });
      await expect(
        unreachable.createIntent({
          paymentId: 'x',
          amountCents: 999,
          method: 'card',
          description: 'x',
        }),
      ).rejects.toMatchObject({ code: 'PAYMENTS.GATEWAY_UNAVAILABLE', kind: 'unavailable' });
    }, 30_000);
  });
});
