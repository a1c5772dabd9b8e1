import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { CheckoutTarget, Payment } from '@/shared/api/types';
import { useProduct } from '../meta/queries';
import { paymentKeys } from './keys';

/** GET /api/payments/options — the gateway (Sandbox or Stripe), methods, emergency fee. */
export function paymentOptionsQueryOptions() {
  return queryOptions({
    queryKey: paymentKeys.options,
    queryFn: () => unwrap(api.GET('/api/payments/options')),
    staleTime: 60 * 60_000,
  });
}

/** POST /api/payments/checkout — starts a payment (by card unless told) for a bundle or a job. */
export function startCheckout(
  target: CheckoutTarget,
  method: 'card' | 'paypal' = 'card',
): Promise<Payment> {
  return unwrap(api.POST('/api/payments/checkout', { body: { ...target, method } }));
}

/**
 * POST /api/payments/:id/confirm — after the provider's form confirmed the payment, the server
 * asks the provider how it went. No card data is ever sent; repeats never credit twice.
 */
export function confirmPayment(paymentId: string): Promise<Payment> {
  return unwrap(api.POST('/api/payments/{id}/confirm', { params: { path: { id: paymentId } } }));
}

/**
 * The emergency posting fee in cents, as the API serves it (payment options, else GET /api/meta
 * `product`); undefined until one of them has loaded (the web keeps no copy of it).
 */
export function useEmergencyFee(): number | undefined {
  const { data } = useQuery(paymentOptionsQueryOptions());
  const product = useProduct();
  return data?.emergencyFeeCents ?? product?.emergencyFeeCents;
}

/**
 * Back from PayPal: confirming captures the approved payment (once, however often asked; the
 * webhook may have done it first).
 */
export function payPalReturnQueryOptions(id: string) {
  return queryOptions({
    queryKey: paymentKeys.paypalReturn(id),
    queryFn: () => confirmPayment(id),
    retry: false,
    staleTime: Infinity,
  });
}

/** GET /api/payments/:id — a payment of the signed-in user (the success pages read it). */
export function paymentQueryOptions(id: string) {
  return queryOptions({
    queryKey: paymentKeys.one(id),
    queryFn: () => unwrap(api.GET('/api/payments/{id}', { params: { path: { id } } })),
  });
}
