import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { stubApi } from '@/test/api';
import { renderPage, testUser } from '@/test/render';
import { PayPalCheckout } from './PayPalCheckout';

const options = (paypal: boolean) => ({
  gateway: 'sandbox',
  gatewayLabel: 'Sandbox',
  methods: [
    { id: 'card', label: 'Card', available: true },
    { id: 'paypal', label: 'PayPal', available: paypal },
  ],
  emergencyFeeCents: 1000,
  currency: 'AUD',
  testMode: true,
});
const APPROVAL = 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T';

describe('PayPalCheckout', () => {
  it('offers nothing when the server does not offer PayPal', async () => {
    const api = stubApi({ 'GET /api/payments/options': { status: 200, body: options(false) } });
    await renderPage(
      <PayPalCheckout checkout={{ purpose: 'bundle', bundleId: 'starter' }} amountCents={999} />,
    );
    await waitFor(() => expect(api.requests('GET /api/payments/options')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).not.toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('when offered, starts a PayPal checkout and sends the browser to PayPal', async () => {
    const leaveFor = jest.fn<(url: string) => void>();
    const api = stubApi({
      'GET /api/payments/options': { status: 200, body: options(true) },
      'POST /api/payments/checkout': {
        status: 201,
        body: { paymentId: 'pay-9', status: 'pending', method: 'paypal', approvalUrl: APPROVAL },
      },
    });
    await renderPage(
      <PayPalCheckout
        checkout={{ purpose: 'bundle', bundleId: 'starter' }}
        amountCents={999}
        leaveFor={leaveFor}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Or pay with PayPal' });
    expect(section).toHaveTextContent('approve A$9.99');
    await testUser().click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(APPROVAL));
    expect(api.requests('POST /api/payments/checkout')[0]?.body).toEqual({
      purpose: 'bundle',
      bundleId: 'starter',
      method: 'paypal',
    });
  });
});
