import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import type { AdjustmentDraft, AdjustmentNote, TaxInvoice } from '../domain/invoice.js';
import type { Payment, PaymentMethod, PaymentPurpose, PaymentStatus } from '../domain/payment.js';
import { type DisputeStatus, type ReversalState, reversalOf } from '../domain/reversal.js';
import {
  InvoiceRepository,
  type NewPayment,
  PaymentRepository,
  WebhookEventLog,
} from '../domain/ports.js';
import type { InvoiceDraft } from '../domain/invoice.js';
import { AdjustmentNoteRow, PaymentRow, TaxInvoiceRow } from './payments.orm-entities.js';

function toPayment(row: PaymentRow): Payment {
  const state = {
    refunded: row.refundedAt !== null,
    refundedCents: row.refundedCents,
    dispute: row.disputeStatus as DisputeStatus | null,
  };
  return {
    ...state,
    creditsHeld: row.creditsReversed,
    reversals: row.reversals,
    reversal: reversalOf(state),
    id: row.id,
    payerId: row.payerId,
    purpose: row.purpose as PaymentPurpose,
    bundleId: row.bundleId,
    credits: row.credits,
    jobId: row.jobId,
    amountCents: row.amountCents,
    currency: 'AUD',
    method: row.method as PaymentMethod,
    gateway: row.gateway,
    providerRef: row.providerRef,
    clientSecret: row.clientSecret,
    status: row.status as PaymentStatus,
    failureReason: row.failureReason,
    description: row.description,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
  };
}

function toAdjustment(row: AdjustmentNoteRow): AdjustmentNote {
  return {
    id: row.id,
    number: Number(row.number),
    invoiceId: row.invoiceId,
    paymentId: row.paymentId,
    buyerId: row.buyerId,
    reason: row.reason as AdjustmentNote['reason'],
    totalCents: row.totalCents,
    gstCents: row.gstCents,
    coveredCents: row.coveredCents,
    currency: 'AUD',
    issuedAt: row.issuedAt,
  };
}

function toInvoice(row: TaxInvoiceRow): TaxInvoice {
  return {
    id: row.id,
    number: Number(row.number),
    paymentId: row.paymentId,
    buyerId: row.buyerId,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    totalCents: row.totalCents,
    gstCents: row.gstCents,
    currency: 'AUD',
    issuedAt: row.issuedAt,
  };
}

@Injectable()
export class TypeOrmPaymentRepository extends PaymentRepository {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private repo() {
    return this.uow.manager().getRepository(PaymentRow);
  }

