import { FixedClock } from '#shared/domain/clock.js';
import { RecordingDomainEvents } from './domain-events.fake.js';
import { DirectUnitOfWork } from './identity.fakes.js';
import type {
  AdjustmentDraft,
  AdjustmentNote,
  Buyer,
  InvoiceDraft,
  TaxInvoice,
} from '#modules/payments/domain/invoice.js';
import type { Payment, PaymentMethod, PaymentOutcome } from '#modules/payments/domain/payment.js';
import {
  type GatewayEvent,
  type GatewayIntent,
  type IntentRequest,
  PaymentGateway,
  type WebhookHeaders,
} from '#modules/payments/domain/payment-gateway.js';
import { CreditsErrors } from '#modules/credits/domain/credits-errors.js';
import { PaymentsErrors } from '#modules/payments/domain/payments-errors.js';
import { type ReversalState, reversalOf } from '#modules/payments/domain/reversal.js';
import {
  BuyerDirectory,
  type BundleOffer,
  CreditsForSale,
  EmergencyJobs,
  InvoiceRepository,
  type NewPayment,
  type PayableJob,
  PaymentRepository,
  WebhookEventLog,
} from '#modules/payments/domain/ports.js';

let ids = 0;
const nextId = (prefix: string) => `${prefix}-${(ids++).toString().padStart(4, '0')}`;

export class InMemoryPaymentRepository extends PaymentRepository {
  readonly rows = new Map<string, Payment>();

  async create(p: NewPayment): Promise<Payment> {
    if (p.jobId) {
      const existing = await this.findOpenForJob(p.jobId);
      if (existing) return existing;
    }
    const payment: Payment = {
      ...p,
      id: nextId('pay'),
      currency: 'AUD',
      providerRef: null,
      clientSecret: null,
      status: 'pending',
      failureReason: null,
      createdAt: new Date(),
      paidAt: null,
      refunded: false,
      refundedCents: 0,
      dispute: null,
      creditsHeld: 0,
      reversals: 0,
      reversal: null,
    };
    this.rows.set(payment.id, payment);
    return { ...payment };
  }
  async setIntent(id: string, providerRef: string, clientSecret: string | null) {
    Object.assign(this.rows.get(id)!, { providerRef, clientSecret });
  }
  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? { ...row } : null;
  }
  async findByProviderRef(gateway: string, ref: string) {
    const row = [...this.rows.values()].find((p) => p.gateway === gateway && p.providerRef === ref);
    return row ? { ...row } : null;
  }
  lockById(id: string) {
    return this.findById(id);
  }
  async markSucceeded(id: string, paidAt: Date) {
    Object.assign(this.rows.get(id)!, { status: 'succeeded', paidAt, failureReason: null });
  }
  async markFailed(id: string, reason: string) {
    Object.assign(this.rows.get(id)!, { status: 'failed', failureReason: reason });
  }
  async findOpenForJob(jobId: string) {
    const row = [...this.rows.values()].find((p) => p.jobId === jobId);
    return row ? { ...row } : null;
  }
  async recordReversal(id: string, state: ReversalState, creditsHeld: number, reversals: number) {
    Object.assign(this.rows.get(id)!, {
      refunded: state.refunded,
      refundedCents: state.refundedCents,
      dispute: state.dispute,
      reversal: reversalOf(state),
      creditsHeld,
      reversals,
    });
  }
}

/**
 * Invoices and adjustment notes in memory. Given the payments, an invoice read by id or listed
 * carries its payment's reversal, as the adapter's join does.
 */
