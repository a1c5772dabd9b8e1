import type { PaymentOutcome } from '../domain/payment.js';
import type { GatewayEvent } from '../domain/payment-gateway.js';
import type { ReversalReport } from '../domain/reversal.js';

/** A PayPal webhook event, as far as we read it. */
export interface PayPalEvent {
  id: string;
  event_type: string;
  resource?: PayPalResource;
}

interface PayPalLink {
  href: string;
  rel: string;
}

interface PayPalResource {
  id?: string;
  status?: string;
  links?: PayPalLink[];
  supplementary_data?: { related_ids?: { order_id?: string } };
  seller_payable_breakdown?: { total_refunded_amount?: { value: string } };
  disputed_transactions?: { seller_transaction_id?: string }[];
  dispute_outcome?: { outcome_code?: string };
}

/** A capture (the money taken for an order), as `GET /v2/payments/captures/{id}` answers. */
export interface PayPalCapture {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  supplementary_data?: { related_ids?: { order_id?: string } };
}

/** Why a payment failed at PayPal, in plain words. */
export const PAYPAL_DECLINED = 'PayPal declined the payment. Choose another way to pay in PayPal.';

/**
 * Events about money leaving a capture: a refund, or PayPal reversing the capture (a chargeback
 * or claim settled against us). Both carry a refund-shaped resource linking up to the capture.
 */
const REFUNDED = 'PAYMENT.CAPTURE.REFUNDED';
const REVERSED = 'PAYMENT.CAPTURE.REVERSED';

/** Dispute outcomes that leave the money with us. */
const DISPUTE_WON = new Set(['RESOLVED_SELLER_FAVOUR', 'CANCELED_BY_BUYER', 'DENIED']);

/**
 * The capture a refund or dispute event is about: a refund links to it (`rel: up`), a dispute
 * names it as the seller's transaction. Refunds and disputes do not name the order, so the
 * capture is read to find it.
 */
export function captureIdOf(event: PayPalEvent): string | null {
  const resource = event.resource ?? {};
  if (event.event_type === REFUNDED || event.event_type === REVERSED) {
    const up = resource.links?.find((link) => link.rel === 'up')?.href;
    if (up) return /\/captures\/([^/?]+)/.exec(up)?.[1] ?? null;
    // A reversal may carry the capture itself rather than a refund of it.
    return event.event_type === REVERSED ? (resource.id ?? null) : null;
  }
  if (event.event_type.startsWith('CUSTOMER.DISPUTE.')) {
    return resource.disputed_transactions?.[0]?.seller_transaction_id ?? null;
  }
  return null;
}

/** PAYPAL amounts are decimal strings in the currency's units: "24.99" is 2499 cents. */
function centsOf(value: string): number {
  const [units, fraction = ''] = value.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export function amountValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * What a verified event says about an order (our payment's `providerRef`). `capture` is the
 * capture a refund or dispute is about, read from PayPal.
 */
export function gatewayEventOf(event: PayPalEvent, capture: PayPalCapture | null): GatewayEvent {
  const resource = event.resource ?? {};
  const type = event.event_type;
  if (type.startsWith('PAYMENT.CAPTURE.') && type !== REFUNDED && type !== REVERSED) {
    return {
      eventId: event.id,
      providerRef: resource.supplementary_data?.related_ids?.order_id ?? null,
      outcome: captureOutcome(type),
    };
  }
  if (capture) {
    const reversal = reversalOf(event, capture);
    return {
      eventId: event.id,
      providerRef: capture.supplementary_data?.related_ids?.order_id ?? null,
      outcome: null,
      ...(reversal ? { reversal } : {}),
    };
  }
  const order = type.startsWith('CHECKOUT.ORDER.') ? (resource.id ?? null) : null;
  return { eventId: event.id, providerRef: order, outcome: null };
}

function captureOutcome(type: string): PaymentOutcome | null {
  if (type === 'PAYMENT.CAPTURE.COMPLETED') return { status: 'succeeded' };
  if (type === 'PAYMENT.CAPTURE.DENIED' || type === 'PAYMENT.CAPTURE.DECLINED') {
    return { status: 'failed', reason: PAYPAL_DECLINED };
  }
  return null;
}

/**
 * A refund (with the total refunded so far), a reversal (the whole capture is gone: treated as
 * a full refund), a dispute's opening or its resolution.
 */
function reversalOf(event: PayPalEvent, capture: PayPalCapture): ReversalReport | undefined {
  const resource = event.resource ?? {};
  if (event.event_type === REVERSED) {
    const amountCents = centsOf(capture.amount.value);
    return { kind: 'refunded', refundedCents: amountCents, amountCents };
  }
  if (event.event_type === REFUNDED) {
    const amountCents = centsOf(capture.amount.value);
    const total = resource.seller_payable_breakdown?.total_refunded_amount?.value;
    const refundedCents = capture.status === 'REFUNDED' ? amountCents : total ? centsOf(total) : 0;
    return refundedCents > 0 ? { kind: 'refunded', refundedCents, amountCents } : undefined;
  }
  if (event.event_type === 'CUSTOMER.DISPUTE.CREATED') return { kind: 'dispute_opened' };
  if (event.event_type === 'CUSTOMER.DISPUTE.RESOLVED') {
    const code = resource.dispute_outcome?.outcome_code ?? '';
    return { kind: 'dispute_closed', won: DISPUTE_WON.has(code) };
  }
  return undefined;
}