  async create(payment: NewPayment): Promise<Payment> {
    // An emergency job has one payment: a second checkout (even a concurrent one) gets it back.
    const inserted = await this.uow.manager().query<{ id: string }[]>(
      `INSERT INTO payments (payer_id, purpose, bundle_id, credits, job_id, amount_cents, method, gateway, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (job_id) WHERE job_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        payment.payerId,
        payment.purpose,
        payment.bundleId,
        payment.credits,
        payment.jobId,
        payment.amountCents,
        payment.method,
        payment.gateway,
        payment.description,
      ],
    );
    const found = inserted[0]
      ? await this.findById(inserted[0].id)
      : await this.findOpenForJob(payment.jobId!);
    return found!;
  }

  async setIntent(id: string, providerRef: string, clientSecret: string | null): Promise<void> {
    await this.repo().update({ id }, { providerRef, clientSecret, updatedAt: new Date() });
  }

  async findById(id: string): Promise<Payment | null> {
    const row = await this.repo().findOneBy({ id });
    return row ? toPayment(row) : null;
  }

  async findByProviderRef(gateway: string, providerRef: string): Promise<Payment | null> {
    const row = await this.repo().findOneBy({ gateway, providerRef });
    return row ? toPayment(row) : null;
  }

  async lockById(id: string): Promise<Payment | null> {
    const row = await this.repo().findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    return row ? toPayment(row) : null;
  }

  async markSucceeded(id: string, paidAt: Date): Promise<void> {
    await this.repo().update(
      { id },
      { status: 'succeeded', paidAt, failureReason: null, updatedAt: new Date() },
    );
  }

  async markFailed(id: string, reason: string): Promise<void> {
    await this.repo().update(
      { id },
      { status: 'failed', failureReason: reason, updatedAt: new Date() },
    );
  }

  async recordReversal(
    id: string,
    state: ReversalState,
    creditsHeld: number,
    reversals: number,
  ): Promise<void> {
    await this.uow.manager().query(
      `UPDATE payments SET refunded_at = CASE WHEN $2 THEN coalesce(refunded_at, now()) END,
              refunded_cents = $6, dispute_status = $3, credits_reversed = $4, reversals = $5,
              updated_at = now()
        WHERE id = $1`,
      [id, state.refunded, state.dispute, creditsHeld, reversals, state.refundedCents],
    );
  }

  async findOpenForJob(jobId: string): Promise<Payment | null> {
    const row = await this.repo().findOneBy({ jobId });
    return row ? toPayment(row) : null;
  }
}

@Injectable()
export class TypeOrmInvoiceRepository extends InvoiceRepository {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private repo() {
    return this.uow.manager().getRepository(TaxInvoiceRow);
  }

  async issue(draft: InvoiceDraft): Promise<TaxInvoice> {
    const { identifiers } = await this.repo().insert({
      paymentId: draft.paymentId,
      buyerId: draft.buyerId,
      seller: draft.seller,
      buyer: draft.buyer,
      lines: draft.lines,
      totalCents: draft.totalCents,
      gstCents: draft.gstCents,
      currency: draft.currency,
      issuedAt: draft.issuedAt,
    });
    return (await this.findById(identifiers[0].id as string))!;
  }

  async findById(id: string): Promise<TaxInvoice | null> {
    const row = await this.repo().findOneBy({ id });
    return row ? (await this.withReversals([toInvoice(row)]))[0] : null;
  }

  async findByPayment(paymentId: string): Promise<TaxInvoice | null> {
    const row = await this.repo().findOneBy({ paymentId });
    return row ? toInvoice(row) : null;
  }

  /** Adds what happened to each invoice's payment since: refunded or disputed, and the note. */
  private async withReversals(invoices: TaxInvoice[]): Promise<TaxInvoice[]> {
    if (invoices.length === 0) return invoices;
    const ids = invoices.map((i) => i.paymentId);
    const manager = this.uow.manager();
    const payments = await manager.getRepository(PaymentRow).find({
      where: { id: In(ids) },
      select: { id: true, refundedAt: true, refundedCents: true, disputeStatus: true },
    });
    const notes = await manager
      .getRepository(AdjustmentNoteRow)
      .find({ where: { paymentId: In(ids) }, order: { number: 'ASC' } });
    return invoices.map((invoice) => {
      const payment = payments.find((p) => p.id === invoice.paymentId);

      return {
        ...invoice,
        reversal: payment
          ? reversalOf({
              refunded: payment.refundedAt !== null,
              refundedCents: payment.refundedCents,
              dispute: payment.disputeStatus as DisputeStatus | null,
            })
          : null,
        adjustments: notes.filter((n) => n.paymentId === invoice.paymentId).map(toAdjustment),
      };
    });
  }

  async listForBuyer(buyerId: string): Promise<TaxInvoice[]> {
    const rows = await this.repo().find({
      where: { buyerId },
      order: { issuedAt: 'DESC', number: 'DESC' },
      take: 500,
    });
    return this.withReversals(rows.map(toInvoice));
  }

  async issueAdjustment(draft: AdjustmentDraft): Promise<AdjustmentNote | null> {
    // One note per refunded total: a replayed refund reaching the same total adds none.
    const rows = await this.uow.manager().query<{ id: string }[]>(
      `INSERT INTO adjustment_notes (invoice_id, payment_id, buyer_id, reason, total_cents,
                                     gst_cents, covered_cents, currency, issued_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (payment_id, covered_cents) DO NOTHING RETURNING id`,
      [
        draft.invoiceId,
        draft.paymentId,
        draft.buyerId,
        draft.reason,
        draft.totalCents,
        draft.gstCents,
        draft.coveredCents,
        draft.currency,
        draft.issuedAt,
      ],
    );
    if (!rows[0]) return null;
    const row = await this.uow
      .manager()
      .getRepository(AdjustmentNoteRow)
      .findOneBy({ id: rows[0].id });
    return toAdjustment(row!);
  }

  async findAdjustments(paymentId: string): Promise<AdjustmentNote[]> {
    const rows = await this.uow
      .manager()
      .getRepository(AdjustmentNoteRow)
      .find({ where: { paymentId }, order: { number: 'ASC' } });
    return rows.map(toAdjustment);
  }
}

@Injectable()
export class TypeOrmWebhookEventLog extends WebhookEventLog {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async record(gateway: string, eventId: string, paymentId: string | null): Promise<boolean> {
    // Waits on a concurrent insert of the same id, then does nothing: one delivery wins.
    const rows = await this.uow.manager().query<unknown[]>(
      `INSERT INTO payment_webhook_events (gateway, event_id, payment_id) VALUES ($1, $2, $3)
       ON CONFLICT (gateway, event_id) DO NOTHING RETURNING event_id`,
      [gateway, eventId, paymentId],
    );
    return rows.length === 1;
  }
}
