import { formatAud, gstIncludedCents } from './money.js';
import type { AdjustmentDue, PaymentReversal } from './reversal.js';

/** Who sells: Tradiehub's legal name, ABN and address, from configuration. */
export interface Seller {
  name: string;
  abn: string;
  address: string;
}

/** Who buys, as printed on the invoice (a tradie's business name and ABN when they have one). */
export interface Buyer {
  name: string;
  email: string;
  businessName: string | null;
  abn: string | null;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** A tax invoice as the ATO asks for one: seller and ABN, date, buyer, items, GST. */
export interface TaxInvoice {
  id: string;
  /** From a database sequence: unique and increasing (gaps possible after a rollback). */
  number: number;
  paymentId: string;
  buyerId: string;
  seller: Seller;
  buyer: Buyer;
  lines: InvoiceLine[];
  totalCents: number;
  gstCents: number;
  currency: 'AUD';
  issuedAt: Date;
  /** Read with the invoice: its payment refunded or disputed since, and the notes amending it. */
  reversal?: PaymentReversal | null;
  adjustments?: AdjustmentNote[];
}

export type InvoiceDraft = Omit<TaxInvoice, 'id' | 'number' | 'reversal' | 'adjustments'>;

export function draftInvoice(input: {
  paymentId: string;
  buyerId: string;
  seller: Seller;
  buyer: Buyer;
  description: string;
  amountCents: number;
  issuedAt: Date;
}): InvoiceDraft {
  return {
    paymentId: input.paymentId,
    buyerId: input.buyerId,
    seller: input.seller,
    buyer: input.buyer,
    lines: [
      {
        description: input.description,
        quantity: 1,
        unitPriceCents: input.amountCents,
        totalCents: input.amountCents,
      },
    ],
    totalCents: input.amountCents,
    gstCents: gstIncludedCents(input.amountCents),
    currency: 'AUD',
    issuedAt: input.issuedAt,
  };
}

/** `TH-000042` */
export function invoiceNumberLabel(number: number): string {
  return `TH-${String(number).padStart(6, '0')}`;
}

/** "Total A$24.99 includes GST of A$2.27" — the words an Australian tax invoice uses. */
export function gstStatement(invoice: Pick<TaxInvoice, 'totalCents' | 'gstCents'>): string {
  return `Total ${formatAud(invoice.totalCents)} includes GST of ${formatAud(invoice.gstCents)}`;
}

/**
 * An adjustment note: the ATO's record that the consideration of a taxable sale changed after
 * its tax invoice. Each refund gets one for the amount it returned; a lost chargeback one for
 * the rest of the sale; GST is 1/11 of the note's amount, rounded as on the invoice.
 */
export interface AdjustmentNote {
  id: string;
  number: number;
  invoiceId: string;
  paymentId: string;
  buyerId: string;
  reason: 'refund' | 'chargeback';
  totalCents: number;
  gstCents: number;
  /** How much of the invoice the payment's notes amend, this one included. */
  coveredCents: number;
  currency: 'AUD';
  issuedAt: Date;
}

export type AdjustmentDraft = Omit<AdjustmentNote, 'id' | 'number'>;

export function draftAdjustment(
  invoice: TaxInvoice,
  due: AdjustmentDue,
  issuedAt: Date,
): AdjustmentDraft {
  return {
    invoiceId: invoice.id,
    paymentId: invoice.paymentId,
    buyerId: invoice.buyerId,
    reason: due.reason,
    totalCents: due.totalCents,
    // The GST on everything refunded so far less what earlier notes took back: the notes of one
    // invoice add up to its GST to the cent, however many part refunds it took.
    gstCents:
      gstIncludedCents(due.coveredCents) - gstIncludedCents(due.coveredCents - due.totalCents),
    coveredCents: due.coveredCents,
    currency: 'AUD',
    issuedAt,
  };
}

/** `TH-AN-000007` */
export function adjustmentNumberLabel(number: number): string {
  return `TH-AN-${String(number).padStart(6, '0')}`;
}
