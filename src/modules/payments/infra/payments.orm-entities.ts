import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { Buyer, InvoiceLine, Seller } from '../domain/invoice.js';

@Entity('payments')
export class PaymentRow {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'payer_id' }) payerId!: string;
  @Column('text') purpose!: string;
  @Column('text', { name: 'bundle_id', nullable: true }) bundleId!: string | null;
  @Column('integer', { default: 0 }) credits!: number;
  @Column('uuid', { name: 'job_id', nullable: true }) jobId!: string | null;
  @Column('integer', { name: 'amount_cents' }) amountCents!: number;
  @Column('char', { length: 3, default: 'AUD' }) currency!: string;
  @Column('text') method!: string;
  @Column('text') gateway!: string;
  @Column('text', { name: 'provider_ref', nullable: true }) providerRef!: string | null;
  @Column('text', { name: 'client_secret', nullable: true }) clientSecret!: string | null;
  @Column('text', { default: 'pending' }) status!: string;
  @Column('text', { name: 'failure_reason', nullable: true }) failureReason!: string | null;
  @Column('text') description!: string;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' }) updatedAt!: Date;
  @Column('timestamptz', { name: 'paid_at', nullable: true }) paidAt!: Date | null;
  @Column('timestamptz', { name: 'refunded_at', nullable: true }) refundedAt!: Date | null;
  @Column('integer', { name: 'refunded_cents', default: 0 }) refundedCents!: number;
  @Column('text', { name: 'dispute_status', nullable: true }) disputeStatus!: string | null;
  @Column('integer', { name: 'credits_reversed', default: 0 }) creditsReversed!: number;
  @Column('integer', { default: 0 }) reversals!: number;
}

@Entity('tax_invoices')
export class TaxInvoiceRow {
  @PrimaryGeneratedColumn('uuid') id!: string;
  // bigint arrives as a string from pg; the mapper turns it into a number.
  @Column({ type: 'bigint', insert: false, update: false }) number!: string;
  @Column('uuid', { name: 'payment_id' }) paymentId!: string;
  @Column('uuid', { name: 'buyer_id' }) buyerId!: string;
  @Column('jsonb') seller!: Seller;
  @Column('jsonb') buyer!: Buyer;
  @Column('jsonb') lines!: InvoiceLine[];
  @Column('integer', { name: 'total_cents' }) totalCents!: number;
  @Column('integer', { name: 'gst_cents' }) gstCents!: number;
  @Column('char', { length: 3, default: 'AUD' }) currency!: string;
  @Column('timestamptz', { name: 'issued_at' }) issuedAt!: Date;
}

@Entity('adjustment_notes')
export class AdjustmentNoteRow {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'bigint', insert: false, update: false }) number!: string;
  @Column('uuid', { name: 'invoice_id' }) invoiceId!: string;
  @Column('uuid', { name: 'payment_id' }) paymentId!: string;
  @Column('uuid', { name: 'buyer_id' }) buyerId!: string;
  @Column('text') reason!: string;
  @Column('integer', { name: 'total_cents' }) totalCents!: number;
  @Column('integer', { name: 'gst_cents' }) gstCents!: number;
  @Column('integer', { name: 'covered_cents' }) coveredCents!: number;
  @Column('char', { length: 3, default: 'AUD' }) currency!: string;
  @Column('timestamptz', { name: 'issued_at' }) issuedAt!: Date;
}

@Entity('payment_webhook_events')
class WebhookEventRow {
  @PrimaryColumn('text') gateway!: string;
  @PrimaryColumn('text', { name: 'event_id' }) eventId!: string;
  @Column('uuid', { name: 'payment_id', nullable: true }) paymentId!: string | null;
  @Column('timestamptz', { name: 'received_at', default: () => 'now()' }) receivedAt!: Date;
}

export const PAYMENTS_ENTITIES = [PaymentRow, TaxInvoiceRow, AdjustmentNoteRow, WebhookEventRow];
