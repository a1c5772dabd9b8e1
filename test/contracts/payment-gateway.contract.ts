import { randomUUID } from 'node:crypto';
import type { GatewayIntent, PaymentGateway } from '#modules/payments/domain/payment-gateway.js';
import type { CardDetails } from '#modules/payments/infra/sandbox-cards.js';
import type { Reversal } from '../support/stripe-stand-in.js';

export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

export interface GatewayHarness {
  gateway: PaymentGateway;
  /** The payer's browser pays in the provider's own form, with the intent's client secret. */
  payInForm(intent: GatewayIntent, card: CardDetails): Promise<void>;
  /** Someone refunds or disputes the paid intent's charge at the provider. */
  reverseAtProvider(intent: GatewayIntent, what: Reversal): void;
  /**
   * A signed, provider-shaped event about an intent (or, for `charge.*` types, about its
   * charge or the charge's dispute, as they stand at the provider), as the webhook receives it.
   */
  signedEvent(
    type: string,
    providerRef: string,
    eventId?: string,
  ): { body: Buffer; signature: string };
}

const intentFor = (gateway: PaymentGateway, amountCents = 999) =>
  gateway.createIntent({
    paymentId: randomUUID(),
    amountCents,
    method: 'card',
    description: 'Starter credit bundle: 5 credits',
  });

