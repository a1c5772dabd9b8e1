import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { LevelName } from '@/shared/api/types';
import { rewardKeys } from './keys';

/** GET /api/rewards — points, level, progress, credits, history, redemptions. */
export function rewardsQueryOptions() {
  return queryOptions({
    queryKey: rewardKeys.overview,
    queryFn: () => unwrap(api.GET('/api/rewards')),
  });
}

/** GET /api/rewards/gift-cards — the provider's catalogue and what each card costs. */
export function giftCardsQueryOptions() {
  return queryOptions({
    queryKey: rewardKeys.giftCards,
    queryFn: () => unwrap(api.GET('/api/rewards/gift-cards')),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/rewards/redemptions/{id} — a redeemed card and its code. */
export function redemptionQueryOptions(id: string) {
  return queryOptions({
    queryKey: rewardKeys.redemption(id),
    queryFn: () => unwrap(api.GET('/api/rewards/redemptions/{id}', { params: { path: { id } } })),
  });
}

/** POST /api/rewards/redemptions — debits the credits and issues the card. */
export function redeemGiftCard(retailer: string, valueCents: number) {
  return unwrap(api.POST('/api/rewards/redemptions', { body: { retailer, valueCents } }));
}

/** POST /api/rewards/celebrated — the confetti for `level` was shown. */
export function markCelebrated(level: LevelName) {
  return unwrap(api.POST('/api/rewards/celebrated', { body: { level } }));
}
