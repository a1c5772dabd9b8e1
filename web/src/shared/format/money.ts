/** A$ amount from integer cents: whole dollars without decimals (A$1,250), else two (A$24.99). */
export function formatAud(cents: number): string {
  const dollars = cents / 100;
  const whole = Number.isInteger(dollars);
  return `A$${dollars.toLocaleString('en-AU', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

export function formatCredits(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}
