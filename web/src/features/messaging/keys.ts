// Query keys of this feature, in one place so no invalidation misses one by a typo.
// No runtime imports: any page may name these keys without loading the feature's code.
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: ['messaging', 'conversations'] as const,
  search: (text: string) => ['messaging', 'search', text] as const,
  unread: ['messaging', 'unread'] as const,
  conversation: (id: string) => ['messaging', 'conversation', id] as const,
  thread: (id: string) => ['messaging', 'thread', id] as const,
};
