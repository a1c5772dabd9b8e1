import { randomUUID } from 'node:crypto';
import { DomainError } from '#shared/domain/domain-error.js';
import type { PaymentGateway } from '#modules/payments/domain/payment-gateway.js';

export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

export interface GatewayHarness {
  gateway: PaymentGateway;
  /** A signed, provider-shaped event about an intent, as the webhook receives it. */
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

    it('pays with the success card, and a repeated confirmation charges nothing more', async () => {
      const { providerRef } = await intentFor(h.gateway);
      expect(await h.gateway.confirm(providerRef, GOOD_CARD)).toEqual({ status: 'succeeded' });
      // The recovery path: asked again, with or without the card, it answers what happened.
      expect(await h.gateway.confirm(providerRef, GOOD_CARD)).toEqual({ status: 'succeeded' });
      expect(await h.gateway.confirm(providerRef, null)).toEqual({ status: 'succeeded' });
      expect(await h.gateway.confirm(providerRef, DECLINED_CARD)).toEqual({ status: 'succeeded' });
    });

    it('declines the decline card with a reason, and a good card then pays', async () => {
      const { providerRef } = await intentFor(h.gateway);
      expect(await h.gateway.confirm(providerRef, DECLINED_CARD)).toEqual({
        status: 'failed',
        reason: 'Your card was declined.',
      });
      expect(await h.gateway.confirm(providerRef, null)).toMatchObject({ status: 'failed' });
      expect(await h.gateway.confirm(providerRef, GOOD_CARD)).toEqual({ status: 'succeeded' });
    });

    it('never reports an unpaid intent as paid when no card comes with the confirmation', async () => {
      const { providerRef } = await intentFor(h.gateway);
      const outcome = await h.gateway
        .confirm(providerRef, null)
        .catch((error: unknown) => (error instanceof DomainError ? { status: error.code } : error));
      expect(outcome).not.toEqual({ status: 'succeeded' });
      expect(['pending', 'PAYMENTS.CARD_REQUIRED']).toContain(
        (outcome as { status: string }).status,
      );
    });

    it('cancels an unpaid intent for good, and says so when it was paid first', async () => {
      const unpaid = await intentFor(h.gateway);
      expect(await h.gateway.cancel(unpaid.providerRef)).toBe('cancelled');
      expect(await h.gateway.cancel(unpaid.providerRef)).toBe('cancelled');
      const charged = await h.gateway
        .confirm(unpaid.providerRef, GOOD_CARD)
        .catch((error: unknown) => (error instanceof DomainError ? { status: error.code } : error));
      expect(charged).not.toEqual({ status: 'succeeded' });
      expect(await h.gateway.confirm(unpaid.providerRef, null).catch(() => null)).not.toEqual({
        status: 'succeeded',
      });

      const paid = await intentFor(h.gateway);
      await h.gateway.confirm(paid.providerRef, GOOD_CARD);
      expect(await h.gateway.cancel(paid.providerRef)).toBe('succeeded');
      expect(await h.gateway.confirm(paid.providerRef, null)).toEqual({ status: 'succeeded' });
    });

    it('answers PAYMENTS.NOT_FOUND for an intent it does not know', async () => {
      await expect(h.gateway.confirm('pi_unknown', GOOD_CARD)).rejects.toMatchObject({
        code: 'PAYMENTS.NOT_FOUND',
      });
    });

    it('reads signed events: success, failure with its reason, and types it ignores', async () => {
      const { providerRef } = await intentFor(h.gateway);
      await h.gateway.confirm(providerRef, DECLINED_CARD);
      const failed = h.signedEvent('payment_intent.payment_failed', providerRef, 'evt_failed_1');
      expect(h.gateway.parseWebhook(failed.body, failed.signature)).toEqual({
        eventId: 'evt_failed_1',
        providerRef,
        outcome: { status: 'failed', reason: 'Your card was declined.' },
      });
      await h.gateway.confirm(providerRef, GOOD_CARD);
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
  });
}
