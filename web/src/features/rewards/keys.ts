// Query keys of this feature, in one place so no invalidation misses one by a typo.
// No runtime imports: any page may name these keys without loading the feature's code.
export const rewardKeys = {
  all: ['rewards'] as const,
  overview: ['rewards', 'overview'] as const,
  giftCards: ['rewards', 'gift-cards'] as const,
  redemption: (id: string) => ['rewards', 'redemptions', id] as const,
};