/** What every PaymentGateway must do, sandbox or Stripe. */
export function paymentGatewayContract(name: string, make: () => Promise<GatewayHarness>) {
  describe(`PaymentGateway contract: ${name}`, () => {
    let h: GatewayHarness;
    beforeEach(async () => {
      h = await make();
    });

    it('takes cards and says PayPal is not available yet', () => {
      expect(h.gateway.supports('card')).toBe(true);
      expect(h.gateway.supports('paypal')).toBe(false);
      expect(h.gateway.label).toMatch(/^(Sandbox|Stripe)$/);
    });

    it('makes one intent per payment, however often it is asked', async () => {
      const request = {
        paymentId: randomUUID(),
        amountCents: 2499,
        method: 'card' as const,
        description: 'Standard credit bundle: 15 credits',
      };
      const first = await h.gateway.createIntent(request);
      const again = await h.gateway.createIntent(request);
      expect(first.providerRef).toBeTruthy();
      expect(again.providerRef).toBe(first.providerRef);
      const other = await intentFor(h.gateway);
      expect(other.providerRef).not.toBe(first.providerRef);
    });

    it('hands out a client secret for the browser form, the same on a repeated create', async () => {
      const request = {
        paymentId: randomUUID(),
        amountCents: 999,
        method: 'card' as const,
        description: 'Starter credit bundle: 5 credits',
      };
      const first = await h.gateway.createIntent(request);
      expect(first.clientSecret).toMatch(/_secret_/);
      expect((await h.gateway.createIntent(request)).clientSecret).toBe(first.clientSecret);
    });

    it('reads a payment made in its form as paid; paying again charges nothing more', async () => {
      const intent = await intentFor(h.gateway);
      await h.payInForm(intent, GOOD_CARD);
      expect(await h.gateway.retrieve(intent.providerRef)).toEqual({ status: 'succeeded' });
      await h.payInForm(intent, DECLINED_CARD);
      expect(await h.gateway.retrieve(intent.providerRef)).toEqual({ status: 'succeeded' });
    });

    it('reads a decline with its reason, and a good card then pays', async () => {
      const intent = await intentFor(h.gateway);
      await h.payInForm(intent, DECLINED_CARD);
      expect(await h.gateway.retrieve(intent.providerRef)).toEqual({
        status: 'failed',
        reason: 'Your card was declined.',
      });
      await h.payInForm(intent, GOOD_CARD);
      expect(await h.gateway.retrieve(intent.providerRef)).toEqual({ status: 'succeeded' });
    });

    it('never reports an intent nobody paid as paid', async () => {
      const { providerRef } = await intentFor(h.gateway);
      expect(await h.gateway.retrieve(providerRef)).toEqual({ status: 'pending' });
    });

    it('cancels an unpaid intent for good, and says so when it was paid first', async () => {
      const unpaid = await intentFor(h.gateway);
      expect(await h.gateway.cancel(unpaid.providerRef)).toBe('cancelled');
      expect(await h.gateway.cancel(unpaid.providerRef)).toBe('cancelled');
      await h.payInForm(unpaid, GOOD_CARD).catch(() => undefined);
      expect(await h.gateway.retrieve(unpaid.providerRef)).toMatchObject({ status: 'failed' });

      const paid = await intentFor(h.gateway);
      await h.payInForm(paid, GOOD_CARD);
      expect(await h.gateway.cancel(paid.providerRef)).toBe('succeeded');
      expect(await h.gateway.retrieve(paid.providerRef)).toEqual({ status: 'succeeded' });
    });

    it('answers PAYMENTS.NOT_FOUND for an intent it does not know', async () => {
      await expect(h.gateway.retrieve('pi_unknown')).rejects.toMatchObject({
        code: 'PAYMENTS.NOT_FOUND',
      });
    });

    it('reads signed events: success, failure with its reason, and types it ignores', async () => {
      const intent = await intentFor(h.gateway);
      const { providerRef } = intent;
      await h.payInForm(intent, DECLINED_CARD);
      const failed = h.signedEvent('payment_intent.payment_failed', providerRef, 'evt_failed_1');
      expect(h.gateway.parseWebhook(failed.body, failed.signature)).toEqual({
        eventId: 'evt_failed_1',
        providerRef,
        outcome: { status: 'failed', reason: 'Your card was declined.' },
      });
      await h.payInForm(intent, GOOD_CARD);
      const paid = h.signedEvent('payment_intent.succeeded', providerRef, 'evt_paid_1');
      expect(h.gateway.parseWebhook(paid.body, paid.signature)).toEqual({
        eventId: 'evt_paid_1',
        providerRef,
        outcome: { status: 'succeeded' },
      });
      const other = h.signedEvent('payment_intent.created', providerRef);
      expect(h.gateway.parseWebhook(other.body, other.signature).outcome).toBeNull();
    });

    it('refuses an event whose signature is missing, wrong or over other bytes', async () => {
      const { providerRef } = await intentFor(h.gateway);
      const { body, signature } = h.signedEvent('payment_intent.succeeded', providerRef);
      const tampered = Buffer.from(
        body.toString('utf8').replace('"livemode":false', '"livemode":true '),
      );
      for (const [raw, sig] of [
        [body, undefined],
        [body, 't=1,v1=deadbeef'],
        [tampered, signature],
      ] as const) {
        expect(() => h.gateway.parseWebhook(raw, sig)).toThrow(
          expect.objectContaining({ code: 'PAYMENTS.BAD_SIGNATURE' }),
        );
      }
    });

    it('reads a full refund and a dispute’s opening and close, about the paid intent', async () => {
      const intent = await intentFor(h.gateway);
      const { providerRef } = intent;
      await h.payInForm(intent, GOOD_CARD);
      const read = (type: string, eventId: string) => {
        const { body, signature } = h.signedEvent(type, providerRef, eventId);
        return h.gateway.parseWebhook(body, signature);
      };
      h.reverseAtProvider(intent, 'dispute');
      expect(read('charge.dispute.created', 'evt_dp_1')).toEqual({
        eventId: 'evt_dp_1',
        providerRef,
        outcome: null,
        reversal: { kind: 'dispute_opened' },
      });
      h.reverseAtProvider(intent, 'dispute_won');
      expect(read('charge.dispute.closed', 'evt_dp_2').reversal).toEqual({
        kind: 'dispute_closed',
        won: true,
      });
      h.reverseAtProvider(intent, 'dispute_lost');
      expect(read('charge.dispute.closed', 'evt_dp_3').reversal).toEqual({
        kind: 'dispute_closed',
        won: false,
      });
      // A partial refund is not one we act on (we never issue one); a full refund is.
      h.reverseAtProvider(intent, 'partial_refund');
      const partial = read('charge.refunded', 'evt_re_1');
      expect(partial).toMatchObject({ providerRef, outcome: null });
      expect(partial.reversal).toBeUndefined();
      h.reverseAtProvider(intent, 'refund');
      expect(read('charge.refunded', 'evt_re_2')).toEqual({
        eventId: 'evt_re_2',
        providerRef,
        outcome: null,
        reversal: { kind: 'refunded' },
      });
      expect(read('charge.dispute.funds_withdrawn', 'evt_dp_4').reversal).toBeUndefined();
    });

    it('refuses a refund or dispute event whose signature does not match its bytes', async () => {
      const intent = await intentFor(h.gateway);
      await h.payInForm(intent, GOOD_CARD);
      h.reverseAtProvider(intent, 'refund');
      const { body, signature } = h.signedEvent('charge.refunded', intent.providerRef);
      const forged = Buffer.from(
        body.toString('utf8').replace(intent.providerRef, 'pi_someone_else'),
      );
      expect(() => h.gateway.parseWebhook(forged, signature)).toThrow(
        expect.objectContaining({ code: 'PAYMENTS.BAD_SIGNATURE' }),
      );
      expect(() => h.gateway.parseWebhook(body, undefined)).toThrow(
        expect.objectContaining({ code: 'PAYMENTS.BAD_SIGNATURE' }),
      );
    });
  });
}
