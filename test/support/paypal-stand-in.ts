import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import type { Reversal } from './stripe-stand-in.js';

/**
 * A local stand-in for the part of PayPal's REST API the PayPal adapter uses: OAuth2 client
 * credentials, Orders v2 (create with PayPal-Request-Id, read, patch, capture with PayPal's 422
 * issues), captures, and webhook signature verification; plus the payer's side: an approval
 * page that sends the browser back to the order's return URL, and signed webhook events about
 * captures, refunds and disputes.
 */
export interface PayPalStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Every API request seen, for assertions about what the adapter sent. */
  requests: { method: string; path: string; body: string; headers: IncomingMessage['headers'] }[];
  order(id: string): StandInOrder | undefined;
  /** The payer approves the order at PayPal, with a funding source that pays or is declined. */
  approve(orderId: string, funding: 'pays' | 'declined'): void;
  /** What PayPal's dashboard (or the buyer's claim) does to a captured order. */
  reverse(orderId: string, what: Reversal): void;
  /** A PayPal-shaped webhook event (`PAYMENT.CAPTURE.*`, `CUSTOMER.DISPUTE.*`, `CHECKOUT.ORDER.*`). */
  event(type: string, orderId: string, id?: string): string;
  /** The headers PayPal signs a delivery of `body` with. */
  sign(body: string): Record<string, string>;
  /** Forgets every access token, as when they expire. */
  expireTokens(): void;
  close(): Promise<void>;
}

interface StandInOrder {
  id: string;
  intent: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  purchase_units: {
    reference_id: string;
    custom_id?: string;
    description?: string;
    amount: { currency_code: string; value: string };
    payments?: { captures: Capture[] };
  }[];
  links: { href: string; rel: string; method: string }[];
}

interface Capture {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  supplementary_data: { related_ids: { order_id: string } };
}

