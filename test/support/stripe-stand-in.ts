import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's API the Stripe adapter uses: PaymentIntents
 * create / retrieve / confirm with Stripe's test PaymentMethods, form-encoded bodies, bearer
 * keys, idempotency keys and Stripe's error shapes; refunds and disputes of a paid intent's
 * charge, with the `charge.*` events they cause. Tests point the real `stripe` package at it.
 */
export interface StripeStandIn {
  url: string;
  port: number;
  /** Every request seen, for assertions about what the adapter sent. */
  requests: {
    method: string;
    path: string;
    body: Record<string, string>;
    idempotencyKey?: string;
  }[];
  intent(id: string): Intent | undefined;
  /**
   * The payer's browser confirms the intent in Stripe's Payment Element with a test
   * PaymentMethod (`pm_card_visa`, `pm_card_chargeDeclined`, …): what Stripe.js does.
   */
  payInForm(intentId: string, paymentMethod: string): void;
  /** What the Dashboard (or the bank) does to a paid intent's charge: refund or dispute it. */
  reverse(intentId: string, what: Reversal): void;
  /**
   * A Stripe-shaped event, as the webhook would deliver it: about the intent, or for
   * `charge.*` types about its charge (`charge.refunded`) or the charge's dispute.
   */
  event(type: string, intentId: string, id?: string): string;
  close(): Promise<void>;
}

export type Reversal = 'refund' | 'partial_refund' | 'dispute' | 'dispute_won' | 'dispute_lost';

/** What Stripe knows of a paid intent's charge: refunded so far, and its dispute. */
export interface ChargeState {
  amountRefunded: number;
  dispute: 'needs_response' | 'won' | 'lost' | null;
}

/** The charge state after a refund or a dispute step. */
export function reversedCharge(state: ChargeState, amount: number, what: Reversal): ChargeState {
  if (what === 'refund') return { ...state, amountRefunded: amount };
  if (what === 'partial_refund') return { ...state, amountRefunded: Math.floor(amount / 2) };
  const dispute = what === 'dispute' ? 'needs_response' : what === 'dispute_won' ? 'won' : 'lost';
  return { ...state, dispute };
}

/** The charge (or, for `charge.dispute.*` types, its dispute) as Stripe's events carry them. */
export function chargeEventObject(
  type: string,
  intentId: string,
  amount: number,
  state: ChargeState,
) {
  const suffix = intentId.replace(/^pi_/, '');
  if (type.startsWith('charge.dispute.')) {
    return {
      id: `dp_${suffix}`,
      object: 'dispute',
      amount,
      charge: `ch_${suffix}`,
      currency: 'aud',
      payment_intent: intentId,
      reason: 'fraudulent',
      status: state.dispute ?? 'needs_response',
      livemode: false,
    };
  }
  return {
    id: `ch_${suffix}`,
    object: 'charge',
    amount,
    amount_refunded: state.amountRefunded,
    currency: 'aud',
    payment_intent: intentId,
    refunded: amount > 0 && state.amountRefunded >= amount,
    disputed: state.dispute !== null,
    livemode: false,
  };
}

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  created: number;
  livemode: false;
}

const DECLINES: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: { code: 'expired_card', message: 'Your card has expired.' },
  pm_card_chargeDeclinedIncorrectCvc: {
    code: 'incorrect_cvc',
    message: 'Your card’s security code is incorrect.',
  },
};

