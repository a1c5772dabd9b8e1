import type { DirectorySearch } from './search';

// Query keys of this feature, in one place so no invalidation misses one by a typo.
// No runtime imports: any page may name these keys without loading the feature's code.
export const tradieKeys = {
  all: ['tradies'] as const,
  one: (id: string) => ['tradies', id] as const,
  profile: (id: string) => ['tradies', id, 'profile'] as const,
  directory: (search: DirectorySearch) => ['tradies', 'directory', search] as const,
};
