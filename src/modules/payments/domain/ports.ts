import type {
  AdjustmentDraft,
  AdjustmentNote,
  Buyer,
  InvoiceDraft,
  TaxInvoice,
} from './invoice.js';
import type { Payment, PaymentMethod, PaymentPurpose } from './payment.js';
import type { ReversalState } from './reversal.js';

export interface NewPayment {
  payerId: string;
  purpose: PaymentPurpose;
  bundleId: string | null;
  credits: number;
  jobId: string | null;
  amountCents: number;
  method: PaymentMethod;
  gateway: string;
  description: string;
}

export abstract class PaymentRepository {
  abstract create(payment: NewPayment): Promise<Payment>;
  abstract setIntent(id: string, providerRef: string, clientSecret: string | null): Promise<void>;
  abstract findById(id: string): Promise<Payment | null>;
  abstract findByProviderRef(gateway: string, providerRef: string): Promise<Payment | null>;
  /** Reads the row locked for the rest of the caller's transaction (SELECT … FOR UPDATE). */
  abstract lockById(id: string): Promise<Payment | null>;
  abstract markSucceeded(id: string, paidAt: Date): Promise<void>;
  abstract markFailed(id: string, reason: string): Promise<void>;
  /** What the provider reported after payment, and the credits now held back because of it. */
  abstract recordReversal(
    id: string,
    state: ReversalState,
    creditsHeld: number,
    reversals: number,
  ): Promise<void>;
  /**
   * The emergency job's payment, if any, whatever its status: the schema allows one per job (a
   * declined one is retried, not replaced), so a homeowner who opens the payment screen twice is
   * never charged twice, and a cancel can tell a fee already paid.
   */
  abstract findOpenForJob(jobId: string): Promise<Payment | null>;
}

export abstract class InvoiceRepository {
  /** Stores the invoice and gives it the next number; one invoice per payment (unique). */
  abstract issue(draft: InvoiceDraft): Promise<TaxInvoice>;
  abstract findById(id: string): Promise<TaxInvoice | null>;
  abstract findByPayment(paymentId: string): Promise<TaxInvoice | null>;
  /** Newest first. */
  abstract listForBuyer(buyerId: string): Promise<TaxInvoice[]>;
  /**
   * Stores the note and numbers it; null when the payment has a note reaching the same
   * `coveredCents` already (one note per refunded total, so a replay adds none).
   */
  abstract issueAdjustment(draft: AdjustmentDraft): Promise<AdjustmentNote | null>;
  /** The payment's notes, oldest first. */
  abstract findAdjustments(paymentId: string): Promise<AdjustmentNote[]>;
}

/** Provider events already handled: webhooks are idempotent by event id. */
export abstract class WebhookEventLog {
  /** Records the event; false when it had been recorded before (a redelivery). */
  abstract record(gateway: string, eventId: string, paymentId: string | null): Promise<boolean>;
}

export interface BundleOffer {
  id: string;
  name: string;
  credits: number;
  priceCents: number;
}

/** The credits module as payments sees it: what is for sale, and granting what was paid for. */
export abstract class CreditsForSale {
  abstract bundle(id: string): BundleOffer | null;
  /**
   * Adds the bundle's credits to the ledger, keyed by the payment: granting the same payment
   * again moves nothing. Joins the caller's transaction.
   */
  abstract grant(userId: string, credits: number, paymentId: string): Promise<void>;
  /**
   * Takes back credits of a refunded or disputed payment: what the balance holds, the rest
   * owed (never a negative balance). `round` tells this movement from earlier ones of the
   * payment. Joins the caller's transaction.
   */
  abstract takeBack(
    userId: string,
    credits: number,
    paymentId: string,
    round: number,
  ): Promise<void>;
  /** Gives held-back credits back (a dispute won); they pay anything owed first. */
  abstract giveBack(
    userId: string,
    credits: number,
    paymentId: string,
    round: number,
  ): Promise<void>;
}

export interface PayableJob {
  id: string;
  ownerId: string;
  title: string;
  status: 'pending_payment' | 'open' | 'assigned' | 'completed' | 'cancelled' | 'withdrawn';
  isEmergency: boolean;
}

/** The jobs module as payments sees it: an emergency job opens once its fee is paid. */
export abstract class EmergencyJobs {
  abstract find(jobId: string): Promise<PayableJob | null>;
  /** pending_payment → open; joins the caller's transaction; a job already open stays open. */
  abstract open(jobId: string): Promise<void>;
}

/** Who bought, for the tax invoice. */
export abstract class BuyerDirectory {
  abstract find(userId: string): Promise<Buyer | null>;
}

/** The sandbox's hosted-field frame, when the sandbox is the gateway: where the browser loads it. */
export abstract class HostedCardFrame {
  abstract frameUrl(): string | null;
}
