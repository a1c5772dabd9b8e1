import { GIFT_CARD_RATE } from '#shared/domain/product.js';
import { RewardsErrors } from './rewards-errors.js';

/** A digital gift card a provider sells, in the values it offers (AUD cents). */
export interface GiftCardProduct {
  retailer: string;
  name: string;
  values: readonly number[];
}

/** A code issued for one redemption. */
export interface IssuedGiftCard {
  code: string;
  pin: string | null;
}

export interface ProviderInfo {
  /** `sandbox` for the local default; a real provider's name otherwise. */
  name: string;
  /** Shown to users: what the codes are (honest about a local default). */
  label: string;
  live: boolean;
}

/**
 * Digital gift cards (decisions.md, "Integrations"): a real provider's adapter when one is
 * configured, otherwise the sandbox, which issues codes into its own outbox table.
 * `issue` is idempotent by `reference` (the redemption id): asking again returns the same card.
 */
export abstract class GiftCardProvider {
  abstract info(): ProviderInfo;
  abstract catalogue(): readonly GiftCardProduct[];
  abstract issue(request: {
    reference: string;
    userId: string;
    retailer: string;
    valueCents: number;
  }): Promise<IssuedGiftCard>;
}

/** The credits one card costs: 100 credits per A$10 by default (decisions.md). */
export function creditsFor(
  valueCents: number,
  rate: { credits: number; valueCents: number } = GIFT_CARD_RATE,
): number {
  return Math.ceil((valueCents * rate.credits) / rate.valueCents);
}

/** The catalogue entry and value a redemption asks for, or the refusal naming the bad field. */
export function pickGiftCard(
  catalogue: readonly GiftCardProduct[],
  retailer: string,
  valueCents: number,
): GiftCardProduct {
  const product = catalogue.find((p) => p.retailer === retailer);
  if (!product) throw RewardsErrors.unknownGiftCard();
  if (!product.values.includes(valueCents)) throw RewardsErrors.unknownValue(product.values);
  return product;
}
