import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { stubApi } from '@/test/api';
import { renderPage, testUser } from '@/test/render';
import { CardCheckoutForm, passesLuhn } from './CardCheckoutForm';

const PAYMENT = {
  paymentId: 'pay-1',
  status: 'pending',
  purpose: 'bundle',
  bundleId: 'starter',
  credits: 5,
  jobId: null,
  amountCents: 999,
  gstCents: 91,
  currency: 'AUD',
  method: 'card',
  gateway: 'sandbox',
  description: 'Starter bundle: 5 credits',
  invoiceId: null,
  createdAt: new Date().toISOString(),
  paidAt: null,
};

async function pay(number: string, confirm: { status: string; reason?: string }) {
  const onSucceeded = jest.fn();
  const api = stubApi({
    'GET /api/payments/options': { status: 500, body: null },
    'POST /api/payments/checkout': { status: 201, body: PAYMENT },
    'POST /api/payments/pay-1/confirm': { status: 200, body: { ...PAYMENT, ...confirm } },
  });
  const user = testUser();
  await renderPage(
    <CardCheckoutForm
      checkout={{ purpose: 'bundle', bundleId: 'starter' }}
      amountCents={999}
      onSucceeded={onSucceeded}
    />,
  );
  const form = screen.getByRole('form', { name: 'Card details' });
  await user.type(within(form).getByLabelText('Card number'), number);
  await user.type(within(form).getByLabelText('Expiry (MM/YY)'), '12/39');
  await user.type(within(form).getByLabelText('Security code (CVC)'), '123');
  await user.click(within(form).getByRole('button', { name: 'Pay A$9.99' }));
  return { api, onSucceeded };
}

describe('CardCheckoutForm', () => {
  it('with the sandbox, shows only the Test mode badge: no gateway name, no PayPal teaser', async () => {
    stubApi({ 'GET /api/payments/options': { status: 500, body: null } });
    await renderPage(
      <CardCheckoutForm
        checkout={{ purpose: 'bundle', bundleId: 'starter' }}
        amountCents={999}
        onSucceeded={() => undefined}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /PayPal/ })).toBeNull();
    expect(screen.queryByText(/sandbox|coming soon|no real money/i)).toBeNull();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
  });

  it('shows no "Test mode" badge with a live gateway', async () => {
    stubApi({
      'GET /api/payments/options': {
        status: 200,
        body: {
          gateway: 'stripe',
          gatewayLabel: 'Stripe',
          methods: [{ id: 'card', label: 'Card', available: true }],
          emergencyFeeCents: 1000,
          currency: 'AUD',
          testMode: false,
        },
      },
    });
    await renderPage(
      <CardCheckoutForm
        checkout={{ purpose: 'bundle', bundleId: 'starter' }}
        amountCents={999}
        onSucceeded={() => undefined}
      />,
    );
    expect(await screen.findByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
  });

  it('shows why a card was declined and does not report success', async () => {
    const { onSucceeded } = await pay('4000 0000 0000 0002', {
      status: 'failed',
      reason: 'Your card was declined.',
    });
    const alert = await screen.findByText('Payment declined');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Your card was declined.');
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it('checks out then confirms with the card, and reports success', async () => {
    const { api, onSucceeded } = await pay('4242 4242 4242 4242', { status: 'succeeded' });
    await screen.findByRole('button', { name: 'Pay A$9.99' });
    expect(api.requests('POST /api/payments/checkout')[0]?.body).toEqual({
      purpose: 'bundle',
      bundleId: 'starter',
      method: 'card',
    });
    expect(api.requests('POST /api/payments/pay-1/confirm')[0]?.body).toEqual({
      card: { number: '4242424242424242', expMonth: 12, expYear: 2039, cvc: '123' },
    });
    expect(onSucceeded).toHaveBeenCalledTimes(1);
  });

  it('catches a mistyped card number before sending anything', async () => {
    const { api } = await pay('4242 4242 4242 4241', { status: 'succeeded' });
    expect(
      await screen.findByText('That card number is not valid. Check the digits.'),
    ).toBeInTheDocument();
    expect(api.requests('POST /api/payments/checkout')).toEqual([]);
  });
});

describe('passesLuhn', () => {
  it('accepts the sandbox cards and refuses a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});
