import Stripe from 'stripe';
import type { PaymentOutcome } from '../domain/payment.js';
import type { GatewayEvent, WebhookHeaders } from '../domain/payment-gateway.js';
import { PaymentsErrors } from '../domain/payments-errors.js';
import type { ReversalReport } from '../domain/reversal.js';

/**
 * Verifies a Stripe-signed event (`Stripe-Signature: t=…,v1=HMAC-SHA256`) with the stripe
 * package and reads what it says about a PaymentIntent. The sandbox signs its events the same
 * way, so one format and one check serve both gateways.
 */
function parseSignedPaymentEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): GatewayEvent {
  if (!signature) throw PaymentsErrors.badSignature();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw PaymentsErrors.badSignature();
  }
  const object = event.data?.object as { object?: string; id?: string } | undefined;
  if (object?.object === 'charge' || object?.object === 'dispute') {
    const charge = object as Stripe.Charge | Stripe.Dispute;
    const reversal = reversalOfEvent(event.type, charge);
    return {
      eventId: event.id,
      providerRef: intentId(charge.payment_intent),
      outcome: null,
      ...(reversal ? { reversal } : {}),
    };
  }
  const intent = object?.object === 'payment_intent' ? (object as Stripe.PaymentIntent) : null;
  return {
    eventId: event.id,
    providerRef: intent?.id ?? null,
    outcome: intent ? outcomeOfEvent(event.type, intent) : null,
  };
}

/** The same check, as the port asks it: a refusal comes back as a rejected promise. */
export function verifyStripeSignedEvent(
  rawBody: Buffer,
  headers: WebhookHeaders,
  secret: string,
): Promise<GatewayEvent> {
  return new Promise((resolve) =>
    resolve(parseSignedPaymentEvent(rawBody, headers['stripe-signature'], secret)),
  );
}

/** A charge or dispute names its PaymentIntent by id, or expanded. */
function intentId(ref: string | Stripe.PaymentIntent | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

/**
 * A refund (full or partial, with the total refunded so far), a dispute's opening, or its
 * close: won (or an inquiry closed without a chargeback) gives the money back to us, anything
 * else is lost.
 */
function reversalOfEvent(
  type: string,
  object: Stripe.Charge | Stripe.Dispute,
): ReversalReport | undefined {
  if (type === 'charge.refunded' && object.object === 'charge') {
    // The running total refunded: a second partial refund reports both.
    return object.amount_refunded > 0
      ? { kind: 'refunded', refundedCents: object.amount_refunded, amountCents: object.amount }
      : undefined;
  }
  if (object.object !== 'dispute') return undefined;
  if (type === 'charge.dispute.created') return { kind: 'dispute_opened' };
  if (type === 'charge.dispute.closed') {
    return {
      kind: 'dispute_closed',
      won: object.status === 'won' || object.status === 'warning_closed',
    };
  }
  return undefined;
}

function outcomeOfEvent(type: string, intent: Stripe.PaymentIntent): PaymentOutcome | null {
  if (type === 'payment_intent.succeeded') return { status: 'succeeded' };
  if (type === 'payment_intent.payment_failed') {
    return { status: 'failed', reason: intent.last_payment_error?.message ?? 'The payment failed' };
  }
  return null;
}

/** What a PaymentIntent's state means for us. */
export function outcomeOfIntent(intent: Stripe.PaymentIntent): PaymentOutcome {
  if (intent.status === 'succeeded') return { status: 'succeeded' };
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
    return { status: 'failed', reason: intent.last_payment_error.message ?? 'The payment failed' };
  }
  if (intent.status === 'canceled')
    return { status: 'failed', reason: 'The payment was cancelled' };
  return { status: 'pending' };
}

/** Signs a payload as Stripe does: for the sandbox's own events and for tests. */
export function signPaymentEvent(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
