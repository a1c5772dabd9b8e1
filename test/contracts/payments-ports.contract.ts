import { randomUUID } from 'node:crypto';
import { type Buyer, draftAdjustment, draftInvoice } from '#modules/payments/domain/invoice.js';
import type {
  InvoiceRepository,
  NewPayment,
  PaymentRepository,
  WebhookEventLog,
} from '#modules/payments/domain/ports.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';

export interface PaymentStoreSubject {
  payments: PaymentRepository;
  invoices: InvoiceRepository;
  events: WebhookEventLog;
  /** Runs work in one transaction: a locking read needs one on PostgreSQL. */
  uow: UnitOfWork;
  /** A payer (the real store needs an account row). */
  newUser(): Promise<string>;
  /** An emergency job awaiting its fee (the real store needs a jobs row). */
  newJob(): Promise<string>;
}

const SELLER = { name: 'Tradiehub Pty Ltd', abn: '18123456789', address: 'Sydney NSW 2000' };
const BUYER: Buyer = {
  name: 'Dave Mitchell',
  email: 'dave@example.com',
  businessName: 'Mitchell Plumbing',
  abn: '51824753556',
};
const PAID_AT = new Date('2026-11-23T02:00:00.000Z');

const bundleDraft = (payerId: string): NewPayment => ({
  payerId,
  purpose: 'bundle',
  bundleId: 'starter',
  credits: 5,
  jobId: null,
  amountCents: 999,
  method: 'card',
  gateway: 'sandbox',
  description: 'Starter credit bundle: 5 credits',
});

const feeDraft = (payerId: string, jobId: string): NewPayment => ({
  payerId,
  purpose: 'emergency_job',
  bundleId: null,
  credits: 0,
  jobId,
  amountCents: 1000,
  method: 'card',
  gateway: 'sandbox',
  description: 'Emergency job posting fee: Burst pipe',
});

/**
 * What PaymentService and its reversal settlement rely on from the payments store: payments,
 * tax invoices with their adjustment notes, and the log of provider events. Row locks, the
 * schema's checks and concurrent deliveries are the adapter's alone (test/medium/payments*).
 */
