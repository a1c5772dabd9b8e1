import { FixedClock } from '#shared/domain/clock.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { SandboxPaymentGateway } from '#modules/payments/infra/sandbox-payment-gateway.js';
import { signPaymentEvent } from '#modules/payments/infra/stripe-events.js';
import { StripePaymentGateway } from '#modules/payments/infra/stripe-payment-gateway.js';
import { GOOD_CARD, paymentGatewayContract } from '../contracts/payment-gateway.contract.js';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

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

  paymentGatewayContract('sandbox', async () => ({
    gateway: new SandboxPaymentGateway(
      t.app.get(TypeOrmUnitOfWork),
      new FixedClock(new Date('2026-11-23T00:00:00Z')),
      SANDBOX_SECRET,
    ),
    signedEvent: (type, providerRef, eventId = `evt_${Math.random().toString(36).slice(2)}`) => {
      const body = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        livemode: false,
        data: {
          object: {
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
  }));

  paymentGatewayContract('Stripe (against the local stand-in)', async () => ({
    gateway: new StripePaymentGateway({
      secretKey: 'sk_test_contract',
      webhookSecret: STRIPE_SECRET,
      apiBase: standIn.url,
    }),
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

    it('refuses card numbers in live mode: they belong in Stripe’s own form', async () => {
      const live = new StripePaymentGateway({
        secretKey: 'sk_live_contract',
        webhookSecret: STRIPE_SECRET,
        apiBase: standIn.url,
      });
      const { providerRef } = await gateway().createIntent({
        paymentId: '6f1c1d1e-0000-4000-8000-000000000002',
        amountCents: 999,
        method: 'card',
        description: 'Starter credit bundle: 5 credits',
      });
      await expect(live.confirm(providerRef, GOOD_CARD)).rejects.toMatchObject({
        code: 'PAYMENTS.CARD_NOT_ACCEPTED',
      });
      // Without card fields it reads the intent: paid in Stripe's form or not yet.
      expect(await live.confirm(providerRef, null)).toEqual({ status: 'pending' });
      expect(standIn.intent(providerRef)?.status).toBe('requires_payment_method');
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
