import type { PaymentMethod, PaymentOutcome } from '../domain/payment.js';
import {
  type GatewayEvent,
  type GatewayIntent,
  type IntentRequest,
  PaymentGateway,
  type WebhookHeaders,
} from '../domain/payment-gateway.js';
import { PaymentsErrors } from '../domain/payments-errors.js';
import {
  captureIdOf,
  gatewayEventOf,
  PAYPAL_DECLINED,
  type PayPalCapture,
  type PayPalEvent,
  amountValue,
} from './paypal-events.js';

export interface PayPalGatewayOptions {
  clientId: string;
  clientSecret: string;
  /** PayPal's REST origin: live, sandbox, or a local stand-in in tests. */
  apiBase: string;
  /** The webhook's id at PayPal: events are verified against it. */
  webhookId: string;
  /** Where PayPal sends the payer back; `?payment=<our id>` is added (and `&cancelled=1`). */
  returnUrl: string;
}

interface PayPalOrder {
  id: string;
  status: string;
  links?: { href: string; rel: string }[];
  purchase_units?: {
    custom_id?: string;
    payments?: { captures?: { id: string; status: string }[] };
  }[];
}

interface Answer {
  status: number;
  body: { name?: string; details?: { issue?: string }[] } & Record<string, unknown>;
}

/** Marks an order we gave up on: PayPal cannot cancel an order, so we note it on the order. */
const CANCELLED = 'cancelled:';
const CUSTOM_ID = "/purchase_units/@reference_id=='default'/custom_id";
/** The headers PayPal signs a webhook delivery with. */
const SIGNED_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/**
 * PayPal Orders v2 over its REST API. The payer approves the order on PayPal's page (we send the
 * browser to its approval link); on their return we capture it, once, for the approved amount.
 * Refunds and disputes reach us as webhooks that PayPal itself verifies for us.
 */
