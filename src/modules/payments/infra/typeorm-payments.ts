import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import type { TaxInvoice } from '../domain/invoice.js';
import type { Payment, PaymentMethod, PaymentPurpose, PaymentStatus } from '../domain/payment.js';
import {
  InvoiceRepository,
  type NewPayment,
  PaymentRepository,
  WebhookEventLog,
} from '../domain/ports.js';
import type { InvoiceDraft } from '../domain/invoice.js';
import { PaymentRow, TaxInvoiceRow } from './payments.orm-entities.js';

function toPayment(row: PaymentRow): Payment {
  return {
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
    return row ? toInvoice(row) : null;
  }

  async findByPayment(paymentId: string): Promise<TaxInvoice | null> {
    const row = await this.repo().findOneBy({ paymentId });
    return row ? toInvoice(row) : null;
  }

  async listForBuyer(buyerId: string): Promise<TaxInvoice[]> {
    const rows = await this.repo().find({
      where: { buyerId },
      order: { issuedAt: 'DESC', number: 'DESC' },
      take: 500,
    });
    return rows.map(toInvoice);
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
