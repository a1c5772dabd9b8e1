// Query keys of this feature, in one place so no invalidation misses one by a typo.
// No runtime imports: any page may name these keys without loading the feature's code.
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
  preferences: ['notifications', 'preferences'] as const,
  pushConfig: ['notifications', 'push-config'] as const,
};
