import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { creditKeys } from './keys';

/** GET /api/credits/balance */
export function balanceQueryOptions() {
  return queryOptions({
    queryKey: creditKeys.balance,
    queryFn: () => unwrap(api.GET('/api/credits/balance')),
    select: (data) => data.balance,
  });
}

/** GET /api/credits/transactions?cursor= */
export function transactionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: creditKeys.transactions,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/credits/transactions', {
          params: { query: pageParam ? { cursor: pageParam } : {} },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/credits/bundles */
export function bundlesQueryOptions() {
  return queryOptions({
    queryKey: creditKeys.bundles,
    queryFn: () => unwrap(api.GET('/api/credits/bundles')),
    staleTime: 60 * 60_000,
  });
}

/** GET /api/credits/signup-bonus — spots left of the free-credit offer. */
export function signupBonusQueryOptions() {
  return queryOptions({
    queryKey: creditKeys.signupBonus,
    queryFn: () => unwrap(api.GET('/api/credits/signup-bonus')),
  });
}

/** The tax invoices of the signed-in user's purchases. */
export function invoicesQueryOptions() {
  return queryOptions({
    queryKey: creditKeys.invoices,
    queryFn: () => unwrap(api.GET('/api/payments/invoices')),
    select: (data) => data.items,
  });
}
