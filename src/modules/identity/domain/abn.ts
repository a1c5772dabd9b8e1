const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** Strips the spaces people type in an ABN ("51 824 753 556" → "51824753556"). */
export function normaliseAbn(input: string): string {
  return input.replace(/\s+/g, '');
}

/**
 * The official ABN check (Australian Business Register): subtract 1 from the first digit,
 * weight the 11 digits, and the sum must be divisible by 89.
 */
export function isValidAbn(input: string): boolean {
  const abn = normaliseAbn(input);
  if (!/^\d{11}$/.test(abn) || abn[0] === '0') return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    const digit = Number(abn[i]) - (i === 0 ? 1 : 0);
    sum += digit * WEIGHTS[i];
  }
  return sum % 89 === 0;
}

/**
 * Completes nine digits into a valid ABN by choosing the two leading check digits, e.g. for
 * demo data and tests.
 */
export function abnFromNineDigits(nineDigits: string): string {
  if (!/^\d{9}$/.test(nineDigits)) throw new Error('abnFromNineDigits needs exactly nine digits');
  let rest = 0;
  for (let i = 0; i < 9; i++) rest += Number(nineDigits[i]) * WEIGHTS[i + 2];
  const lead = (89 - (rest % 89)) % 89; // (first - 1) * 10 + second
  return `${Math.floor(lead / 10) + 1}${lead % 10}${nineDigits}`;
}
