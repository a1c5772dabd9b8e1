import type { PaymentMethod, PaymentOutcome } from './payment.js';
import { PaymentsErrors } from './payments-errors.js';
import type { ReversalReport } from './reversal.js';

/** A webhook's HTTP headers, names in lower case: each provider signs in its own. */
export type WebhookHeaders = Readonly<Record<string, string | undefined>>;

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
   * Handed to the payer's browser: the client secret with which a provider form (Stripe's
   * Payment Element, the sandbox's hosted-field frame) confirms the payment with the card, or
   * PayPal's approval page to send the payer to. The card never reaches us.
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
  /** `sandbox`, `stripe` or `paypal`: stored with each payment. */
  abstract readonly name: string;
  /** Shown to people: "Sandbox", "Stripe" or "PayPal". */
  abstract readonly label: string;

  /** Card numbers a tester may use here (the sandbox and Stripe's test mode), else null. */
  abstract readonly testCards: { succeeds: string; declined: string } | null;

  abstract supports(method: PaymentMethod): boolean;

  abstract createIntent(request: IntentRequest): Promise<GatewayIntent>;

  /**
   * The intent's current state, as the provider knows it: paid in the provider's form, declined
   * there (with the reason), or still waiting. Never charges on its own: only the payer does. A
   * provider that takes the money in a server step after the payer approved it (PayPal's
   * capture) takes it here, once, for the amount the payer approved.
   */
  abstract retrieve(providerRef: string): Promise<PaymentOutcome>;

  /**
   * Cancels an unpaid intent so that nothing can charge it any more: `cancelled` (also when it
   * was cancelled before), or `succeeded` when it was paid before the cancel reached the
   * provider — then what was bought stands.
   */
  abstract cancel(providerRef: string): Promise<'cancelled' | 'succeeded'>;

  /**
   * Verifies a webhook's signature over its exact bytes (locally, or by asking the provider);
   * throws PAYMENTS.BAD_SIGNATURE, or PAYMENTS.GATEWAY_UNAVAILABLE when it cannot be checked.
   */
  abstract parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<GatewayEvent>;
}

/**
 * The configured gateways: the card gateway (sandbox or Stripe) and, beside it, those of other
 * methods (PayPal when configured). A payment stays with the gateway that created it.
 */
export class PaymentGateways {
  private readonly all: readonly PaymentGateway[];

  constructor(
    readonly card: PaymentGateway,
    others: readonly PaymentGateway[] = [],
  ) {
    this.all = [card, ...others];
  }

  forMethod(method: PaymentMethod): PaymentGateway | null {
    return this.all.find((gateway) => gateway.supports(method)) ?? null;
  }

  /** The gateway a payment or a webhook names; one no longer configured cannot be reached. */
  named(name: string): PaymentGateway {
    const gateway = this.all.find((g) => g.name === name);
    if (!gateway) throw PaymentsErrors.gatewayUnavailable();
    return gateway;
  }
}
