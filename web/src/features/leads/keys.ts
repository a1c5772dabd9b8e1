import type { FeedFilters, LeadStage } from '@/shared/api/types';

// Query keys of this feature, in one place so no invalidation misses one by a typo.
// No runtime imports: any page may name these keys without loading the feature's code.
export const leadKeys = {
  all: ['leads'] as const,
  feedAll: ['leads', 'feed'] as const,
  feed: (filters: FeedFilters) => ['leads', 'feed', filters] as const,
  mine: ['leads', 'mine'] as const,
  mineIn: (stage: LeadStage) => ['leads', 'mine', stage] as const,
};
