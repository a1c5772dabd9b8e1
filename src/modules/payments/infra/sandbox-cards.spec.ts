import { sandboxCardOutcome } from './sandbox-cards.js';

const now = new Date('2026-11-23T00:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2030) => ({
  number,
  expMonth,
  expYear,
  cvc: '123',
});

describe('sandbox cards', () => {
  it('pays with 4242 4242 4242 4242, spaced or not', () => {
    expect(sandboxCardOutcome(card('4242 4242 4242 4242'), now)).toEqual({ status: 'succeeded' });
    expect(sandboxCardOutcome(card('4242-4242-4242-4242'), now)).toEqual({ status: 'succeeded' });
  });

  it('declines 4000 0000 0000 0002 with Stripe’s words', () => {
    expect(sandboxCardOutcome(card('4000000000000002'), now)).toEqual({
      status: 'failed',
      reason: 'Your card was declined.',
    });
    expect(sandboxCardOutcome(card('4000000000009995'), now)).toMatchObject({
      reason: 'Your card has insufficient funds.',
    });
  });

  it('declines an expired card, and is still valid through its expiry month', () => {
    expect(sandboxCardOutcome(card('4242424242424242', 10, 2026), now)).toEqual({
      status: 'failed',
      reason: 'Your card has expired.',
    });
    expect(sandboxCardOutcome(card('4242424242424242', 11, 2026), now)).toEqual({
      status: 'succeeded',
    });
  });

  it('declines real-looking numbers and says which cards work', () => {
    const outcome = sandboxCardOutcome(card('5555555555554444'), now);
    expect(outcome.status).toBe('failed');
    expect(outcome).toMatchObject({ reason: expect.stringContaining('4242 4242 4242 4242') });
  });
});