interface Payer {
  funding: 'pays' | 'declined' | null;
  returnUrl: string;
  cancelUrl: string;
  refundedCents: number;
  dispute: 'OPEN' | 'won' | 'lost' | null;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

const cents = (value: string) => Math.round(Number(value) * 100);
const value = (c: number) => (c / 100).toFixed(2);

export async function startPayPalStandIn(): Promise<PayPalStandIn> {
  const clientId = `standin-client-${randomUUID().slice(0, 8)}`;
  const clientSecret = `standin-secret-${randomUUID()}`;
  const webhookId = `WH-STANDIN-${randomUUID().slice(0, 8)}`;
  const signingKey = randomUUID();
  const orders = new Map<string, StandInOrder>();
  const payers = new Map<string, Payer>();
  const tokens = new Set<string>();
  const replays = new Map<string, Answer>();
  const requests: PayPalStandIn['requests'] = [];
  let counter = 0;
  let url = '';
  const nextId = (prefix: string) => `${prefix}${(counter++).toString(36).padStart(6, '0')}STANDIN`;
  const captureOf = (order: StandInOrder) => order.purchase_units[0].payments?.captures[0];

  const problem = (status: number, name: string, issue?: string): Answer => ({
    status,
    body: { name, message: name, ...(issue ? { details: [{ issue, description: issue }] } : {}) },
  });

  const signature = (id: string, time: string, body: string) =>
    createHmac('sha256', signingKey)
      .update(`${id}|${time}|${webhookId}|${crc32(Buffer.from(body))}`)
      .digest('base64');

  const api = (req: IncomingMessage, path: string, raw: string): Answer => {
    const auth = req.headers.authorization ?? '';
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
      if (auth !== `Basic ${basic}` || raw !== 'grant_type=client_credentials') {
        return { status: 401, body: { error: 'invalid_client' } };
      }
      const token = `A21AA.${nextId('tok')}`;
      tokens.add(token);
      return {
        status: 200,
        body: { access_token: token, token_type: 'Bearer', expires_in: 32400 },
      };
    }
    if (!tokens.has(auth.replace(/^Bearer /, ''))) {
      return { status: 401, body: { error: 'invalid_token' } };
    }
    const body = raw ? (JSON.parse(raw) as Record<string, never>) : {};
    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      // The event's exact bytes: the last member of the request, as the adapter sends it.
      const at = raw.indexOf('"webhook_event":');
      const event = at < 0 ? '' : raw.slice(at + '"webhook_event":'.length, -1);
      const b = body as Record<string, string>;
      const ok =
        b.webhook_id === webhookId &&
        b.transmission_sig === signature(b.transmission_id, b.transmission_time, event);
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    }
    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const unit = (body as { purchase_units?: StandInOrder['purchase_units'] })
        .purchase_units?.[0];
      const context = (
        body as {
          payment_source?: {
            paypal?: { experience_context?: { return_url?: string; cancel_url?: string } };
          };
        }
      ).payment_source?.paypal?.experience_context;
      if (!unit || !/^\d+\.\d{2}$/.test(unit.amount?.value ?? '')) {
        return problem(422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
      }
      if (!context?.return_url || !context.cancel_url) {
        return problem(422, 'UNPROCESSABLE_ENTITY', 'MISSING_RETURN_URL');
      }
      const id = nextId('5O');
      const order: StandInOrder = {
        id,
        intent: String((body as { intent?: string }).intent),
        status: 'PAYER_ACTION_REQUIRED',
        purchase_units: [{ ...unit, reference_id: unit.reference_id ?? 'default' }],
        links: [
          { href: `${url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
          { href: `${url}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
        ],
      };
      orders.set(id, order);
      payers.set(id, {
        funding: null,
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
        refundedCents: 0,
        dispute: null,
      });
      return { status: 200, body: order };
    }
    const capture = /^\/v2\/payments\/captures\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && capture) {
      const order = [...orders.values()].find((o) => captureOf(o)?.id === capture[1]);
      return order ? { status: 200, body: captureOf(order) } : problem(404, 'RESOURCE_NOT_FOUND');
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const order = match ? orders.get(match[1]) : undefined;
    if (!match || !order) return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (req.method === 'GET' && !match[2]) return { status: 200, body: order };
    if (req.method === 'PATCH' && !match[2]) {
      if (order.status === 'COMPLETED') {
        return problem(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_COMPLETED');
      }
      for (const op of body as unknown as { op: string; path: string; value: string }[]) {
        if (op.op !== 'replace' || !op.path.endsWith('/custom_id')) {
          return problem(422, 'UNPROCESSABLE_ENTITY', 'PATCH_PATH_NOT_SUPPORTED');
        }
        order.purchase_units[0].custom_id = op.value;
      }
      return { status: 204 };
    }
    if (req.method === 'POST' && match[2]) {
      if (order.status === 'COMPLETED') {
        return problem(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
      }
      if (order.status !== 'APPROVED') {
        return problem(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
      }
      if (payers.get(order.id)?.funding !== 'pays') {
        return problem(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
      }
      order.status = 'COMPLETED';
      order.purchase_units[0].payments = {
        captures: [
          {
            id: nextId('CAP'),
            status: 'COMPLETED',
            amount: order.purchase_units[0].amount,
            supplementary_data: { related_ids: { order_id: order.id } },
          },
        ],
      };
      return { status: 201, body: order };
    }
    return problem(405, 'METHOD_NOT_SUPPORTED');
  };

  const approve = (orderId: string, funding: 'pays' | 'declined') => {
    const order = orders.get(orderId);
    if (!order || order.status === 'COMPLETED') return;
    order.status = 'APPROVED';
    payers.get(orderId)!.funding = funding;
  };

  /** The payer's side: PayPal's approval page, and its buttons. */
  const payerPage = (req: IncomingMessage, path: string, raw: string): Answer | null => {
    const token = new URL(req.url ?? '/', 'http://stand-in').searchParams.get('token') ?? '';
    if (req.method === 'GET' && path === '/checkoutnow') {
      const html = `<!doctype html><html lang="en"><title>PayPal (stand-in)</title>
<h1>Pay with PayPal (test stand-in)</h1>
<form method="post" action="/checkoutnow/approve?token=${encodeURIComponent(token)}"><button>Pay now</button></form>
<form method="post" action="/checkoutnow/cancel?token=${encodeURIComponent(token)}"><button>Cancel and return</button></form>`;
      return { status: 200, body: html, headers: { 'content-type': 'text/html; charset=utf-8' } };
    }
    const payer = payers.get(token);
    if (req.method !== 'POST' || !payer) return null;
    const back = (target: string) => {
      const next = new URL(target);
      next.searchParams.set('token', token);
      if (path.endsWith('/approve')) next.searchParams.set('PayerID', 'STANDINPAYER');
      return { status: 303, headers: { location: next.toString() } };
    };
    if (path === '/checkoutnow/approve') {
      approve(token, raw.includes('declined') ? 'declined' : 'pays');
      return back(payer.returnUrl);
    }
    if (path === '/checkoutnow/cancel') return back(payer.cancelUrl);
    return null;
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      let answer = payerPage(req, path, raw);
      if (!answer) {
        requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          body: raw,
          headers: req.headers,
        });
        // PayPal replays the first answer to a repeated PayPal-Request-Id.
        const key = req.headers['paypal-request-id'] as string | undefined;
        answer = (key && replays.get(key)) || api(req, path, raw);
        if (key && !replays.has(key) && answer.status < 300) replays.set(key, answer);
      }
      const text =
        typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '');
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'paypal-debug-id': nextId('dbg'),
        ...answer.headers,
      });
      res.end(answer.status === 204 || answer.status === 303 ? undefined : text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const resource = (type: string, order: StandInOrder) => {
    const payer = payers.get(order.id)!;
    const amount = cents(order.purchase_units[0].amount.value);
    const capture: Capture = captureOf(order) ?? {
      id: `CAP-${order.id}`,
      status: type === 'PAYMENT.CAPTURE.DENIED' ? 'DECLINED' : 'COMPLETED',
      amount: order.purchase_units[0].amount,
      supplementary_data: { related_ids: { order_id: order.id } },
    };
    if (type === 'PAYMENT.CAPTURE.REFUNDED' || type === 'PAYMENT.CAPTURE.REVERSED') {
      // A reversal takes the whole capture back, whatever was refunded before.
      const refunded = type === 'PAYMENT.CAPTURE.REVERSED' ? amount : payer.refundedCents;
      return {
        id: nextId('REF'),
        status: 'COMPLETED',
        amount: { currency_code: 'AUD', value: value(refunded) },
        seller_payable_breakdown: {
          total_refunded_amount: { currency_code: 'AUD', value: value(refunded) },
        },
        links: [{ href: `${url}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' }],
      };
    }
    if (type.startsWith('CUSTOMER.DISPUTE.')) {
      const outcome = payer.dispute === 'won' ? 'RESOLVED_SELLER_FAVOUR' : 'RESOLVED_BUYER_FAVOUR';
      return {
        dispute_id: `PP-D-${order.id}`,
        reason: 'UNAUTHORISED',
        status: payer.dispute === 'OPEN' ? 'OPEN' : 'RESOLVED',
        dispute_amount: { currency_code: 'AUD', value: value(amount) },
        disputed_transactions: [{ seller_transaction_id: capture.id }],
        ...(payer.dispute === 'won' || payer.dispute === 'lost'
          ? { dispute_outcome: { outcome_code: outcome } }
          : {}),
      };
    }
    return type.startsWith('PAYMENT.CAPTURE.') ? capture : order;
  };

  return {
    url,
    clientId,
    clientSecret,
    webhookId,
    requests,
    order: (id) => orders.get(id),
    approve,
    reverse: (orderId, what) => {
      const order = orders.get(orderId);
      const capture = order && captureOf(order);
      if (!order || !capture) throw new Error(`${orderId} was never captured`);
      const payer = payers.get(orderId)!;
      const amount = cents(capture.amount.value);
      if (what === 'refund' || what === 'partial_refund') {
        payer.refundedCents = what === 'refund' ? amount : Math.floor(amount / 2);
        capture.status = what === 'refund' ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      } else {
        payer.dispute = what === 'dispute' ? 'OPEN' : what === 'dispute_won' ? 'won' : 'lost';
      }
    },
    event: (type, orderId, id = `WH-${nextId('EVT')}`) => {
      const order = orders.get(orderId);
      return JSON.stringify({
        id,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        event_type: type,
        summary: type,
        resource: order ? resource(type, order) : { id: orderId },
      });
    },
    sign: (body) => {
      const id = randomUUID();
      const time = new Date().toISOString();
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${url}/v1/notifications/certs/CERT-STANDIN`,
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature(id, time, body),
      };
    },
    expireTokens: () => tokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
