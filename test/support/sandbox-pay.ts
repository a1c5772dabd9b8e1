import type { INestApplication } from '@nestjs/common';
import type { Actor } from '#shared/domain/actor.js';
import { PaymentService } from '#modules/payments/domain/payment.service.js';
import { SandboxCardFrame } from '#modules/payments/infra/sandbox-card-frame.js';
import type { CardDetails } from '#modules/payments/infra/sandbox-cards.js';

/**
 * What the payer's browser does with the sandbox: the card goes to the hosted-field frame (the
 * "provider", which then sends its webhook), and only then our API is asked how it went.
 */
export function sandboxPayer(app: INestApplication) {
  const payments = app.get(PaymentService);
  const frame = app.get(SandboxCardFrame);
  return async (actor: Actor, paymentId: string, card: CardDetails | null) => {
    if (card) {
      const { payment } = await payments.get(actor, paymentId);
      if (payment.clientSecret) await frame.pay(payment.clientSecret, card);
    }
    return payments.confirm(actor, paymentId);
  };
}
