// Query keys of this feature, in one place so no invalidation misses one by a typo.
// No runtime imports: any page may name these keys without loading the feature's code.

/** The homeowner's two lists: under way (pending payment, open, assigned), or past. */
export type JobGroup = 'active' | 'past';

export const jobKeys = {
  all: ['jobs'] as const,
  recent: ['jobs', 'recent'] as const,
  recentOf: (limit: number) => ['jobs', 'recent', limit] as const,
  open: ['jobs', 'open'] as const,
  mine: ['jobs', 'mine'] as const,
  mineIn: (group: JobGroup) => ['jobs', 'mine', group] as const,
  one: (id: string) => ['jobs', id] as const,
  quotes: (id: string) => ['jobs', id, 'quotes'] as const,
  review: (id: string) => ['jobs', id, 'review'] as const,
};