export class InMemoryInvoiceRepository extends InvoiceRepository {
  readonly rows: TaxInvoice[] = [];
  readonly adjustments: AdjustmentNote[] = [];
  constructor(private readonly payments?: InMemoryPaymentRepository) {
    super();
  }
  async issue(draft: InvoiceDraft) {
    if (this.rows.some((i) => i.paymentId === draft.paymentId)) {
      throw new Error(
        'duplicate key value violates unique constraint "tax_invoices_payment_id_key"',
      );
    }
    const invoice = { ...draft, id: nextId('inv'), number: this.rows.length + 1 };
    this.rows.push(invoice);
    return invoice;
  }
  async findById(id: string) {
    const invoice = this.rows.find((i) => i.id === id);
    return invoice ? this.withReversal(invoice) : null;
  }
  async findByPayment(paymentId: string) {
    return this.rows.find((i) => i.paymentId === paymentId) ?? null;
  }
  async listForBuyer(buyerId: string) {
    const newestFirst = (a: TaxInvoice, b: TaxInvoice) =>
      b.issuedAt.getTime() - a.issuedAt.getTime() || b.number - a.number;
    return Promise.all(
      this.rows
        .filter((i) => i.buyerId === buyerId)
        .sort(newestFirst)
        .map((i) => this.withReversal(i)),
    );
  }
  async issueAdjustment(draft: AdjustmentDraft) {
    const same = (a: AdjustmentNote) =>
      a.paymentId === draft.paymentId && a.coveredCents === draft.coveredCents;
    if (this.adjustments.some(same)) return null;
    const note = { ...draft, id: nextId('adj'), number: this.adjustments.length + 1 };
    this.adjustments.push(note);
    return note;
  }
  async findAdjustments(paymentId: string) {
    return this.adjustments.filter((a) => a.paymentId === paymentId);
  }
  private async withReversal(invoice: TaxInvoice): Promise<TaxInvoice> {
    const payment = await this.payments?.findById(invoice.paymentId);
    return {
      ...invoice,
      reversal: payment ? reversalOf(payment) : null,
      adjustments: await this.findAdjustments(invoice.paymentId),
    };
  }
}

