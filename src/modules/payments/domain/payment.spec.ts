import { assertPayer, type Payment, transition } from './payment.js';

describe('payment transitions', () => {
  it.each([
    ['pending', { status: 'succeeded' }, 'succeed'],
    ['pending', { status: 'failed', reason: 'Your card was declined.' }, 'fail'],
    ['pending', { status: 'pending' }, 'none'],
    ['failed', { status: 'succeeded' }, 'succeed'], // a retry with another card
    ['failed', { status: 'failed', reason: 'again' }, 'fail'],
    ['succeeded', { status: 'succeeded' }, 'none'], // a second confirmation or webhook
    ['succeeded', { status: 'failed', reason: 'late' }, 'none'], // paid is final
    ['succeeded', { status: 'pending' }, 'none'],
  ] as const)('%s + %j → %s', (from, outcome, step) => {
    expect(transition(from, outcome)).toBe(step);
  });

  it('lets only the payer at a payment', () => {
    const payment = { payerId: 'a' } as Payment;
    expect(() => assertPayer(payment, 'a')).not.toThrow();
    expect(() => assertPayer(payment, 'b')).toThrow(
      expect.objectContaining({ code: 'PAYMENTS.NOT_YOURS', kind: 'forbidden' }),
    );
  });
});