export async function startStripeStandIn(port = 0, apiKeyPrefix = 'sk_'): Promise<StripeStandIn> {
  const intents = new Map<string, Intent>();
  const charges = new Map<string, ChargeState>();
  const chargeOf = (intentId: string) =>
    charges.get(intentId) ?? { amountRefunded: 0, dispute: null };
  const chargeObject = (type: string, intentId: string) => {
    const intent = intents.get(intentId);
    return chargeEventObject(type, intentId, intent?.amount ?? 0, chargeOf(intentId));
  };
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: StripeStandIn['requests'] = [];
  let counter = 0;
  const nextId = (prefix: string) =>
    `${prefix}_${Date.now().toString(36)}${(counter++).toString(36).padStart(4, '0')}standin`;

  const handle = (req: IncomingMessage, body: Record<string, string>) => {
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith(`Bearer ${apiKeyPrefix}`)) {
      return error(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return error(400, 'invalid_request_error', 'Amount must be at least 50 cents', 'amount');
      }
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(body)) {
        const m = /^metadata\[(.+)\]$/.exec(key);
        if (m) metadata[m[1]] = value;
      }
      const id = nextId('pi');
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount,
        currency: body.currency ?? 'aud',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${counter}`,
        description: body.description ?? null,
        metadata,
        payment_method: null,
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(path);
    const intent = match ? intents.get(match[1]) : undefined;
    if (!match || !intent) {
      return error(
        404,
        'invalid_request_error',
        `No such payment_intent: '${match?.[1] ?? ''}'`,
        'id',
        'resource_missing',
      );
    }
    if (req.method === 'GET' && !match[2]) return { status: 200, body: intent };
    if (req.method === 'POST' && match[2] === '/cancel') {
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return error(
          400,
          'invalid_request_error',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          undefined,
          'payment_intent_unexpected_state',
        );
      }
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    if (req.method === 'POST' && match[2]) {
      if (intent.status === 'canceled') {
        return error(
          400,
          'invalid_request_error',
          'You cannot confirm this PaymentIntent because it has a status of canceled.',
          undefined,
          'payment_intent_unexpected_state',
        );
      }
      if (intent.status === 'succeeded') {
        return error(
          400,
          'invalid_request_error',
          'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
          undefined,
          'payment_intent_unexpected_state',
        );
      }
      const method = body.payment_method;
      intent.payment_method = method ?? null;
      if (method === 'pm_card_visa') {
        intent.status = 'succeeded';
        intent.last_payment_error = null;
        return { status: 200, body: intent };
      }
      const decline = DECLINES[method ?? ''];
      if (!decline) {
        return error(
          400,
          'invalid_request_error',
          `No such PaymentMethod: '${method ?? ''}'`,
          'payment_method',
          'resource_missing',
        );
      }
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', ...decline };
      return {
        status: 402,
        body: { error: { type: 'card_error', ...decline, payment_intent: intent } },
      };
    }
    return error(405, 'invalid_request_error', 'Unsupported method');
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        body,
        ...(key ? { idempotencyKey: key } : {}),
      });
      // Stripe replays the first answer to a repeated idempotency key.
      const cacheKey = key && req.method === 'POST' ? `${req.headers.authorization} ${key}` : null;
      const answer = (cacheKey && idempotent.get(cacheKey)) || handle(req, body);
      if (cacheKey && !idempotent.has(cacheKey)) idempotent.set(cacheKey, answer);
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': nextId('req'),
      });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    requests,
    intent: (id) => intents.get(id),
    payInForm: (intentId, paymentMethod) => {
      handle(
        {
          method: 'POST',
          url: `/v1/payment_intents/${intentId}/confirm`,
          headers: { authorization: `Bearer ${apiKeyPrefix}browser` },
        } as IncomingMessage,
        { payment_method: paymentMethod },
      );
    },
    reverse: (intentId, what) => {
      const intent = intents.get(intentId);
      if (intent?.status !== 'succeeded') throw new Error(`${intentId} was never charged`);
      charges.set(intentId, reversedCharge(chargeOf(intentId), intent.amount, what));
    },
    event: (type, intentId, id = nextId('evt')) =>
      JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: type.startsWith('charge.')
            ? chargeObject(type, intentId)
            : (intents.get(intentId) ?? { id: intentId, object: 'payment_intent' }),
        },
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function error(
  status: number,
  type: string,
  message: string,
  param?: string,
  code?: string,
): { status: number; body: unknown } {
  return {
    status,
    body: { error: { type, message, ...(param ? { param } : {}), ...(code ? { code } : {}) } },
  };
}
