import type { Actor } from '#shared/domain/actor.js';
import type { Clock } from '#shared/domain/clock.js';
import { DomainError } from '#shared/domain/domain-error.js';
import type { DomainEvents } from '#shared/domain/domain-events.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { type AdjustmentNote, draftInvoice, type Seller, type TaxInvoice } from './invoice.js';
import {
  assertPayer,
  type Payment,
  type PaymentMethod,
  type PaymentOutcome,
  transition,
} from './payment.js';
import { type PaymentGateway, PaymentGateways, type WebhookHeaders } from './payment-gateway.js';
import { PaymentsErrors } from './payments-errors.js';
import { ReversalSettlement } from './reversal-settlement.js';
import type {
  BuyerDirectory,
  CreditsForSale,
  EmergencyJobs,
  InvoiceRepository,
  NewPayment,
  PaymentRepository,
  WebhookEventLog,
} from './ports.js';

export type CheckoutRequest =
  | { purpose: 'bundle'; bundleId: string; method: PaymentMethod }
  | { purpose: 'emergency_job'; jobId: string; method: PaymentMethod };

export interface PaymentsSettings {
  emergencyFeeCents: number;
  seller: Seller;
  /** Stripe's publishable key for Stripe.js, when the Stripe gateway is on. */
  publishableKey?: string | null;
}

export interface PaymentView {
  payment: Payment;
  invoice: TaxInvoice | null;
  /** The notes amending the invoice, one per refund (or lost chargeback), oldest first. */
  adjustments: AdjustmentNote[];
}

export interface PaymentsDependencies {
  payments: PaymentRepository;
  invoices: InvoiceRepository;
  events: WebhookEventLog;
  /** The card gateway (sandbox or Stripe). */
  gateway: PaymentGateway;
  /** Gateways of other methods, when configured (PayPal). */
  moreGateways?: readonly PaymentGateway[];
  credits: CreditsForSale;
  jobs: EmergencyJobs;
  buyers: BuyerDirectory;
  uow: UnitOfWork;
  clock: Clock;
  /** Announces refunds and disputes (the admin is told). */
  announce: DomainEvents;
}

/**
 * Checkout, confirmation and provider webhooks. Charging happens at the provider, outside our
 * transaction; fulfilment (credits or job opened, payment marked paid, tax invoice) is one
 * transaction on the locked payment row, and runs at most once: a succeeded payment is final.
 * Cards are taken by the provider's form in the payer's browser, never here. A crash between the
 * charge and the fulfilment leaves the payment `pending`; confirming it again (or the provider's
 * webhook) asks the provider and fulfils.
 */
export class PaymentService {
  private readonly gateways: PaymentGateways;
  private readonly reversals: ReversalSettlement;

  constructor(
    private readonly deps: PaymentsDependencies,
    private readonly settings: PaymentsSettings,
  ) {
    this.gateways = new PaymentGateways(deps.gateway, deps.moreGateways);
    this.reversals = new ReversalSettlement(deps);
  }

  get gatewayName(): string {
    return this.deps.gateway.name;
  }

  get gatewayLabel(): string {
    return this.deps.gateway.label;
  }

  get testCards(): { succeeds: string; declined: string } | null {
    return this.deps.gateway.testCards;
  }

  supports(method: PaymentMethod): boolean {
    return this.gateways.forMethod(method) !== null;
  }

  get publishableKey(): string | null {
    return this.settings.publishableKey ?? null;
  }

  get emergencyFeeCents(): number {
    return this.settings.emergencyFeeCents;
  }

  async checkout(actor: Actor, request: CheckoutRequest): Promise<Payment> {
    const { payments } = this.deps;
    let draft: NewPayment;
    if (request.purpose === 'bundle') {
      if (actor.type !== 'tradie') throw PaymentsErrors.tradiesOnly();
      const bundle = this.deps.credits.bundle(request.bundleId);
      if (!bundle) throw PaymentsErrors.unknownBundle();
      const gateway = this.gatewayFor(request.method);
      draft = {
        payerId: actor.id,
        purpose: 'bundle',
        bundleId: bundle.id,
        credits: bundle.credits,
        jobId: null,
        amountCents: bundle.priceCents,
        method: request.method,
        gateway: gateway.name,
        description: `${bundle.name} credit bundle: ${bundle.credits} credits`,
      };
    } else {
      const job = await this.payableJob(actor, request.jobId);
      const gateway = this.gatewayFor(request.method);
      const open = await payments.findOpenForJob(job.id);
      if (open) return open;
      draft = {
        payerId: actor.id,
        purpose: 'emergency_job',
        bundleId: null,
        credits: 0,
        jobId: job.id,
        amountCents: this.settings.emergencyFeeCents,
        method: request.method,
        gateway: gateway.name,
        description: `Emergency job posting fee: ${job.title}`,
      };
    }
    const payment = await payments.create(draft);
    return this.withIntent(payment);
  }