export function paymentStoreContract(name: string, make: () => Promise<PaymentStoreSubject>) {
  describe(`payments store contract: ${name}`, () => {
    let s: PaymentStoreSubject;
    beforeEach(async () => {
      s = await make();
    });

    /** A paid starter bundle of a new payer. */
    const paidPayment = async (payerId?: string) => {
      const payment = await s.payments.create(bundleDraft(payerId ?? (await s.newUser())));
      await s.payments.markSucceeded(payment.id, PAID_AT);
      return payment;
    };
    const invoiceDraft = (paymentId: string, buyerId: string, issuedAt = PAID_AT) =>
      draftInvoice({
        paymentId,
        buyerId,
        seller: SELLER,
        buyer: BUYER,
        description: 'Starter credit bundle: 5 credits',
        amountCents: 999,
        issuedAt,
      });

    describe('PaymentRepository', () => {
      it('creates a pending payment, nothing paid or reversed, found by id and locked', async () => {
        const draft = bundleDraft(await s.newUser());
        const created = await s.payments.create(draft);
        expect(created).toMatchObject({
          ...draft,
          currency: 'AUD',
          providerRef: null,
          clientSecret: null,
          status: 'pending',
          failureReason: null,
          paidAt: null,
          refunded: false,
          refundedCents: 0,
          dispute: null,
          creditsHeld: 0,
          reversals: 0,
          reversal: null,
        });
        expect(created.createdAt).toBeInstanceOf(Date);
        expect(await s.payments.findById(created.id)).toEqual(created);
        expect(await s.uow.run(() => s.payments.lockById(created.id))).toEqual(created);
        const unknown = randomUUID();
        expect(await s.payments.findById(unknown)).toBeNull();
        expect(await s.uow.run(() => s.payments.lockById(unknown))).toBeNull();
      });

      it('finds a payment by its gateway and the provider’s ref once the intent is set', async () => {
        const payment = await s.payments.create(bundleDraft(await s.newUser()));
        const ref = `pi_${randomUUID()}`;
        await s.payments.setIntent(payment.id, ref, `${ref}_secret_x`);
        expect(await s.payments.findById(payment.id)).toMatchObject({
          providerRef: ref,
          clientSecret: `${ref}_secret_x`,
        });
        expect((await s.payments.findByProviderRef('sandbox', ref))?.id).toBe(payment.id);
        expect(await s.payments.findByProviderRef('paypal', ref)).toBeNull();
        expect(await s.payments.findByProviderRef('sandbox', `pi_${randomUUID()}`)).toBeNull();
      });

      it('marks a payment failed with its reason, then paid at its time (the reason cleared)', async () => {
        const payment = await s.payments.create(bundleDraft(await s.newUser()));
        await s.payments.markFailed(payment.id, 'Your card was declined.');
        expect(await s.payments.findById(payment.id)).toMatchObject({
          status: 'failed',
          failureReason: 'Your card was declined.',
          paidAt: null,
        });
        await s.payments.markSucceeded(payment.id, PAID_AT);
        expect(await s.payments.findById(payment.id)).toMatchObject({
          status: 'succeeded',
          failureReason: null,
          paidAt: PAID_AT,
        });
      });

      it('keeps one payment per emergency job, whatever its status', async () => {
        const [payer, job, otherJob] = [await s.newUser(), await s.newJob(), await s.newJob()];
        const first = await s.payments.create(feeDraft(payer, job));
        expect(first).toMatchObject({ purpose: 'emergency_job', jobId: job, credits: 0 });
        // Opening the payment screen again hands back the same payment.
        expect((await s.payments.create(feeDraft(payer, job))).id).toBe(first.id);
        expect((await s.payments.findOpenForJob(job))?.id).toBe(first.id);
        expect(await s.payments.findOpenForJob(otherJob)).toBeNull();
        // A declined fee is retried, not replaced; a paid one is still found (a cancel sees it).
        await s.payments.markFailed(first.id, 'Your card was declined.');
        expect((await s.payments.create(feeDraft(payer, job))).id).toBe(first.id);
        await s.payments.markSucceeded(first.id, PAID_AT);
        expect(await s.payments.findOpenForJob(job)).toMatchObject({
          id: first.id,
          status: 'succeeded',
        });
      });

      it('records what the provider reported and the credits held back because of it', async () => {
        const payment = await paidPayment();
        await s.payments.recordReversal(
          payment.id,
          { refunded: false, refundedCents: 499, dispute: null },
          2,
          1,
        );
        expect(await s.payments.findById(payment.id)).toMatchObject({
          refunded: false,
          refundedCents: 499,
          dispute: null,
          reversal: 'partially_refunded',
          creditsHeld: 2,
          reversals: 1,
          status: 'succeeded',
        });
        await s.payments.recordReversal(
          payment.id,
          { refunded: true, refundedCents: 999, dispute: 'lost' },
          5,
          2,
        );
        expect(await s.payments.findById(payment.id)).toMatchObject({
          refunded: true,
          refundedCents: 999,
          dispute: 'lost',
          reversal: 'dispute_lost',
          creditsHeld: 5,
          reversals: 2,
        });
        await s.payments.recordReversal(
          payment.id,
          { refunded: true, refundedCents: 999, dispute: 'won' },
          0,
          3,
        );
        expect(await s.payments.findById(payment.id)).toMatchObject({
          dispute: 'won',
          reversal: 'refunded',
          creditsHeld: 0,
          reversals: 3,
        });
      });
    });

    describe('InvoiceRepository', () => {
      it('issues an invoice with a number, found by id and by its payment', async () => {
        const payment = await paidPayment();
        const draft = invoiceDraft(payment.id, payment.payerId);
        const invoice = await s.invoices.issue(draft);
        expect(invoice).toMatchObject(draft);
        expect(Number.isInteger(invoice.number)).toBe(true);
        expect(await s.invoices.findById(invoice.id)).toMatchObject({
          ...draft,
          id: invoice.id,
          number: invoice.number,
          reversal: null,
          adjustments: [],
        });
        expect(await s.invoices.findByPayment(payment.id)).toMatchObject({ id: invoice.id });
        const next = await paidPayment();
        const later = await s.invoices.issue(invoiceDraft(next.id, next.payerId));
        expect(later.number).toBeGreaterThan(invoice.number);
        expect(await s.invoices.findById(randomUUID())).toBeNull();
        expect(await s.invoices.findByPayment(randomUUID())).toBeNull();
      });

      it('refuses a second invoice for one payment and keeps the first', async () => {
        const payment = await paidPayment();
        const first = await s.invoices.issue(invoiceDraft(payment.id, payment.payerId));
        await expect(s.invoices.issue(invoiceDraft(payment.id, payment.payerId))).rejects.toThrow(
          /unique|duplicate/i,
        );
        expect((await s.invoices.findByPayment(payment.id))?.id).toBe(first.id);
        expect(await s.invoices.listForBuyer(payment.payerId)).toHaveLength(1);
      });

      it('lists a buyer’s invoices newest first by issue date, and only theirs', async () => {
        const [buyer, other] = [await s.newUser(), await s.newUser()];
        const dates = ['2026-11-20T00:00:00Z', '2026-11-22T00:00:00Z', '2026-11-21T00:00:00Z'];
        const issued = [];
        for (const at of dates) {
          const payment = await paidPayment(buyer);
          issued.push(await s.invoices.issue(invoiceDraft(payment.id, buyer, new Date(at))));
        }
        const theirs = await paidPayment(other);
        await s.invoices.issue(invoiceDraft(theirs.id, other));
        const listed = await s.invoices.listForBuyer(buyer);
        expect(listed.map((i) => i.id)).toEqual([issued[1].id, issued[2].id, issued[0].id]);
        expect(await s.invoices.listForBuyer(await s.newUser())).toEqual([]);
      });

      it('numbers one adjustment note per refunded total: a replay issues none', async () => {
        const payment = await paidPayment();
        const invoice = await s.invoices.issue(invoiceDraft(payment.id, payment.payerId));
        const half = draftAdjustment(
          invoice,
          { reason: 'refund', totalCents: 499, coveredCents: 499 },
          PAID_AT,
        );
        const first = await s.invoices.issueAdjustment(half);
        expect(first).toMatchObject({ ...half, id: expect.any(String) });
        expect(await s.invoices.issueAdjustment(half)).toBeNull();
        const rest = draftAdjustment(
          invoice,
          { reason: 'refund', totalCents: 500, coveredCents: 999 },
          PAID_AT,
        );
        const second = await s.invoices.issueAdjustment(rest);
        expect(second!.number).toBeGreaterThan(first!.number);
        expect(await s.invoices.findAdjustments(payment.id)).toEqual([first, second]);
        expect(await s.invoices.findAdjustments(randomUUID())).toEqual([]);
      });

      it('reads an invoice, by id or listed, with its payment’s reversal and notes', async () => {
        const payment = await paidPayment();
        const invoice = await s.invoices.issue(invoiceDraft(payment.id, payment.payerId));
        const state = { refunded: false, refundedCents: 499, dispute: null };
        await s.payments.recordReversal(payment.id, state, 2, 1);
        const note = await s.invoices.issueAdjustment(
          draftAdjustment(
            invoice,
            { reason: 'refund', totalCents: 499, coveredCents: 499 },
            PAID_AT,
          ),
        );
        const expected = { id: invoice.id, reversal: 'partially_refunded', adjustments: [note] };
        expect(await s.invoices.findById(invoice.id)).toMatchObject(expected);
        expect(await s.invoices.listForBuyer(payment.payerId)).toMatchObject([expected]);
      });
    });

    describe('WebhookEventLog', () => {
      it('records a provider event once: a redelivery answers false', async () => {
        const payment = await s.payments.create(bundleDraft(await s.newUser()));
        const eventId = `evt_${randomUUID()}`;
        expect(await s.events.record('sandbox', eventId, payment.id)).toBe(true);
        expect(await s.events.record('sandbox', eventId, payment.id)).toBe(false);
        expect(await s.events.record('sandbox', `evt_${randomUUID()}`, payment.id)).toBe(true);
      });

      it('keeps each gateway’s event ids apart, and events about no payment too', async () => {
        const eventId = `evt_${randomUUID()}`;
        expect(await s.events.record('sandbox', eventId, null)).toBe(true);
        expect(await s.events.record('paypal', eventId, null)).toBe(true);
        expect(await s.events.record('paypal', eventId, null)).toBe(false);
      });
    });
  });
}
