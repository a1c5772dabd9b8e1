import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { stubApi } from '@/test/api';
import { renderPage } from '@/test/render';
import { PayPalReturn } from './PayPalReturnPage';

const PAID = { paymentId: 'pay-7', status: 'succeeded', bundleId: 'standard', credits: 15 };

describe('PayPalReturn', () => {
  it('says nothing was charged when the payer left PayPal, and confirms nothing', async () => {
    const api = stubApi({ 'POST /api/payments/pay-7/confirm': { status: 200, body: PAID } });
    const onPaid = jest.fn();
    await renderPage(<PayPalReturn payment="pay-7" cancelled onPaid={onPaid} />);
    expect(screen.getByText('No payment made')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to bundles' })).toBeInTheDocument();
    expect(api.requests('POST /api/payments/pay-7/confirm')).toHaveLength(0);
  });

  it('confirms the payment on return and goes on once it is paid; a refusal shows why', async () => {
    stubApi({ 'POST /api/payments/pay-7/confirm': { status: 200, body: PAID } });
    const onPaid = jest.fn();
    await renderPage(<PayPalReturn payment="pay-7" onPaid={onPaid} />);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onPaid).toHaveBeenCalledWith(
      'standard',
      expect.objectContaining({ paymentId: 'pay-7' }),
    );

    const reason = 'PayPal declined the payment. Choose another way to pay in PayPal.';
    stubApi({
      'POST /api/payments/pay-8/confirm': {
        status: 200,
        body: { ...PAID, paymentId: 'pay-8', status: 'failed', reason },
      },
    });
    await renderPage(<PayPalReturn payment="pay-8" onPaid={onPaid} />);
    const alert = await screen.findByText('PayPal did not take the payment');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(reason);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });
});
