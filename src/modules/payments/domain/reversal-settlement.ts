import type { Clock } from '#shared/domain/clock.js';
import type { DomainEvents } from '#shared/domain/domain-events.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { draftAdjustment } from './invoice.js';
import type { Payment } from './payment.js';
import { PaymentsErrors } from './payments-errors.js';
import type { CreditsForSale, InvoiceRepository, PaymentRepository } from './ports.js';
import {
  adjustmentDue,
  creditsMove,
  creditsToHold,
  PAYMENT_REVERSED,
  recordReport,
  type ReversalReport,
  reversalOf,
} from './reversal.js';

export interface ReversalDependencies {
  payments: PaymentRepository;
  invoices: InvoiceRepository;
  credits: CreditsForSale;
  uow: UnitOfWork;
  clock: Clock;
  /** Announces refunds and disputes (the admin is told). */
  announce: DomainEvents;
}

/**
 * Refunds and disputes a provider reported, applied to a payment on its locked row: the credits
 * held back follow from everything reported so far, so a repeated or late event moves nothing.
 */
export class ReversalSettlement {
  constructor(private readonly deps: ReversalDependencies) {}

  /** Records a report about a payment, then settles it. */
  async reverse(paymentId: string, report: ReversalReport): Promise<void> {
    await this.deps.uow.run(async () => {
      const payment = await this.deps.payments.lockById(paymentId);
      if (!payment) throw PaymentsErrors.notFound();
      const state = recordReport(payment, report);
      await this.settle({ ...payment, ...state, reversal: reversalOf(state) }, payment);
    });
  }

  /**
   * Brings a locked payment's held-back credits, adjustment note and record in line with what
   * the provider reported; `before` is the row as it was, to tell what changed. `justPaid`: the
   * payment was fulfilled in this transaction, after a refund or dispute had been reported.
   */
  async settle(payment: Payment, before: Payment, justPaid = false): Promise<Payment> {
    const { credits, payments } = this.deps;
    const move = creditsMove(
      payment.creditsHeld,
      creditsToHold(payment, payment.status === 'succeeded', payment.credits, payment.amountCents),
    );
    let { creditsHeld, reversals } = payment;
    if (move) {
      reversals += 1;
      if (move.direction === 'take_back') {
        await credits.takeBack(payment.payerId, move.credits, payment.id, reversals);
        creditsHeld += move.credits;
      } else {
        await credits.giveBack(payment.payerId, move.credits, payment.id, reversals);
        creditsHeld -= move.credits;
      }
    }
    const reported =
      payment.refundedCents !== before.refundedCents || payment.dispute !== before.dispute;
    if (!move && !reported && !(justPaid && payment.reversal)) return payment;
    await payments.recordReversal(payment.id, payment, creditsHeld, reversals);
    const now = this.deps.clock.now();
    if (payment.status === 'succeeded') await this.amendInvoice(payment, now);
    // The admin hears of each change of reading and of each further refund, once: a replay
    // changes neither, so it publishes nothing.
    const refundedMore = payment.refundedCents > before.refundedCents;
    if (payment.reversal && (payment.reversal !== before.reversal || refundedMore)) {
      await this.deps.announce.publish({
        type: PAYMENT_REVERSED,
        aggregateId: payment.id,
        payload: {
          payerId: payment.payerId,
          reversal: payment.reversal,
          amountCents: payment.amountCents,
          refundedCents: payment.refundedCents,
          description: payment.description,
        },
        occurredAt: now,
      });
    }
    return { ...payment, creditsHeld, reversals };
  }

  /** Issues the adjustment note for what was given back since the last note, if anything. */
  private async amendInvoice(payment: Payment, now: Date): Promise<void> {
    const { invoices } = this.deps;
    const notes = await invoices.findAdjustments(payment.id);
    const noted = notes.reduce((sum, note) => sum + note.totalCents, 0);
    const due = adjustmentDue(payment, payment.amountCents, noted);
    if (!due) return;
    const invoice = await invoices.findByPayment(payment.id);
    if (invoice) await invoices.issueAdjustment(draftAdjustment(invoice, due, now));
  }
}
