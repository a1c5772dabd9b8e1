import { describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { stubApi } from '@/test/api';
import { renderPage, testUser } from '@/test/render';
import { CardCheckoutForm } from './CardCheckoutForm';

const FRAME = 'http://127.0.0.1:4999/frame';
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
  clientSecret: 'sbx_pi_1_secret_x',
  invoiceId: null,
  createdAt: new Date().toISOString(),
  paidAt: null,
};
const OPTIONS = {
  gateway: 'sandbox',
  gatewayLabel: 'Sandbox',
  methods: [{ id: 'card', label: 'Card', available: true }],
  emergencyFeeCents: 1000,
  currency: 'AUD',
  testMode: true,
  sandboxFrameUrl: FRAME,
};

/** A message from the sandbox frame, as its page posts it. */
function fromFrame(data: unknown) {
  const frame = screen.getByTitle<HTMLIFrameElement>('Card details (sandbox)');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: new URL(FRAME).origin,
        source: frame.contentWindow,
      }),
    );
  });
  return frame;
}

async function payThroughFrame(outcome: { status: string; reason?: string }) {
  const onSucceeded = jest.fn();
  const api = stubApi({
    'GET /api/payments/options': { status: 200, body: OPTIONS },
    'POST /api/payments/checkout': { status: 201, body: PAYMENT },
    'POST /api/payments/pay-1/confirm': { status: 200, body: { ...PAYMENT, ...outcome } },
  });
  await renderPage(
    <CardCheckoutForm
      checkout={{ purpose: 'bundle', bundleId: 'starter' }}
      amountCents={999}
      onSucceeded={onSucceeded}
    />,
  );
  const frame = await screen.findByTitle('Card details (sandbox)');
  const post = jest.spyOn((frame as HTMLIFrameElement).contentWindow!, 'postMessage');
  fromFrame({ type: 'sandbox:ready' });
  await testUser().click(screen.getByRole('button', { name: 'Pay A$9.99' }));
  // The frame was asked to confirm with the client secret, on its own origin only.
  await screen.findByRole('button', { name: /Paying|Pay A\$9\.99/ });
  expect(post.mock.calls[0]).toEqual([
    { type: 'sandbox:confirm', clientSecret: 'sbx_pi_1_secret_x' },
    'http://127.0.0.1:4999',
  ]);
  fromFrame({ type: 'sandbox:result', ...outcome });
  return { api, onSucceeded };
}

describe('CardCheckoutForm', () => {
  it('with the sandbox, shows the Test mode badge and the card frame on its own origin', async () => {
    stubApi({ 'GET /api/payments/options': { status: 200, body: OPTIONS } });
    await renderPage(
      <CardCheckoutForm
        checkout={{ purpose: 'bundle', bundleId: 'starter' }}
        amountCents={999}
        onSucceeded={() => undefined}
      />,
    );
    expect(await screen.findByTitle('Card details (sandbox)')).toHaveAttribute('src', FRAME);
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay A$9.99' })).toBeDisabled();
  });

  it('pays in the frame, then asks our API with no card in any body', async () => {
    const { api, onSucceeded } = await payThroughFrame({ status: 'succeeded' });
    await screen.findByRole('button', { name: 'Pay A$9.99' });
    await act(async () => undefined);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
    expect(api.requests('POST /api/payments/pay-1/confirm')).toHaveLength(1);
    expect(api.requests('POST /api/payments/checkout')[0]?.body).toEqual({
      purpose: 'bundle',
      bundleId: 'starter',
      method: 'card',
    });
    expect(api.requests('POST /api/payments/pay-1/confirm')[0]?.body ?? {}).toEqual({});
  });

  it('shows why a card was declined and does not report success', async () => {
    const { onSucceeded } = await payThroughFrame({
      status: 'failed',
      reason: 'Your card was declined.',
    });
    const alert = await screen.findByText('Payment declined');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Your card was declined.');
    expect(onSucceeded).not.toHaveBeenCalled();
  });
});
