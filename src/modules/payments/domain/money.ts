/** Money is integer cents AUD, GST inclusive (decisions.md). */

/**
 * The GST contained in a GST-inclusive price: one eleventh (10 % on top of the net price),
 * rounded to the cent, halves away from zero, as the ATO allows for a tax invoice total.
 */
export function gstIncludedCents(priceCents: number): number {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError('priceCents must be a non-negative whole number of cents');
  }
  return Math.round(priceCents / 11);
}

/** `A$24.99` */
export function formatAud(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-AU');
  return `${sign}A$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
