import Stripe from 'stripe';
import type { PaymentMethod, PaymentOutcome } from '../domain/payment.js';
import {
  type GatewayEvent,
  type GatewayIntent,
  type IntentRequest,
  PaymentGateway,
  type WebhookHeaders,
} from '../domain/payment-gateway.js';
import { PaymentsErrors } from '../domain/payments-errors.js';
import { TEST_CARDS } from './sandbox-cards.js';
import { outcomeOfIntent, verifyStripeSignedEvent } from './stripe-events.js';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (a local stand-in in tests); Stripe's own when unset. */
  apiBase?: string;
}

/**
 * PaymentIntents with signed webhooks, through the stripe package. Card numbers never reach us:
 * the payer's browser confirms the intent in Stripe's Payment Element with its client secret,
 * and the webhook (or a read of the intent) tells us the outcome.
 */
export class StripePaymentGateway extends PaymentGateway {
  readonly name = 'stripe';
  readonly label = 'Stripe';
  private readonly stripe: Stripe;
  private readonly testMode: boolean;
  readonly testCards: { succeeds: string; declined: string } | null;

  constructor(private readonly options: StripeGatewayOptions) {
    super();
    const base = options.apiBase ? new URL(options.apiBase) : null;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    this.testMode = options.secretKey.startsWith('sk_test_');
    this.testCards = this.testMode ? TEST_CARDS : null;
  }

  supports(method: PaymentMethod): boolean {
    return method === 'card';
  }

  async createIntent(request: IntentRequest): Promise<GatewayIntent> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'aud',
          allowed_payment_method_types: ['card'],
          description: request.description,
          metadata: { paymentId: request.paymentId },
        },
        // One intent per payment, however often the create is retried.
        { idempotencyKey: `tradiehub-payment-${request.paymentId}` },
      ),
    );
    return { providerRef: intent.id, clientSecret: intent.client_secret ?? '' };
  }

  async retrieve(providerRef: string): Promise<PaymentOutcome> {
    return outcomeOfIntent(await this.call(() => this.stripe.paymentIntents.retrieve(providerRef)));
  }

  async cancel(providerRef: string): Promise<'cancelled' | 'succeeded'> {
    try {
      await this.stripe.paymentIntents.cancel(providerRef);
      return 'cancelled';
    } catch (error) {
      // Stripe refuses to cancel an intent that succeeded or was cancelled already: ask it which.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'payment_intent_unexpected_state'
      ) {
        const intent = await this.call(() => this.stripe.paymentIntents.retrieve(providerRef));
        if (intent.status === 'succeeded') return 'succeeded';
        if (intent.status === 'canceled') return 'cancelled';
      }
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        throw PaymentsErrors.notFound();
      }
      throw PaymentsErrors.gatewayUnavailable();
    }
  }

  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<GatewayEvent> {
    return verifyStripeSignedEvent(rawBody, headers, this.options.webhookSecret);
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        throw PaymentsErrors.notFound();
      }
      throw PaymentsErrors.gatewayUnavailable();
    }
  }
}
