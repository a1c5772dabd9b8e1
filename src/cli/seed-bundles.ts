import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { PaymentGateway } from '#modules/payments/domain/payment-gateway.js';
import { PaymentService } from '#modules/payments/domain/payment.service.js';
import { TEST_CARDS } from '#modules/payments/infra/sandbox-cards.js';
import { SandboxPaymentGateway } from '#modules/payments/infra/sandbox-payment-gateway.js';
import type { Actor } from '#shared/domain/actor.js';

const BUNDLES_EACH = 2;

/**
 * Two Elite bundles per demo tradie, so every wallet has a history and credits to spend. They
 * are bought as a person buys them on the sandbox (checkout, the test card in the sandbox's
 * frame, confirm), so each has its payment, its tax invoice and its ledger row keyed by the
 * payment, and the invoices page agrees with the wallet. Idempotent: a tradie who already has
 * their bundles (paid, or credited by an older seed) buys no more.
 */
export async function seedBundles(app: INestApplicationContext, tradieIds: string[]) {
  const db = app.get(DataSource);
  const ledger = app.get(CreditLedger);
  const payments = app.get(PaymentService);
  const gateway = app.get(PaymentGateway);
  // A real provider cannot be paid from here: the wallet is still filled, without invoices.
  const sandbox = gateway instanceof SandboxPaymentGateway ? gateway : null;
  const card = { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' };

  for (const tradieId of tradieIds) {
    const [held] = await db.query<{ n: number }[]>(
      `SELECT ((SELECT count(*) FROM payments
                 WHERE payer_id = $1 AND purpose = 'bundle' AND status = 'succeeded')
             + (SELECT count(*) FROM credit_transactions
                 WHERE user_id = $1 AND idempotency_key LIKE 'demo:bundle:%'))::int AS n`,
      [tradieId],
    );
    for (let n = held.n + 1; n <= BUNDLES_EACH; n++) {
      if (!sandbox) {
        const key = `demo:bundle:${tradieId}:${n}`;
        await ledger.credit(tradieId, 50, 'purchase', 'Elite bundle (demo)', key);
        continue;
      }
      const actor: Actor = {
        id: tradieId,
        email: '',
        type: 'tradie',
        status: 'active',
        emailVerified: true,
      };
      const payment = await payments.checkout(actor, {
        purpose: 'bundle',
        bundleId: 'elite',
        method: 'card',
      });
      await sandbox.payWithCard(payment.clientSecret!, card);
      const { payment: paid } = await payments.confirm(actor, payment.id);
      if (paid.status !== 'succeeded') {
        throw new Error(`Demo bundle payment ${paid.id} did not go through: ${paid.status}`);
      }
    }
  }
}
