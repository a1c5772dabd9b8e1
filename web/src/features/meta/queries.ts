import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { Category, Product } from '@/shared/api/types';
import { humanise } from '@/shared/format/words';
import { metaKeys } from './keys';

/** GET /api/meta: product name, trade categories, Australian states and product constants. */
export function metaQueryOptions() {
  return queryOptions({
    queryKey: metaKeys.all,
    queryFn: () => unwrap(api.GET('/api/meta')),
    staleTime: 60 * 60_000,
  });
}

/**
 * The product's prices, caps and offers as the API serves them (GET /api/meta `product`); the
 * web keeps no copy. Undefined while loading: pages show their loading state meanwhile.
 */
export function useProduct(): Product | undefined {
  return useQuery(metaQueryOptions()).data?.product;
}

/** Turns category ids into their labels (falls back to the id while meta loads). */
export function useCategoryLabel(): (id: string) => string {
  const { data } = useQuery(metaQueryOptions());
  const labels = new Map<string, string>(
    (data?.categories ?? []).map((category: Category) => [category.id, category.label]),
  );
  return (id) => labels.get(id) ?? humanise(id);
}
