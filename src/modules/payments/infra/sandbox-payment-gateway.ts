import type { Clock } from '#shared/domain/clock.js';
import type { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import type { PaymentMethod, PaymentOutcome } from '../domain/payment.js';
import {
  type CardDetails,
  type GatewayEvent,
  type GatewayIntent,
  type IntentRequest,
  PaymentGateway,
} from '../domain/payment-gateway.js';
import { PaymentsErrors } from '../domain/payments-errors.js';
import { sandboxCardOutcome, TEST_CARDS } from './sandbox-cards.js';
import { parseSignedPaymentEvent } from './stripe-events.js';

const CANCELLED = 'The payment was cancelled';

/** TypeORM answers an UPDATE … RETURNING on PostgreSQL as [rows, count]. */
const rowsOf = (result: [ChargeRow[], number] | ChargeRow[]): ChargeRow[] =>
  Array.isArray(result[0]) ? result[0] : (result as ChargeRow[]);

interface ChargeRow {
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  failure_reason: string | null;
}

/**
 * The local default: no money moves. It keeps its charges in its own table, as a provider
 * would on its side, so confirming a paid charge again answers `succeeded` without charging
 * (which is how a crash between charging and fulfilling is recovered). Its webhook events are
 * Stripe-shaped and signed with the sandbox secret.
 */
export class SandboxPaymentGateway extends PaymentGateway {
  readonly name = 'sandbox';
  readonly label = 'Sandbox';
  readonly testCards = TEST_CARDS;

  constructor(
    private readonly uow: TypeOrmUnitOfWork,
    private readonly clock: Clock,
    private readonly webhookSecret: string,
  ) {
    super();
  }

  supports(method: PaymentMethod): boolean {
    return method === 'card';
  }

  async createIntent(request: IntentRequest): Promise<GatewayIntent> {
    const providerRef = `sbx_pi_${request.paymentId.replace(/-/g, '')}`;
    await this.uow.manager().query(
      `INSERT INTO sandbox_charges (provider_ref, payment_id, amount_cents) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [providerRef, request.paymentId, request.amountCents],
    );
    return { providerRef, clientSecret: null };
  }

  async confirm(providerRef: string, card: CardDetails | null): Promise<PaymentOutcome> {
    const manager = this.uow.manager();
    const [charge] = await manager.query<ChargeRow[]>(
      `SELECT status, failure_reason FROM sandbox_charges WHERE provider_ref = $1`,
      [providerRef],
    );
    if (!charge) throw PaymentsErrors.notFound();
    if (charge.status === 'succeeded') return { status: 'succeeded' };
    if (charge.status === 'canceled') return { status: 'failed', reason: CANCELLED };
    if (!card) {
      if (charge.failure_reason) return { status: 'failed', reason: charge.failure_reason };
      throw PaymentsErrors.cardRequired();
    }
    const outcome = sandboxCardOutcome(card, this.clock.now());
    // A charge paid or cancelled meanwhile keeps its state (the WHERE keeps it).
    const updated = await manager.query<[ChargeRow[], number] | ChargeRow[]>(
      `UPDATE sandbox_charges
          SET status = $2, failure_reason = $3, attempts = attempts + 1, updated_at = now()
        WHERE provider_ref = $1 AND status = 'requires_payment_method'
        RETURNING status`,
      [
        providerRef,
        outcome.status === 'succeeded' ? 'succeeded' : 'requires_payment_method',
        outcome.status === 'failed' ? outcome.reason : null,
      ],
    );
    if (rowsOf(updated).length > 0) return outcome;
    // Paid or cancelled meanwhile: answer what the charge is now.
    return this.confirm(providerRef, null);
  }

  async cancel(providerRef: string): Promise<'cancelled' | 'succeeded'> {
    const updated = await this.uow.manager().query<[ChargeRow[], number] | ChargeRow[]>(
      `UPDATE sandbox_charges
          SET status = CASE WHEN status = 'succeeded' THEN status ELSE 'canceled' END,
              updated_at = now()
        WHERE provider_ref = $1
        RETURNING status`,
      [providerRef],
    );
    const [charge] = rowsOf(updated);
    if (!charge) throw PaymentsErrors.notFound();
    return charge.status === 'succeeded' ? 'succeeded' : 'cancelled';
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    return parseSignedPaymentEvent(rawBody, signature, this.webhookSecret);
  }
}
