import { jest } from '@jest/globals';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { AccountRepository } from '#modules/identity/domain/ports.js';
import { PaymentService } from '#modules/payments/domain/payment.service.js';
import { CreditsForSale } from '#modules/payments/domain/ports.js';
import { signPaymentEvent } from '#modules/payments/infra/stripe-events.js';
import type { Actor } from '#shared/domain/actor.js';
import { DECLINED_CARD, GOOD_CARD } from '../contracts/payment-gateway.contract.js';
import { newAccount, TRADIE_PROFILE } from '../contracts/identity-ports.contract.js';
import { marketplace } from '../support/marketplace.js';
import { SandboxCardFrame } from '#modules/payments/infra/sandbox-card-frame.js';
import { sandboxPayer } from '../support/sandbox-pay.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ROUNDS = 3;

describe('payments on PostgreSQL (sandbox gateway)', () => {
  let t: TestApp;
  let payments: PaymentService;
  let payWith: ReturnType<typeof sandboxPayer>;
  beforeAll(async () => {
    t = await startTestApp();
    payments = t.app.get(PaymentService);
    payWith = sandboxPayer(t.app);
  }, 60_000);
  afterAll(() => t.close());

  const newTradie = async (): Promise<Actor> => {
    const account = await t.app
      .get(AccountRepository)
      .create(newAccount({ tradie: TRADIE_PROFILE }));
    return {
      id: account.id,
      email: account.email,
      type: 'tradie',
      status: 'pending',
      emailVerified: true,
    };
  };
  const newHomeowner = async (): Promise<Actor> => {
    const account = await t.app.get(AccountRepository).create(newAccount());
    return {
      id: account.id,
      email: account.email,
      type: 'homeowner',
      status: 'active',
      emailVerified: true,
    };
  };
  const purchases = async (userId: string) =>
    (
      await t.query<{ n: number; sum: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS sum
           FROM credit_transactions WHERE user_id = $1 AND type = 'purchase'`,
        [userId],
      )
    )[0];
  const invoiceCount = async (paymentId: string) =>
    (
      await t.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM tax_invoices WHERE payment_id = $1',
        [paymentId],
      )
    )[0].n;
  const webhook = (type: string, providerRef: string, eventId: string) => {
    const body = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      data: { object: { id: providerRef, object: 'payment_intent', last_payment_error: null } },
    });
    return payments.handleWebhook(Buffer.from(body), {
      'stripe-signature': signPaymentEvent(body, t.config.payments.sandboxWebhookSecret),
    });
  };
  const starter = (actor: Actor) =>
    payments.checkout(actor, { purpose: 'bundle', bundleId: 'starter', method: 'card' });

  it('credits a confirmed bundle once, with its invoice, however often it is confirmed', async () => {
    const tradie = await newTradie();
    const payment = await starter(tradie);
    expect(await purchases(tradie.id)).toEqual({ n: 0, sum: 0 });
    const first = await payWith(tradie, payment.id, GOOD_CARD);
    const second = await payWith(tradie, payment.id, GOOD_CARD);
    expect(first.payment.status).toBe('succeeded');
    expect(second.invoice?.id).toBe(first.invoice?.id);
    expect(await purchases(tradie.id)).toEqual({ n: 1, sum: 5 });
    expect(await t.app.get(CreditLedger).balance(tradie.id)).toBe(5);
    expect(first.invoice).toMatchObject({ totalCents: 999, gstCents: 91, buyerId: tradie.id });
    expect(first.invoice?.buyer).toMatchObject({
      businessName: 'Patel Tiling',
      abn: '51824753556',
    });
  });

  it('credits once when the same confirmation arrives 10 times at once (several rounds)', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const tradie = await newTradie();
      const payment = await payments.checkout(tradie, {
        purpose: 'bundle',
        bundleId: 'pro',
        method: 'card',
      });
      const results = await Promise.all(
        Array.from({ length: 10 }, () => payWith(tradie, payment.id, GOOD_CARD)),
      );
      expect(results.every((r) => r.payment.status === 'succeeded')).toBe(true);
      expect(await purchases(tradie.id)).toEqual({ n: 1, sum: 30 });
      expect(await invoiceCount(payment.id)).toBe(1);
    }
  });

  it('credits once when the webhook is delivered twice, and when it races the confirmation', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const tradie = await newTradie();
      const payment = await starter(tradie);
      const ref = payment.providerRef!;
      const eventId = `evt_medium_${round}_${payment.id}`;
      const outcomes = await Promise.all([
        webhook('payment_intent.succeeded', ref, eventId),
        webhook('payment_intent.succeeded', ref, eventId),
        webhook('payment_intent.succeeded', ref, `${eventId}_other`),
        payWith(tradie, payment.id, GOOD_CARD).then((r) => r.payment.status),
      ]);
      expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(1);
      expect(await purchases(tradie.id)).toEqual({ n: 1, sum: 5 });
      expect(await invoiceCount(payment.id)).toBe(1);
      expect(await webhook('payment_intent.succeeded', ref, eventId)).toBe('duplicate');
    }
  });

  it('credits nothing for a declined card, and records why', async () => {
    const tradie = await newTradie();
    const payment = await starter(tradie);
    const result = await payWith(tradie, payment.id, DECLINED_CARD);
    expect(result.payment).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined.',
    });
    expect(result.invoice).toBeNull();
    expect(await purchases(tradie.id)).toEqual({ n: 0, sum: 0 });
    const [row] = await t.query('SELECT status, failure_reason FROM payments WHERE id = $1', [
      payment.id,
    ]);
    expect(row).toEqual({ status: 'failed', failure_reason: 'Your card was declined.' });
  });

  it('recovers a webhook that crashed between the charge and the crediting on the next confirmation', async () => {
    const tradie = await newTradie();
    const payment = await starter(tradie);
    const credits = t.app.get(CreditsForSale);
    const grant = jest
      .spyOn(credits, 'grant')
      .mockRejectedValueOnce(new Error('the process died here'));
    // The frame charges; the provider's webhook fails in the fulfilment (it would retry).
    await t.app.get(SandboxCardFrame).pay(payment.clientSecret!, GOOD_CARD);
    expect(grant).toHaveBeenCalledTimes(1);
    // Charged at the provider, nothing fulfilled: the transaction rolled back as a whole.
    const [charge] = await t.query('SELECT status FROM sandbox_charges WHERE payment_id = $1', [
      payment.id,
    ]);
    expect(charge).toEqual({ status: 'succeeded' });
    const [row] = await t.query('SELECT status FROM payments WHERE id = $1', [payment.id]);
    expect(row).toEqual({ status: 'pending' });
    expect(await invoiceCount(payment.id)).toBe(0);
    // The payer retries (no card needed: the provider already has the money).
    const recovered = await payWith(tradie, payment.id, null);
    expect(recovered.payment.status).toBe('succeeded');
    expect(await purchases(tradie.id)).toEqual({ n: 1, sum: 5 });
    expect(await invoiceCount(payment.id)).toBe(1);
    grant.mockRestore();
  });

  it('opens an emergency job only when its fee is paid; one payment per job', async () => {
    const homeowner = await newHomeowner();
    const jobId = await marketplace(t.app).job(homeowner.id, { isEmergency: true });
    const job = { id: jobId };
    expect((await t.query('SELECT status FROM jobs WHERE id = $1', [jobId]))[0]).toEqual({
      status: 'pending_payment',
    });
    const checkouts = await Promise.all(
      Array.from({ length: 5 }, () =>
        payments.checkout(homeowner, { purpose: 'emergency_job', jobId: job.id, method: 'card' }),
      ),
    );
    expect(new Set(checkouts.map((p) => p.id)).size).toBe(1);
    const paymentId = checkouts[0].id;
    await payWith(homeowner, paymentId, DECLINED_CARD);
    expect((await t.query('SELECT status FROM jobs WHERE id = $1', [job.id]))[0]).toEqual({
      status: 'pending_payment',
    });
    const paid = await payWith(homeowner, paymentId, GOOD_CARD);
    expect(paid.invoice).toMatchObject({ totalCents: 1000, gstCents: 91 });
    expect((await t.query('SELECT status FROM jobs WHERE id = $1', [job.id]))[0]).toEqual({
      status: 'open',
    });
    await expect(
      payments.checkout(homeowner, { purpose: 'emergency_job', jobId: job.id, method: 'card' }),
    ).rejects.toMatchObject({ code: 'PAYMENTS.ALREADY_PAID' });
  });

  it('numbers invoices from the database sequence, increasing', async () => {
    const tradie = await newTradie();
    const numbers: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const payment = await starter(tradie);
      numbers.push((await payWith(tradie, payment.id, GOOD_CARD)).invoice!.number);
    }
    expect(numbers[1]).toBeGreaterThan(numbers[0]);
    expect(numbers[2]).toBeGreaterThan(numbers[1]);
    expect((await payments.invoices(tradie)).map((i) => i.number)).toEqual([...numbers].reverse());
  });

  it('refuses a second invoice or a second purchase row for one payment in the schema itself', async () => {
    const tradie = await newTradie();
    const payment = await starter(tradie);
    await payWith(tradie, payment.id, GOOD_CARD);
    await expect(
      t.query(
        `INSERT INTO tax_invoices (payment_id, buyer_id, seller, buyer, lines, total_cents, gst_cents, issued_at)
         VALUES ($1, $2, '{}', '{}', '[]', 999, 91, now())`,
        [payment.id, tradie.id],
      ),
    ).rejects.toThrow(/unique/);
    const again = await t.app
      .get(CreditLedger)
      .credit(tradie.id, 5, 'purchase', 'x', `payment:${payment.id}`);
    expect(again.replayed).toBe(true);
    expect(await purchases(tradie.id)).toEqual({ n: 1, sum: 5 });
  });
});
