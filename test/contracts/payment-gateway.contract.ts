import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '#modules/payments/domain/payment.js';
import type {
  GatewayIntent,
  PaymentGateway,
  WebhookHeaders,
} from '#modules/payments/domain/payment-gateway.js';
import type { CardDetails } from '#modules/payments/infra/sandbox-cards.js';
import type { Reversal } from '../support/stripe-stand-in.js';

export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

/** What a provider's events say, whatever its words for them. */
export type EventKind =
  'paid' | 'failed' | 'other' | 'refunded' | 'dispute_opened' | 'dispute_closed' | 'dispute_other';

export interface GatewayHarness {
  gateway: PaymentGateway;
  /** The method it takes; the other one it refuses. */
  method: PaymentMethod;
  /** The reason it gives for a declined payment. */
  declineReason: string;
  /**
   * The payer's browser pays in the provider's own form (with the intent's client secret), or
   * approves at the provider's page: with a good card (or funding source), or a declined one.
   */
  payInForm(intent: GatewayIntent, card: CardDetails): Promise<void>;
  /** Someone refunds or disputes the paid intent's charge at the provider. */
  reverseAtProvider(intent: GatewayIntent, what: Reversal): void;
  /**
   * A signed, provider-shaped event about an intent (or about its charge, refund or dispute, as
   * they stand at the provider), as the webhook receives it, with its headers.
   */
  signedEvent(
    kind: EventKind,
    providerRef: string,
    eventId?: string,
  ): { body: Buffer; headers: WebhookHeaders };
}

