import type { PaymentMethod, PaymentOutcome } from './payment.js';
import type { ReversalReport } from './reversal.js';

export interface IntentRequest {
  /** Our payment id: the gateway's idempotency key, so a retried create makes one intent. */
  paymentId: string;
  amountCents: number;
  method: PaymentMethod;
  description: string;
}

export interface GatewayIntent {
  /** The provider's id of the payment. */
  providerRef: string;
  /**
   * Handed to the payer's browser, whose provider form (Stripe's Payment Element, the sandbox's
   * hosted-field frame) confirms the payment with the card. The card never reaches us.
   */
  clientSecret: string;
}

/**
 * A verified provider event. `outcome` is null for event types we do not act on; `reversal`
 * is set by a full refund or a dispute's opening or close (`providerRef` is then the payment
 * the refunded or disputed charge belongs to).
 */
export interface GatewayEvent {
  eventId: string;
  providerRef: string | null;
  outcome: PaymentOutcome | null;
  reversal?: ReversalReport;
}

/**
 * A payment provider. Implementations: the sandbox (local, honest about being one) and Stripe
 * (PaymentIntents and signed webhooks). Every call is idempotent on the provider's side: creating
 * twice for one payment makes one intent. Reading a paid intent answers `succeeded`, which is what
 * recovers a crash between charging and fulfilling.
 */
export abstract class PaymentGateway {
  /** `sandbox` or `stripe`: stored with each payment. */
  abstract readonly name: string;
  /** Shown to people: "Sandbox" or "Stripe". */
  abstract readonly label: string;

  /** Card numbers a tester may use here (the sandbox and Stripe's test mode), else null. */
  abstract readonly testCards: { succeeds: string; declined: string } | null;

  abstract supports(method: PaymentMethod): boolean;

  abstract createIntent(request: IntentRequest): Promise<GatewayIntent>;

  /**
   * The intent's current state, as the provider knows it: paid in the provider's form, declined
   * there (with the reason), or still waiting. Never charges: only the payer's browser does.
   */
  abstract retrieve(providerRef: string): Promise<PaymentOutcome>;

  /**
   * Cancels an unpaid intent so that nothing can charge it any more: `cancelled` (also when it
   * was cancelled before), or `succeeded` when it was paid before the cancel reached the
   * provider — then what was bought stands.
   */
  abstract cancel(providerRef: string): Promise<'cancelled' | 'succeeded'>;

  /** Verifies a webhook's signature over its exact bytes; throws PAYMENTS.BAD_SIGNATURE. */
  abstract parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}