export class PayPalPaymentGateway extends PaymentGateway {
  readonly name = 'paypal';
  readonly label = 'PayPal';
  readonly testCards = null;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly options: PayPalGatewayOptions) {
    super();
  }

  supports(method: PaymentMethod): boolean {
    return method === 'paypal';
  }

  async createIntent(request: IntentRequest): Promise<GatewayIntent> {
    const back = `${this.options.returnUrl}?payment=${encodeURIComponent(request.paymentId)}`;
    const answer = await this.call('POST', '/v2/checkout/orders', {
      // One order per payment, however often the create is retried.
      requestId: `tradiehub-payment-${request.paymentId}`,
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: 'default',
            custom_id: request.paymentId,
            description: request.description.slice(0, 127),
            amount: { currency_code: 'AUD', value: amountValue(request.amountCents) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: 'Tradiehub',
              shipping_preference: 'NO_SHIPPING',
              user_action: 'PAY_NOW',
              return_url: back,
              cancel_url: `${back}&cancelled=1`,
            },
          },
        },
      },
    });
    const order = this.expect<PayPalOrder>(answer, [200, 201]);
    const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!approve) throw PaymentsErrors.gatewayUnavailable();
    return { providerRef: order.id, clientSecret: approve.href };
  }

  async retrieve(providerRef: string): Promise<PaymentOutcome> {
    const order = await this.order(providerRef);
    if (order.status === 'APPROVED' && !cancelled(order)) return this.capture(providerRef);
    return outcomeOf(order);
  }

  async cancel(providerRef: string): Promise<'cancelled' | 'succeeded'> {
    const order = await this.order(providerRef);
    if (order.status === 'COMPLETED') return 'succeeded';
    if (cancelled(order) || order.status === 'VOIDED') return 'cancelled';
    const custom = order.purchase_units?.[0]?.custom_id ?? '';
    const answer = await this.call('PATCH', `/v2/checkout/orders/${encodeURIComponent(order.id)}`, {
      body: [{ op: 'replace', path: CUSTOM_ID, value: `${CANCELLED}${custom}` }],
    });
    if (answer.status === 204 || answer.status === 200) return 'cancelled';
    // Refused because it was captured meanwhile: what was bought stands.
    if ((await this.order(providerRef)).status === 'COMPLETED') return 'succeeded';
    throw PaymentsErrors.gatewayUnavailable();
  }

  async parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<GatewayEvent> {
    const raw = rawBody.toString('utf8');
    let event: PayPalEvent;
    try {
      event = JSON.parse(raw) as PayPalEvent;
    } catch {
      throw PaymentsErrors.badSignature();
    }
    const signed: string[] = [];
    for (const [field, header] of Object.entries(SIGNED_HEADERS)) {
      const value = headers[header];
      if (!value) throw PaymentsErrors.badSignature();
      signed.push(`${JSON.stringify(field)}:${JSON.stringify(value)}`);
    }
    // The event goes back byte for byte: PayPal checks its signature over what it sent.
    const body = `{${signed.join(',')},"webhook_id":${JSON.stringify(this.options.webhookId)},"webhook_event":${raw}}`;
    const answer = await this.call('POST', '/v1/notifications/verify-webhook-signature', {
      rawBody: body,
    });
    const verdict = this.expect<{ verification_status?: string }>(answer, [200]);
    if (verdict.verification_status !== 'SUCCESS' || typeof event.id !== 'string') {
      throw PaymentsErrors.badSignature();
    }
    const captureId = captureIdOf(event);
    return gatewayEventOf(event, captureId ? await this.captureNamed(captureId) : null);
  }

  private async order(id: string): Promise<PayPalOrder> {
    const answer = await this.call('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
    return this.expect<PayPalOrder>(answer, [200]);
  }

  private async captureNamed(id: string): Promise<PayPalCapture> {
    const answer = await this.call('GET', `/v2/payments/captures/${encodeURIComponent(id)}`);
    return this.expect<PayPalCapture>(answer, [200]);
  }

  /** Takes the approved amount. A capture that crossed another reads the order again. */
  private async capture(id: string): Promise<PaymentOutcome> {
    const path = `/v2/checkout/orders/${encodeURIComponent(id)}/capture`;
    const answer = await this.call('POST', path, { body: {} });
    const issue = answer.body.details?.[0]?.issue;
    if (answer.status === 422 && issue === 'INSTRUMENT_DECLINED') {
      return { status: 'failed', reason: PAYPAL_DECLINED };
    }
    if (answer.status === 422 && issue === 'ORDER_ALREADY_CAPTURED') {
      return outcomeOf(await this.order(id));
    }
    return outcomeOf(this.expect<PayPalOrder>(answer, [200, 201]));
  }

  private expect<T>(answer: Answer, ok: number[]): T {
    if (ok.includes(answer.status)) return answer.body as T;
    if (answer.status === 404) throw PaymentsErrors.notFound();
    throw PaymentsErrors.gatewayUnavailable();
  }

  /** A call with a bearer token; a token PayPal no longer takes is fetched again once. */
  private async call(
    method: string,
    path: string,
    init: { body?: unknown; rawBody?: string; requestId?: string } = {},
  ): Promise<Answer> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.accessToken();
      const answer = await this.send(
        method,
        path,
        {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
          ...(init.requestId ? { 'paypal-request-id': init.requestId } : {}),
        },
        init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      );
      if (answer.status !== 401 || attempt > 0) return answer;
      this.token = null;
    }
  }

  /** OAuth2 client credentials; the token is kept until shortly before it expires. */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    const answer = await this.send(
      'POST',
      '/v1/oauth2/token',
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    const token = answer.body as { access_token?: string; expires_in?: number };
    if (answer.status !== 200 || !token.access_token) throw PaymentsErrors.gatewayUnavailable();
    const lifetime = Math.max(0, (token.expires_in ?? 0) - 60) * 1000;
    this.token = { value: token.access_token, expiresAt: Date.now() + lifetime };
    return token.access_token;
  }

  private async send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: string | undefined,
  ): Promise<Answer> {
    try {
      const res = await fetch(new URL(path, this.options.apiBase), {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(20_000),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
    } catch {
      throw PaymentsErrors.gatewayUnavailable();
    }
  }
}

const PAID = new Set(['COMPLETED', 'REFUNDED', 'PARTIALLY_REFUNDED']);

function cancelled(order: PayPalOrder): boolean {
  return order.purchase_units?.[0]?.custom_id?.startsWith(CANCELLED) ?? false;
}

/** What an order's state means for us. */
function outcomeOf(order: PayPalOrder): PaymentOutcome {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  if (order.status === 'COMPLETED') {
    // Refunded later or not, it was paid: refunds reach us as their own events.
    if (capture && PAID.has(capture.status)) return { status: 'succeeded' };
    if (capture?.status === 'DECLINED' || capture?.status === 'FAILED') {
      return { status: 'failed', reason: PAYPAL_DECLINED };
    }
    // PENDING: PayPal holds it for review; its webhook tells us when it completes.
    return { status: 'pending' };
  }
  if (order.status === 'VOIDED' || cancelled(order)) {
    return { status: 'failed', reason: 'The payment was cancelled' };
  }
  return { status: 'pending' };
}
