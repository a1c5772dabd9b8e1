import { type ApiClient } from './test-app.js';

/** Stripe's test card that always succeeds. */
export const GOOD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

/**
 * The payer's browser: the card goes to the sandbox's hosted-field frame on its own origin,
 * then our API is asked how it went (with no card in the body).
 */
export async function payInFrame(
  client: ApiClient,
  paymentId: string,
  card: typeof GOOD,
  expected?: number,
) {
  const { clientSecret, status } = (await client.get(`/api/payments/${paymentId}`)).body as {
    clientSecret: string | null;
    status: string;
  };
  const { sandboxFrameUrl } = (await client.get('/api/payments/options')).body as {
    sandboxFrameUrl: string;
  };
  if (clientSecret && status !== 'succeeded') {
    const res = await fetch(new URL('/confirm', sandboxFrameUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret, card }),
    });
    if (res.status >= 500) throw new Error(`the sandbox frame answered ${res.status}`);
  }
  const confirm = client.post(`/api/payments/${paymentId}/confirm`, {});
  return expected === undefined ? confirm : confirm.expect(expected);
}
