import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { Category } from '@/shared/api/types';

/** GET /api/meta: product name, trade categories and Australian states. */
export function metaQueryOptions() {
  return queryOptions({
    queryKey: ['meta'],
    queryFn: () => unwrap(api.GET('/api/meta')),
    staleTime: 60 * 60_000,
  });
}

/** Turns category ids into their labels (falls back to the id while meta loads). */
export function useCategoryLabel(): (id: string) => string {
  const { data } = useQuery(metaQueryOptions());
  const labels = new Map<string, string>(
    (data?.categories ?? []).map((category: Category) => [category.id, category.label]),
  );
  return (id) => labels.get(id) ?? humanise(id);
}

function humanise(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
