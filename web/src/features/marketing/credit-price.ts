import type { Product } from '@/shared/api/types';
import { formatAud } from '@/shared/format/money';

/** What one credit of a bundle costs, in whole cents. */
export function centsPerCredit(bundle: { priceCents: number; credits: number }): number {
  return Math.round(bundle.priceCents / bundle.credits);
}

/**
 * What a credit and a standard lead really cost, from the bundles on sale: "A credit costs
 * A$1.20 to A$2.00 …". Bigger bundles cost less a credit, so it is a range, never "A$1".
 */
export function creditPriceSentence(product: Product): string {
  const perCredit = product.creditBundles.map(centsPerCredit);
  if (perCredit.length === 0) return '';
  const low = Math.min(...perCredit);
  const high = Math.max(...perCredit);
  const lead = product.leadPriceCredits.standard;
  const range = (a: number, b: number) =>
    a === b ? formatAud(a) : `${formatAud(a)} to ${formatAud(b)}`;
  return `A credit costs ${range(low, high)} depending on the bundle (bigger bundles cost less a credit), so a standard lead works out at ${range(low * lead, high * lead)}.`;
}
