import { randomBytes } from 'node:crypto';
import type { Clock } from '#shared/domain/clock.js';
import type { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import type { PaymentMethod, PaymentOutcome } from '../domain/payment.js';
import {
  type GatewayEvent,
  type GatewayIntent,
  type IntentRequest,
  PaymentGateway,
  type WebhookHeaders,
} from '../domain/payment-gateway.js';
import { PaymentsErrors } from '../domain/payments-errors.js';
import { type CardDetails, sandboxCardOutcome, TEST_CARDS } from './sandbox-cards.js';
import { verifyStripeSignedEvent } from './stripe-events.js';

const CANCELLED = 'The payment was cancelled';

/** TypeORM answers an UPDATE … RETURNING on PostgreSQL as [rows, count]. */
const rowsOf = (result: [ChargeRow[], number] | ChargeRow[]): ChargeRow[] =>
  Array.isArray(result[0]) ? result[0] : (result as ChargeRow[]);

interface ChargeRow {
  provider_ref: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  failure_reason: string | null;
}

function outcomeOf(charge: ChargeRow): PaymentOutcome {
  if (charge.status === 'succeeded') return { status: 'succeeded' };
  if (charge.status === 'canceled') return { status: 'failed', reason: CANCELLED };
  if (charge.failure_reason) return { status: 'failed', reason: charge.failure_reason };
  return { status: 'pending' };
}

/**
 * The local default: no money moves. It keeps its charges in its own table, as a provider
 * would on its side. Cards are taken only by its hosted-field frame, served on an origin of its
 * own (see SandboxCardFrame), never by our API. Its webhook events are Stripe-shaped and signed
 * with the sandbox secret.
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
    const secret = `${providerRef}_secret_${randomBytes(18).toString('base64url')}`;
    // A repeated create answers the first intent and its secret.
    const [charge] = await this.uow.manager().query<{ client_secret: string }[]>(
      `INSERT INTO sandbox_charges (provider_ref, payment_id, amount_cents, client_secret)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (provider_ref) DO UPDATE SET provider_ref = EXCLUDED.provider_ref
       RETURNING client_secret`,
      [providerRef, request.paymentId, request.amountCents, secret],
    );
    return { providerRef, clientSecret: charge.client_secret };
  }

  async retrieve(providerRef: string): Promise<PaymentOutcome> {
    const [charge] = await this.uow
      .manager()
      .query<ChargeRow[]>(
        `SELECT provider_ref, status, failure_reason FROM sandbox_charges WHERE provider_ref = $1`,
        [providerRef],
      );
    if (!charge) throw PaymentsErrors.notFound();
    return outcomeOf(charge);
  }

  /**
   * The provider's side of the hosted-field frame: charges the intent the client secret names
   * with a test card. A paid or cancelled charge keeps its state (the WHERE keeps it). Answers
   * null for an unknown secret.
   */
  async payWithCard(
    clientSecret: string,
    card: CardDetails,
  ): Promise<{ providerRef: string; outcome: PaymentOutcome } | null> {
    const manager = this.uow.manager();
    const [charge] = await manager.query<ChargeRow[]>(
      `SELECT provider_ref, status, failure_reason FROM sandbox_charges WHERE client_secret = $1`,
      [clientSecret],
    );
    if (!charge) return null;
    const providerRef = charge.provider_ref;
    if (charge.status !== 'requires_payment_method') {
      return { providerRef, outcome: outcomeOf(charge) };
    }
    const outcome = sandboxCardOutcome(card, this.clock.now());
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
    if (rowsOf(updated).length > 0) return { providerRef, outcome };
    return { providerRef, outcome: await this.retrieve(providerRef) };
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

  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<GatewayEvent> {
    return verifyStripeSignedEvent(rawBody, headers, this.webhookSecret);
  }
}
