import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { PaymentOutcome } from '../domain/payment.js';
import { HostedCardFrame } from '../domain/ports.js';
import type { CardDetails } from './sandbox-cards.js';
import type { SandboxPaymentGateway } from './sandbox-payment-gateway.js';
import { signPaymentEvent } from './stripe-events.js';
import { sandboxFramePage, SANDBOX_FRAME_SCRIPT_HASH } from './sandbox-frame-page.js';

/** Delivers a signed provider event to our webhook handler, as the provider would. */
export type WebhookDelivery = (rawBody: Buffer, signature: string) => Promise<unknown>;

const MAX_BODY = 4096;

/**
 * The sandbox's hosted-field frame: a tiny "provider" page on an origin of its own (another
 * port), as Stripe's Payment Element is on Stripe's. The payer types a test card there; the
 * frame charges the intent its client secret names, then the "provider" delivers a signed
 * webhook. Our API never sees the card. Off (null URL) when the Stripe gateway is configured.
 */
export class SandboxCardFrame extends HostedCardFrame {
  private server: Server | null = null;
  private port: number | null = null;
  private readonly logger = new Logger('SandboxCardFrame');

  constructor(
    private readonly gateway: SandboxPaymentGateway | null,
    private readonly options: { port: number; appUrl: string; webhookSecret: string },
    private readonly deliver: () => WebhookDelivery,
  ) {
    super();
  }

  /** The frame's origin (loopback, its own port); null when the sandbox is not the gateway. */
  origin(): string | null {
    return this.port === null ? null : `http://127.0.0.1:${this.port}`;
  }

  frameUrl(): string | null {
    const origin = this.origin();
    return origin ? `${origin}/frame` : null;
  }

  async start(): Promise<void> {
    if (!this.gateway || this.server) return;
    const server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        this.logger.error(`Sandbox frame failed: ${String(error)}`);
        if (!res.headersSent) send(res, 500, { error: 'The sandbox failed' });
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.port = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * The provider's side of a confirmation: charge with the card, then send the webhook. A
   * delivery that fails is logged (the payer's browser asks our API next, which recovers).
   */
  async pay(clientSecret: string, card: CardDetails): Promise<PaymentOutcome | null> {
    const paid = await this.gateway?.payWithCard(clientSecret, card);
    if (!paid) return null;
    const { providerRef, outcome } = paid;
    if (outcome.status !== 'pending') {
      const body = JSON.stringify({
        id: `evt_sbx_${randomUUID().replace(/-/g, '')}`,
        object: 'event',
        type:
          outcome.status === 'succeeded'
            ? 'payment_intent.succeeded'
            : 'payment_intent.payment_failed',
        livemode: false,
        data: {
          object: {
            id: providerRef,
            object: 'payment_intent',
            last_payment_error: outcome.status === 'failed' ? { message: outcome.reason } : null,
          },
        },
      });
      const signature = signPaymentEvent(body, this.options.webhookSecret);
      await this.deliver()(Buffer.from(body), signature).catch((error: unknown) =>
        this.logger.warn(`Sandbox webhook not applied: ${String(error)}`),
      );
    }
    return outcome;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://frame').pathname;
    if (req.method === 'GET' && path === '/frame') {
      const app = new URL(this.options.appUrl).origin;
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        // Its own page: only its script, posting only to itself, framed only by the app.
        'content-security-policy': [
          "default-src 'none'",
          `script-src ${SANDBOX_FRAME_SCRIPT_HASH}`,
          "style-src 'unsafe-inline'",
          "connect-src 'self'",
          "form-action 'none'",
          `frame-ancestors ${app}`,
        ].join('; '),
      });
      res.end(sandboxFramePage(app));
      return;
    }
    if (req.method === 'POST' && path === '/confirm') {
      const body = await readJson(req);
      const card = cardOf(body);
      const secret = typeof body?.clientSecret === 'string' ? body.clientSecret : null;
      if (!card || !secret) {
        send(res, 400, { error: 'Enter the card number, expiry and security code.' });
        return;
      }
      const outcome = await this.pay(secret, card);
      if (!outcome) send(res, 404, { error: 'No such payment' });
      else send(res, 200, outcome);
      return;
    }
    send(res, 404, { error: 'Not found' });
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function cardOf(body: Record<string, unknown> | null): CardDetails | null {
  const card = body?.card as Record<string, unknown> | undefined;
  if (!card || typeof card.number !== 'string' || typeof card.cvc !== 'string') return null;
  const expMonth = Number(card.expMonth);
  const expYear = Number(card.expYear);
  if (!Number.isInteger(expMonth) || !Number.isInteger(expYear)) return null;
  return { number: card.number, expMonth, expYear, cvc: card.cvc };
}