  /**
   * The payer's browser says the provider's form is done: the provider is asked what happened
   * (the browser's word is never taken) and the outcome applied. It may cross the webhook; the
   * locked row fulfils once.
   */
  async confirm(actor: Actor, paymentId: string): Promise<PaymentView> {
    const found = await this.deps.payments.findById(paymentId);
    if (!found) throw PaymentsErrors.notFound();
    assertPayer(found, actor.id);
    if (found.status === 'succeeded') return this.view(found);
    if (found.jobId) {
      // Checked before charging: a cancelled job must not be paid for.
      const job = await this.deps.jobs.find(found.jobId);
      if (!job || job.status !== 'pending_payment') throw PaymentsErrors.jobNotPayable();
    }
    const payment = await this.withIntent(found);
    const outcome = await this.gateways.named(payment.gateway).retrieve(payment.providerRef!);
    return this.view(await this.apply(payment.id, outcome));
  }

  async get(actor: Actor, paymentId: string): Promise<PaymentView> {
    const payment = await this.deps.payments.findById(paymentId);
    if (!payment) throw PaymentsErrors.notFound();
    if (actor.type !== 'admin') assertPayer(payment, actor.id);
    return this.view(payment);
  }

  /**
   * A provider event (to the card gateway's webhook unless another is named): verified,
   * recorded by id (a redelivery does nothing) and applied in one transaction. Events about
   * payments we do not know are recorded and ignored.
   */
  async handleWebhook(
    rawBody: Buffer,
    headers: WebhookHeaders,
    gatewayName = this.deps.gateway.name,
  ): Promise<'applied' | 'duplicate' | 'ignored'> {
    const gateway = this.gateways.named(gatewayName);
    const event = await gateway.parseWebhook(rawBody, headers);
    return this.deps.uow.run(async () => {
      const known = event.providerRef
        ? await this.deps.payments.findByProviderRef(gateway.name, event.providerRef)
        : null;
      // The payment row is locked before the event row references it: concurrent deliveries
      // queue on one lock instead of deadlocking on the foreign key's share lock.
      const payment = known ? await this.deps.payments.lockById(known.id) : null;
      const fresh = await this.deps.events.record(gateway.name, event.eventId, payment?.id ?? null);
      if (!fresh) return 'duplicate';
      if (!payment || (!event.outcome && !event.reversal)) return 'ignored';
      if (event.outcome) await this.apply(payment.id, event.outcome);
      if (event.reversal) await this.reversals.reverse(payment.id, event.reversal);
      return 'applied';
    });
  }

  async invoices(actor: Actor): Promise<TaxInvoice[]> {
    return this.deps.invoices.listForBuyer(actor.id);
  }

  async invoice(actor: Actor, invoiceId: string): Promise<TaxInvoice> {
    const invoice = await this.deps.invoices.findById(invoiceId);
    // Someone else's invoice reads as missing: ids are not secrets to be confirmed.
    if (!invoice || (invoice.buyerId !== actor.id && actor.type !== 'admin')) {
      throw PaymentsErrors.invoiceNotFound();
    }
    return invoice;
  }

