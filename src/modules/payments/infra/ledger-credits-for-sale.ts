import { Injectable } from '@nestjs/common';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { findBundle } from '#modules/credits/domain/credits.js';
import { type BundleOffer, CreditsForSale } from '../domain/ports.js';

/**
 * The credits module's bundles and ledger: a paid bundle is one `purchase` row keyed by payment;
 * a refund or chargeback takes its credits back through the ledger's `reverse`.
 */
@Injectable()
export class LedgerCreditsForSale extends CreditsForSale {
  constructor(private readonly ledger: CreditLedger) {
    super();
  }

  bundle(id: string): BundleOffer | null {
    return findBundle(id) ?? null;
  }

  async grant(userId: string, credits: number, paymentId: string): Promise<void> {
    const key = `payment:${paymentId}`;
    await this.ledger.credit(userId, credits, 'purchase', key, key);
  }

  async takeBack(userId: string, credits: number, paymentId: string, round: number): Promise<void> {
    await this.ledger.reverse(
      userId,
      credits,
      `payment:${paymentId}`,
      `payment_reversal:${paymentId}:${round}`,
    );
  }

  async giveBack(userId: string, credits: number, paymentId: string, round: number): Promise<void> {
    const key = `payment_restored:${paymentId}:${round}`;
    await this.ledger.credit(userId, credits, 'payment_restored', `payment:${paymentId}`, key);
  }
}
