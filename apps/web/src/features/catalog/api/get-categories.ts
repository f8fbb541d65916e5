import type { CategoryNode } from '@glowmarket/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/categories → the category tree in the UI language. Trusted, not parsed (see apiRequest). */
export function getCategories(signal?: AbortSignal) {
  return apiRequest<CategoryNode[]>('/api/categories', { signal });
}

/** The tree, shown at once when known and fetched again on every visit (categories change rarely, but do). */
export function useCategories() {
  return useQuery({
    queryKey: queryKeys.catalog.categories(currentLanguage()),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 0,
  });
}
