import { FixedClock } from '#shared/domain/clock.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { SandboxPaymentGateway } from '#modules/payments/infra/sandbox-payment-gateway.js';
import { signPaymentEvent } from '#modules/payments/infra/stripe-events.js';
import { StripePaymentGateway } from '#modules/payments/infra/stripe-payment-gateway.js';
import { paymentGatewayContract } from '../contracts/payment-gateway.contract.js';
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

const SANDBOX_SECRET = 'whsec_sandbox_contract';
const STRIPE_SECRET = 'whsec_stripe_contract';

describe('payment gateways', () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  beforeAll(async () => {
    t = await startTestApp();
    standIn = await startStripeStandIn();
  }, 60_000);
  afterAll(async () => {
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
      payInForm: async (intent, card) => {
        await gateway.payWithCard(intent.clientSecret, card);
      },
      reverseAtProvider: (intent, what) => {
        const state = charges.get(intent.providerRef) ?? noReversal;
        charges.set(intent.providerRef, reversedCharge(state, 999, what));
      },
      signedEvent: (type, providerRef, eventId = `evt_${Math.random().toString(36).slice(2)}`) => {
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
        return { body: Buffer.from(body), signature: signPaymentEvent(body, SANDBOX_SECRET) };
      },
    };
  });

  paymentGatewayContract('Stripe (against the local stand-in)', async () => ({
    gateway: new StripePaymentGateway({
      secretKey: 'sk_test_contract',
      webhookSecret: STRIPE_SECRET,
      apiBase: standIn.url,
    }),
    payInForm: async (intent, card) => {
      standIn.payInForm(intent.providerRef, TEST_PAYMENT_METHODS[card.number.replace(/\s/g, '')]);
    },
    reverseAtProvider: (intent, what) => standIn.reverse(intent.providerRef, what),
    signedEvent: (type, providerRef, eventId) => {
      const body = standIn.event(type, providerRef, eventId);
      return { body: Buffer.from(body), signature: signPaymentEvent(body, STRIPE_SECRET) };
    },
  }));

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