export class InMemoryWebhookEventLog extends WebhookEventLog {
  readonly seen = new Set<string>();
  async record(gateway: string, eventId: string) {
    const key = `${gateway}:${eventId}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
}

export const TEST_BUNDLES: BundleOffer[] = [
  { id: 'starter', name: 'Starter', credits: 5, priceCents: 999 },
  { id: 'standard', name: 'Standard', credits: 15, priceCents: 2499 },
];

/**
 * Records grants; a repeated payment id grants nothing, as the ledger's unique key does.
 * Takings back and givings back are recorded by key (a repeated key is a bug: it throws). The
 * balance follows the ledger's rules: a taking back takes what the balance holds and owes the
 * rest, and credits arriving pay what is owed first.
 */
export class RecordingCredits extends CreditsForSale {
  readonly grants = new Map<string, { userId: string; credits: number }>();
  readonly moves = new Map<string, { userId: string; credits: number }>();
  private readonly balances = new Map<string, number>();
  private readonly owedBy = new Map<string, number>();
  async takeBack(userId: string, credits: number, paymentId: string, round: number) {
    this.move(`payment_reversal:${paymentId}:${round}`, userId, -credits);
    const balance = this.balance(userId);
    const taken = Math.min(balance, credits);
    this.balances.set(userId, balance - taken);
    this.owedBy.set(userId, this.owed(userId) + credits - taken);
  }
  async giveBack(userId: string, credits: number, paymentId: string, round: number) {
    this.move(`payment_restored:${paymentId}:${round}`, userId, credits);
    this.arrive(userId, credits);
  }
  private move(key: string, userId: string, credits: number) {
    if (this.moves.has(key)) throw new Error(`ledger key ${key} reused`);
    this.moves.set(key, { userId, credits });
  }
  bundle(id: string) {
    return TEST_BUNDLES.find((b) => b.id === id) ?? null;
  }
  async grant(userId: string, credits: number, paymentId: string) {
    if (this.grants.has(paymentId)) return;
    this.grants.set(paymentId, { userId, credits });
    this.arrive(userId, credits);
  }
  /** Credits spent elsewhere (a lead bought): refused, as the ledger does, when short or owing. */
  spend(userId: string, credits: number) {
    if (this.owed(userId) > 0) throw CreditsErrors.onHold(this.owed(userId));
    const balance = this.balance(userId);
    if (balance < credits) throw CreditsErrors.insufficient(credits, balance);
    this.balances.set(userId, balance - credits);
  }
  /** What the user can spend: never below zero. */
  balance(userId: string) {
    return this.balances.get(userId) ?? 0;
  }
  /** Credits taken back that the balance could not cover. */
  owed(userId: string) {
    return this.owedBy.get(userId) ?? 0;
  }
  private arrive(userId: string, credits: number) {
    const owed = this.owed(userId);
    const settled = Math.min(owed, credits);
    this.owedBy.set(userId, owed - settled);
    this.balances.set(userId, this.balance(userId) + credits - settled);
  }
}

export class InMemoryEmergencyJobs extends EmergencyJobs {
  readonly jobs = new Map<string, PayableJob>();
  add(job: PayableJob) {
    this.jobs.set(job.id, { ...job });
  }
  async find(jobId: string) {
    const job = this.jobs.get(jobId);
    return job ? { ...job } : null;
  }
  async open(jobId: string) {
    const job = this.jobs.get(jobId)!;
    if (job.status === 'pending_payment') job.status = 'open';
  }
}

/** The buyers the directory knows (identity's accounts, in the adapter); null for others. */
export class InMemoryBuyers extends BuyerDirectory {
  private readonly buyers = new Map<string, Buyer>();
  add(userId: string, buyer: Buyer) {
    this.buyers.set(userId, { ...buyer });
  }
  async find(userId: string): Promise<Buyer | null> {
    const buyer = this.buyers.get(userId);
    return buyer ? { ...buyer } : null;
  }
}

/** Card fields as a provider's own form takes them in the payer's browser. */
export interface FormCard {
  number: string;
}

/**
 * A scripted provider: its form (`payInForm`, the payer's browser) pays with 4242…, declines
 * anything else; `retrieve` answers what happened there.
 */
export class FakeGateway extends PaymentGateway {
  readonly label = 'Sandbox';
  constructor(
    readonly name = 'fake',
    private readonly method: PaymentMethod = 'card',
  ) {
    super();
  }
  readonly testCards = null;
  readonly charged = new Set<string>();
  readonly cancelled = new Set<string>();
  readonly declined = new Map<string, string>();
  retrieveCalls = 0;
  async createIntent(request: IntentRequest): Promise<GatewayIntent> {
    return {
      providerRef: `fake_${request.paymentId}`,
      clientSecret: `fake_secret_${request.paymentId}`,
    };
  }
  payInForm(ref: string, card: FormCard): void {
    if (this.charged.has(ref) || this.cancelled.has(ref)) return;
    if (card.number.replace(/\s/g, '') === '4242424242424242') {
      this.charged.add(ref);
      this.declined.delete(ref);
    } else this.declined.set(ref, 'Your card was declined.');
  }
  supports(method: PaymentMethod) {
    return method === this.method;
  }
  async retrieve(ref: string): Promise<PaymentOutcome> {
    this.retrieveCalls += 1;
    if (this.charged.has(ref)) return { status: 'succeeded' };
    if (this.cancelled.has(ref)) return { status: 'failed', reason: 'The payment was cancelled' };
    const reason = this.declined.get(ref);
    return reason ? { status: 'failed', reason } : { status: 'pending' };
  }
  async cancel(ref: string): Promise<'cancelled' | 'succeeded'> {
    if (this.charged.has(ref)) return 'succeeded';
    this.cancelled.add(ref);
    return 'cancelled';
  }
  async parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<GatewayEvent> {
    if (headers['stripe-signature'] !== 'good') throw PaymentsErrors.badSignature();
    return JSON.parse(rawBody.toString('utf8')) as GatewayEvent;
  }
}

/** A payment service's collaborators, every one a fake, for the domain specs. */
export function fakePaymentDeps() {
  const payments = new InMemoryPaymentRepository();
  return {
    payments,
    invoices: new InMemoryInvoiceRepository(payments),
    events: new InMemoryWebhookEventLog(),
    gateway: new FakeGateway(),
    credits: new RecordingCredits(),
    jobs: new InMemoryEmergencyJobs(),
    buyers: new InMemoryBuyers(),
    uow: new DirectUnitOfWork(),
    clock: new FixedClock(new Date('2026-11-23T02:00:00Z')),
    announce: new RecordingDomainEvents(),
  };
}

/** The seller a tax invoice names, in the domain specs. */
export const TEST_SELLER = {
  name: 'Tradiehub Pty Ltd',
  abn: '18123456789',
  address: 'Sydney NSW 2000',
};
