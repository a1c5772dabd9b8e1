import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { AccountRepository } from '#modules/identity/domain/ports.js';
import { PaymentService } from '#modules/payments/domain/payment.service.js';
import { signPaymentEvent } from '#modules/payments/infra/stripe-events.js';
import type { Actor } from '#shared/domain/actor.js';
import { EventRelay } from '#shared/infra/events/event-relay.js';
import { GOOD_CARD } from '../contracts/payment-gateway.contract.js';
import { newAccount, TRADIE_PROFILE } from '../contracts/identity-ports.contract.js';
import { sandboxPayer } from '../support/sandbox-pay.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Refunds and chargebacks reported by the provider's webhook, which delivers events more than
 * once and in any order: each payment's credits go back exactly once, never below zero.
 */
describe('payment refunds and disputes on PostgreSQL', () => {
  let t: TestApp;
  let payments: PaymentService;
  let ledger: CreditLedger;
  let payWith: ReturnType<typeof sandboxPayer>;
  beforeAll(async () => {
    t = await startTestApp();
    payments = t.app.get(PaymentService);
    ledger = t.app.get(CreditLedger);
    payWith = sandboxPayer(t.app);
  }, 60_000);
  afterAll(() => t.close());

  let seq = 0;
  const newTradie = async (): Promise<Actor> => {
    const account = await t.app
      .get(AccountRepository)
      .create(newAccount({ tradie: TRADIE_PROFILE }));
    return {
      id: account.id,
      email: account.email,
      type: 'tradie',
      status: 'active',
      emailVerified: true,
    };
  };
  /** A paid Starter bundle (5 credits). */
  const paidStarter = async (tradie: Actor) => {
    const payment = await payments.checkout(tradie, {
      purpose: 'bundle',
      bundleId: 'starter',
      method: 'card',
    });
    await payWith(tradie, payment.id, GOOD_CARD);
    return payment;
  };
  /** A signed charge or dispute event about a payment intent, as the provider sends it. */
  const deliver = (
    type: string,
    providerRef: string,
    eventId = `evt_rev_${(seq += 1)}_${Date.now()}`,
    amountRefunded = 999,
  ) => {
    const object = type.startsWith('charge.dispute.')
      ? {
          id: `dp_${providerRef}`,
          object: 'dispute',
          charge: `ch_${providerRef}`,
          payment_intent: providerRef,
          amount: 999,
          status: type === 'charge.dispute.created' ? 'needs_response' : type.split(':')[1],
        }
      : {
          id: `ch_${providerRef}`,
          object: 'charge',
          payment_intent: providerRef,
          amount: 999,
          amount_refunded: amountRefunded,
          refunded: amountRefunded >= 999,
        };
    const body = JSON.stringify({
      id: eventId,
      object: 'event',
      type: type.split(':')[0],
      data: { object },
    });
    return payments.handleWebhook(Buffer.from(body), {
      'stripe-signature': signPaymentEvent(body, t.config.payments.sandboxWebhookSecret),
    });
  };
  const reversalRows = (userId: string) =>
    t.query<{ amount: number }>(
      `SELECT amount FROM credit_transactions WHERE user_id = $1 AND type = 'payment_reversal'
        ORDER BY created_at`,
      [userId],
    );
  const owed = async (userId: string) =>
    (
      await t.query<{ owed: number }>('SELECT owed FROM credit_balances WHERE user_id = $1', [
        userId,
      ])
    )[0]?.owed ?? 0;
  const notes = (paymentId: string) =>
    t.query<{ reason: string; total_cents: number }>(
      'SELECT reason, total_cents FROM adjustment_notes WHERE payment_id = $1 ORDER BY number',
      [paymentId],
    );
  const adminMails = async (paymentId: string) => {
    await t.app.get(EventRelay).drain();
    await t.app.get(EventRelay).drain();
    return t.query<{ subject: string }>(
      `SELECT subject FROM mail_outbox WHERE text_body LIKE '%' || $1 || '%' ORDER BY created_at`,
      [paymentId],
    );
  };

  it('takes an unspent bundle back once when the refund is delivered twice, concurrently', async () => {
    const tradie = await newTradie();
    const payment = await paidStarter(tradie);
    const ref = payment.providerRef!;
    const results = await Promise.all([
      deliver('charge.refunded', ref, `evt_refund_${ref}`),
      deliver('charge.refunded', ref, `evt_refund_${ref}`),
      deliver('charge.refunded', ref),
    ]);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(1);
    expect(await ledger.balance(tradie.id)).toBe(0);
    expect(await reversalRows(tradie.id)).toEqual([{ amount: -5 }]);
    expect((await payments.get(tradie, payment.id)).payment.reversal).toBe('refunded');
    expect(await notes(payment.id)).toEqual([{ reason: 'refund', total_cents: 999 }]);
    // The admin is told once, by email.
    await t.app.get(EventRelay).drain();
    await t.app.get(EventRelay).drain();
    const mails = await t.query<{ to_address: string }>(
      `SELECT to_address FROM mail_outbox WHERE text_body LIKE '%' || $1 || '%'`,
      [payment.id],
    );
    expect(mails).toEqual([{ to_address: t.config.admin.email }]);
  });

  it('takes back the refunded share of a partial refund, then only the new part of a second', async () => {
    const tradie = await newTradie();
    const payment = await paidStarter(tradie);
    const ref = payment.providerRef!;
    // A$4.99 of A$9.99 refunded: floor(5 × 499 / 999) = 2 of the 5 credits go back.
    expect(await deliver('charge.refunded', ref, `evt_part1_${ref}`, 499)).toBe('applied');
    expect(await ledger.balance(tradie.id)).toBe(3);
    expect(await deliver('charge.refunded', ref, `evt_part1_${ref}`, 499)).toBe('duplicate');
    // A second refund brings the total to A$7.99: floor(5 × 799 / 999) = 3, so 1 more.
    expect(await deliver('charge.refunded', ref, `evt_part2_${ref}`, 799)).toBe('applied');
    expect(await ledger.balance(tradie.id)).toBe(2);
    // The first refund's event arriving late, under another id, moves nothing.
    expect(await deliver('charge.refunded', ref, `evt_part1b_${ref}`, 499)).toBe('applied');
    expect(await ledger.balance(tradie.id)).toBe(2);
    expect(await reversalRows(tradie.id)).toEqual([{ amount: -2 }, { amount: -1 }]);
    const partly = await payments.get(tradie, payment.id);
    expect(partly.payment.reversal).toBe('partially_refunded');
    // Each refund amends the tax invoice by what it returned (GST 1/11 of it), once.
    const noteRows = () =>
      t.query<{ total_cents: number; gst_cents: number }>(
        'SELECT total_cents, gst_cents FROM adjustment_notes WHERE payment_id = $1 ORDER BY number',
        [payment.id],
      );
    expect(await noteRows()).toEqual([
      { total_cents: 499, gst_cents: 45 },
      { total_cents: 300, gst_cents: 28 },
    ]);
    expect(partly.adjustments.map((n) => n.totalCents)).toEqual([499, 300]);
    // The admin hears of each refund once, the replays included.
    expect(await adminMails(payment.id)).toHaveLength(2);
    // The rest refunded: the whole bundle is back, and the invoice gets a note for the rest.
    expect(await deliver('charge.refunded', ref, `evt_full_${ref}`, 999)).toBe('applied');
    expect(await deliver('charge.refunded', ref, `evt_full2_${ref}`, 999)).toBe('applied');
    expect(await ledger.balance(tradie.id)).toBe(0);
    expect((await payments.get(tradie, payment.id)).payment.reversal).toBe('refunded');
    expect(await noteRows()).toEqual([
      { total_cents: 499, gst_cents: 45 },
      { total_cents: 300, gst_cents: 28 },
      { total_cents: 200, gst_cents: 18 },
    ]);
    const invoice = (await payments.invoices(tradie)).find((i) => i.paymentId === payment.id);
    expect(invoice?.adjustments?.map((n) => n.totalCents)).toEqual([499, 300, 200]);
    expect(await adminMails(payment.id)).toHaveLength(3);
  });

  it('takes what is left when credits were spent, owes the rest, and pauses purchases until settled', async () => {
    const tradie = await newTradie();
    const payment = await paidStarter(tradie);
    await ledger.debit(tradie.id, 3, 'lead_purchase', 'job-x', `spend:${tradie.id}`);
    expect(await deliver('charge.refunded', payment.providerRef!)).toBe('applied');
    expect(await ledger.balance(tradie.id)).toBe(0);
    expect(await owed(tradie.id)).toBe(3);
    await expect(
      ledger.debit(tradie.id, 1, 'lead_purchase', 'job-y', `spend2:${tradie.id}`),
    ).rejects.toMatchObject({ code: 'CREDITS.ON_HOLD' });
    // The next bundle pays what is owed first.
    await paidStarter(tradie);
    expect(await owed(tradie.id)).toBe(0);
    expect(await ledger.balance(tradie.id)).toBe(2);
    expect(await reversalRows(tradie.id)).toEqual([{ amount: -2 }, { amount: -3 }]);
  });

  it('holds a refund that arrives before the payment is fulfilled, then applies it once', async () => {
    const tradie = await newTradie();
    const payment = await payments.checkout(tradie, {
      purpose: 'bundle',
      bundleId: 'starter',
      method: 'card',
    });
    expect(await deliver('charge.refunded', payment.providerRef!)).toBe('applied');
    expect(await ledger.balance(tradie.id)).toBe(0);
    await payWith(tradie, payment.id, GOOD_CARD);
    await payWith(tradie, payment.id, GOOD_CARD);
    expect(await ledger.balance(tradie.id)).toBe(0);
    expect(await reversalRows(tradie.id)).toEqual([{ amount: -5 }]);
    expect((await payments.get(tradie, payment.id)).payment.reversal).toBe('refunded');
  });

  it('freezes the credits while a dispute is open, gives them back when it is won', async () => {
    const tradie = await newTradie();
    const payment = await paidStarter(tradie);
    const ref = payment.providerRef!;
    await deliver('charge.dispute.created', ref);
    expect(await ledger.balance(tradie.id)).toBe(0);
    expect((await payments.get(tradie, payment.id)).payment.reversal).toBe('disputed');
    await deliver('charge.dispute.closed:won', ref);
    await deliver('charge.dispute.created', ref);
    expect(await ledger.balance(tradie.id)).toBe(5);
    expect((await payments.get(tradie, payment.id)).payment.reversal).toBe('dispute_won');
    expect(await notes(payment.id)).toEqual([]);
  });

  it('acts once on a dispute closed before its opening arrives (lost: taken back, noted)', async () => {
    const won = await newTradie();
    const wonPayment = await paidStarter(won);
    await deliver('charge.dispute.closed:won', wonPayment.providerRef!);
    await deliver('charge.dispute.created', wonPayment.providerRef!);
    expect(await ledger.balance(won.id)).toBe(5);
    expect(await reversalRows(won.id)).toEqual([]);

    const lost = await newTradie();
    const lostPayment = await paidStarter(lost);
    await deliver('charge.dispute.closed:lost', lostPayment.providerRef!);
    await deliver('charge.dispute.created', lostPayment.providerRef!);
    await deliver('charge.refunded', lostPayment.providerRef!);
    expect(await ledger.balance(lost.id)).toBe(0);
    expect(await reversalRows(lost.id)).toEqual([{ amount: -5 }]);
    expect((await payments.get(lost, lostPayment.id)).payment.reversal).toBe('dispute_lost');
    expect(await notes(lostPayment.id)).toEqual([{ reason: 'chargeback', total_cents: 999 }]);
  });

  it('never lets a credit be spent twice when purchases race the refund (several rounds)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const tradie = await newTradie();
      const payment = await paidStarter(tradie);
      const spends = Array.from({ length: 5 }, (_, i) =>
        ledger
          .debit(tradie.id, 1, 'lead_purchase', `job-${i}`, `race:${tradie.id}:${i}`)
          .then(() => 'spent' as const)
          .catch((error: { code?: string }) => error.code),
      );
      const [, ...outcomes] = await Promise.all([
        deliver('charge.refunded', payment.providerRef!),
        ...spends,
      ]);
      const spent = outcomes.filter((o) => o === 'spent').length;
      // Whatever was spent before the refund is owed; nothing after it went through.
      expect(
        outcomes.every((o) => ['spent', 'CREDITS.ON_HOLD', 'CREDITS.INSUFFICIENT'].includes(o!)),
      ).toBe(true);
      expect(await ledger.balance(tradie.id)).toBe(0);
      expect(await owed(tradie.id)).toBe(spent);
      const taken = (await reversalRows(tradie.id)).reduce((sum, r) => sum - r.amount, 0);
      expect(taken + spent).toBe(5);
    }
  });
});
