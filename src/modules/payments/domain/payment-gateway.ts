import type { PaymentMethod, PaymentOutcome } from './payment.js';

/** Card fields as the sandbox takes them (a real provider takes them in its own form). */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

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
  /** Handed to the payer's browser when the provider's own form takes the card (Stripe.js). */
  clientSecret: string | null;
}

/** A verified provider event. `outcome` is null for event types we do not act on. */
export interface GatewayEvent {
  eventId: string;
  providerRef: string | null;
  outcome: PaymentOutcome | null;
}

/**
 * A payment provider. Implementations: the sandbox (local, honest about being one) and Stripe
 * (PaymentIntents and signed webhooks). Every call is idempotent on the provider's side: creating
 * twice for one payment makes one intent; confirming a paid intent charges nothing and answers
 * `succeeded`, which is what recovers a crash between charging and fulfilling.
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
   * Charges the intent, with card fields when the gateway takes them here; without, answers the
   * intent's current state (paid in the provider's form, or a recovery after a crash).
   */
  abstract confirm(providerRef: string, card: CardDetails | null): Promise<PaymentOutcome>;

  /**
   * Cancels an unpaid intent so that nothing can charge it any more: `cancelled` (also when it
   * was cancelled before), or `succeeded` when it was paid before the cancel reached the
   * provider — then what was bought stands.
   */
  abstract cancel(providerRef: string): Promise<'cancelled' | 'succeeded'>;

  /** Verifies a webhook's signature over its exact bytes; throws PAYMENTS.BAD_SIGNATURE. */
  abstract parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}