  /**
   * An emergency job is being cancelled (in its transaction): its unpaid fee is cancelled at the
   * provider, so a payment still in flight can no longer go through. When the payment won that
   * race, the cancel is refused and the payment opens the job as usual.
   */
  /**
   * An unpaid job is being withdrawn (its owner banned or erased): as a cancel, except that a
   * fee paid meanwhile does not stop the withdrawal; it stays paid for an admin to refund.
   */
  async cancelForWithdrawnJob(jobId: string): Promise<void> {
    try {
      await this.cancelForJob(jobId);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'PAYMENTS.FEE_PAID_MEANWHILE')) {
        throw error;
      }
    }
  }

  async cancelForJob(jobId: string): Promise<void> {
    const payment = await this.deps.payments.findOpenForJob(jobId);
    if (!payment?.providerRef || payment.status === 'succeeded') return;
    const gateway = this.gateways.named(payment.gateway);
    if ((await gateway.cancel(payment.providerRef)) === 'succeeded') {
      throw PaymentsErrors.feePaidMeanwhile();
    }
    await this.deps.payments.markFailed(payment.id, 'Cancelled with its job');
  }

  /** Applies an outcome on the locked row; fulfils exactly once. */
  private async apply(paymentId: string, outcome: PaymentOutcome): Promise<Payment> {
    return this.deps.uow.run(async () => {
      const payment = await this.deps.payments.lockById(paymentId);
      if (!payment) throw PaymentsErrors.notFound();
      const step = transition(payment.status, outcome);
      if (step === 'succeed') {
        const paidAt = this.deps.clock.now();
        await this.fulfil(payment, paidAt);
        await this.deps.payments.markSucceeded(payment.id, paidAt);
        const paid = { ...payment, status: 'succeeded' as const, paidAt, failureReason: null };
        // A refund or dispute reported before the payment was fulfilled applies now, once.
        return this.reversals.settle(paid, paid, true);
      }
      if (step === 'fail' && outcome.status === 'failed') {
        await this.deps.payments.markFailed(payment.id, outcome.reason);
        return { ...payment, status: 'failed' as const, failureReason: outcome.reason };
      }
      return payment;
    });
  }

  private async fulfil(payment: Payment, paidAt: Date): Promise<void> {
    if (payment.purpose === 'bundle') {
      await this.deps.credits.grant(payment.payerId, payment.credits, payment.id);
    } else if (payment.jobId) {
      await this.deps.jobs.open(payment.jobId);
    }
    const buyer = (await this.deps.buyers.find(payment.payerId)) ?? {
      name: 'Tradiehub customer',
      email: '',
      businessName: null,
      abn: null,
    };
    await this.deps.invoices.issue(
      draftInvoice({
        paymentId: payment.id,
        buyerId: payment.payerId,
        seller: this.settings.seller,
        buyer,
        description: payment.description,
        amountCents: payment.amountCents,
        issuedAt: paidAt,
      }),
    );
  }

  private async payableJob(actor: Actor, jobId: string) {
    const job = await this.deps.jobs.find(jobId);
    if (!job) throw PaymentsErrors.jobNotFound();
    if (job.ownerId !== actor.id) throw PaymentsErrors.notYourJob();
    if (job.status === 'pending_payment') return job;
    const gone = job.status === 'cancelled' || job.status === 'withdrawn';
    if (job.isEmergency && !gone) throw PaymentsErrors.alreadyPaid();
    throw PaymentsErrors.jobNotPayable();
  }

  private gatewayFor(method: PaymentMethod): PaymentGateway {
    const gateway = this.gateways.forMethod(method);
    if (!gateway) throw PaymentsErrors.methodUnavailable(method);
    return gateway;
  }

  /** Creates the provider's intent when it is missing (idempotent by payment id at the provider). */
  private async withIntent(payment: Payment): Promise<Payment> {
    if (payment.providerRef) return payment;
    // On the locked row: concurrent checkouts of one emergency job ask the provider once.
    return this.deps.uow.run(async () => {
      const locked = (await this.deps.payments.lockById(payment.id)) ?? payment;
      if (locked.providerRef) return locked;
      const intent = await this.gateways.named(locked.gateway).createIntent({
        paymentId: locked.id,
        amountCents: locked.amountCents,
        method: locked.method,
        description: locked.description,
      });
      await this.deps.payments.setIntent(locked.id, intent.providerRef, intent.clientSecret);
      return { ...locked, providerRef: intent.providerRef, clientSecret: intent.clientSecret };
    });
  }

  private async view(payment: Payment): Promise<PaymentView> {
    const paid = payment.status === 'succeeded';
    const invoice = paid ? await this.deps.invoices.findByPayment(payment.id) : null;
    const adjustments = paid ? await this.deps.invoices.findAdjustments(payment.id) : [];
    return { payment, invoice, adjustments };
  }
}
