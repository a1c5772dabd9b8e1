import type { PaymentOutcome } from '../domain/payment.js';

/** Card fields as the sandbox's hosted-field frame takes them (on its own origin, never ours). */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

const SANDBOX_SUCCESS_CARD = '4242424242424242';
const SANDBOX_DECLINED_CARD = '4000000000000002';

/** Stripe's own test numbers and messages, so the sandbox behaves like the real thing. */
const DECLINES: Record<string, string> = {
  [SANDBOX_DECLINED_CARD]: 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': 'Your card’s security code is incorrect.',
};

/** The test cards as people type them. */
export const TEST_CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The sandbox's answer to a card: only test numbers pay; a past expiry is declined. */
export function sandboxCardOutcome(card: CardDetails, now: Date): PaymentOutcome {
  const number = normaliseCardNumber(card.number);
  const expiry = Date.UTC(card.expYear, card.expMonth); // first moment after the expiry month
  if (expiry <= now.getTime()) return { status: 'failed', reason: 'Your card has expired.' };
  if (number === SANDBOX_SUCCESS_CARD) return { status: 'succeeded' };
  const decline = DECLINES[number];
  if (decline) return { status: 'failed', reason: decline };
  return {
    status: 'failed',
    reason:
      'Sandbox: this is not a test card. Pay with 4242 4242 4242 4242, or use 4000 0000 0000 0002 to see a decline.',
  };
}