/** What every PaymentGateway must do: sandbox, Stripe or PayPal. */
export function paymentGatewayContract(name: string, make: () => Promise<GatewayHarness>) {
  describe(`PaymentGateway contract: ${name}`, () => {
    let h: GatewayHarness;
    beforeEach(async () => {
      h = await make();
    });
    const intentFor = (gateway: PaymentGateway, amountCents = 999) =>
      gateway.createIntent({
        paymentId: randomUUID(),
        amountCents,
        method: h.method,
        description: 'Starter credit bundle: 5 credits',
      });
    /** The payer pays; we read the payment (which is when PayPal's capture happens). */
    const paid = async (intent: GatewayIntent) => {
      await h.payInForm(intent, GOOD_CARD);
      expect(await h.gateway.retrieve(intent.providerRef)).toEqual({ status: 'succeeded' });
    };

    it('takes its own method and refuses the other', () => {
      expect(h.gateway.supports(h.method)).toBe(true);
      expect(h.gateway.supports(h.method === 'card' ? 'paypal' : 'card')).toBe(false);
      expect(h.gateway.label).toMatch(/^(Sandbox|Stripe|PayPal)$/);
    });

    it('makes one intent per payment, however often it is asked', async () => {
      const request = {
        paymentId: randomUUID(),
        amountCents: 2499,
        method: h.method,
        description: 'Standard credit bundle: 15 credits',
      };
      const first = await h.gateway.createIntent(request);
      const again = await h.gateway.createIntent(request);
      expect(first.providerRef).toBeTruthy();
      expect(again.providerRef).toBe(first.providerRef);
      const other = await intentFor(h.gateway);
      expect(other.providerRef).not.toBe(first.providerRef);
    });

    it('hands the browser what it needs, the same on a repeated create', async () => {
      const request = {
        paymentId: randomUUID(),
        amountCents: 999,
        method: h.method,
        description: 'Starter credit bundle: 5 credits',
      };
      const first = await h.gateway.createIntent(request);
      expect(first.clientSecret).toMatch(h.method === 'card' ? /_secret_/ : /^https?:\/\//);
      expect((await h.gateway.createIntent(request)).clientSecret).toBe(first.clientSecret);
    });

    it('reads a payment made in its form as paid; paying again charges nothing more', async () => {
      const intent = await intentFor(h.gateway);
      await paid(intent);
      await h.payInForm(intent, DECLINED_CARD);
      expect(await h.gateway.retrieve(intent.providerRef)).toEqual({ status: 'succeeded' });
    });

    it('reads a decline with its reason, and a good card then pays', async () => {
      const intent = await intentFor(h.gateway);
      await h.payInForm(intent, DECLINED_CARD);
      expect(await h.gateway.retrieve(intent.providerRef)).toEqual({
        status: 'failed',
        reason: h.declineReason,
      });
      await paid(intent);
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

      const taken = await intentFor(h.gateway);
      await paid(taken);
      expect(await h.gateway.cancel(taken.providerRef)).toBe('succeeded');
      expect(await h.gateway.retrieve(taken.providerRef)).toEqual({ status: 'succeeded' });
    });

    it('answers PAYMENTS.NOT_FOUND for an intent it does not know', async () => {
      await expect(h.gateway.retrieve('unknown_0001')).rejects.toMatchObject({
        code: 'PAYMENTS.NOT_FOUND',
      });
    });

    it('reads signed events: success, failure with its reason, and types it ignores', async () => {
      const intent = await intentFor(h.gateway);
      const { providerRef } = intent;
      await h.payInForm(intent, DECLINED_CARD);
      const failed = h.signedEvent('failed', providerRef, 'evt_failed_1');
      expect(await h.gateway.parseWebhook(failed.body, failed.headers)).toEqual({
        eventId: 'evt_failed_1',
        providerRef,
        outcome: { status: 'failed', reason: h.declineReason },
      });
      await h.payInForm(intent, GOOD_CARD);
      const success = h.signedEvent('paid', providerRef, 'evt_paid_1');
      expect(await h.gateway.parseWebhook(success.body, success.headers)).toEqual({
        eventId: 'evt_paid_1',
        providerRef,
        outcome: { status: 'succeeded' },
      });
      const other = h.signedEvent('other', providerRef);
      expect((await h.gateway.parseWebhook(other.body, other.headers)).outcome).toBeNull();
    });

    it('refuses an event whose signature is missing, wrong or over other bytes', async () => {
      const { providerRef } = await intentFor(h.gateway);
      const { body, headers } = h.signedEvent('paid', providerRef, 'evt_tamper_1');
      const tampered = Buffer.from(body.toString('utf8').replace('evt_tamper_1', 'evt_tamper_2'));
      const forged = Object.fromEntries(
        Object.entries(headers).map(([k, v]) => [k, k.includes('sig') ? 't=1,v1=deadbeef' : v]),
      );
      for (const [raw, given] of [
        [body, {}],
        [body, forged],
        [tampered, headers],
      ] as const) {
        await expect(h.gateway.parseWebhook(raw, given)).rejects.toMatchObject({
          code: 'PAYMENTS.BAD_SIGNATURE',
        });
      }
    });

    it('reads refunds and a dispute’s opening and close, about the paid intent', async () => {
      const intent = await intentFor(h.gateway);
      const { providerRef } = intent;
      await paid(intent);
      const read = (kind: EventKind, eventId: string) => {
        const { body, headers } = h.signedEvent(kind, providerRef, eventId);
        return h.gateway.parseWebhook(body, headers);
      };
      h.reverseAtProvider(intent, 'dispute');
      expect(await read('dispute_opened', 'evt_dp_1')).toEqual({
        eventId: 'evt_dp_1',
        providerRef,
        outcome: null,
        reversal: { kind: 'dispute_opened' },
      });
      h.reverseAtProvider(intent, 'dispute_won');
      expect((await read('dispute_closed', 'evt_dp_2')).reversal).toEqual({
        kind: 'dispute_closed',
        won: true,
      });
      h.reverseAtProvider(intent, 'dispute_lost');
      expect((await read('dispute_closed', 'evt_dp_3')).reversal).toEqual({
        kind: 'dispute_closed',
        won: false,
      });
      // A refund is reported with the running total refunded, partial (half) or full.
      h.reverseAtProvider(intent, 'partial_refund');
      expect(await read('refunded', 'evt_re_1')).toEqual({
        eventId: 'evt_re_1',
        providerRef,
        outcome: null,
        reversal: { kind: 'refunded', refundedCents: 499, amountCents: 999 },
      });
      h.reverseAtProvider(intent, 'refund');
      expect((await read('refunded', 'evt_re_2')).reversal).toEqual({
        kind: 'refunded',
        refundedCents: 999,
        amountCents: 999,
      });
      expect((await read('dispute_other', 'evt_dp_4')).reversal).toBeUndefined();
    });

    it('refuses a refund or dispute event whose signature does not match its bytes', async () => {
      const intent = await intentFor(h.gateway);
      await paid(intent);
      h.reverseAtProvider(intent, 'refund');
      const { body, headers } = h.signedEvent('refunded', intent.providerRef, 'evt_forge_1');
      const forged = Buffer.from(body.toString('utf8').replace('evt_forge_1', 'evt_forge_2'));
      await expect(h.gateway.parseWebhook(forged, headers)).rejects.toMatchObject({
        code: 'PAYMENTS.BAD_SIGNATURE',
      });
      await expect(h.gateway.parseWebhook(body, {})).rejects.toMatchObject({
        code: 'PAYMENTS.BAD_SIGNATURE',
      });
    });
  });
}
