import type { CategoryNode } from '@glowmarket/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { catalogKeys } from './query-keys';

/** GET /api/categories → the category tree in the UI language. Trusted, not parsed (see apiRequest). */
export function getCategories(signal?: AbortSignal) {
  return apiRequest<CategoryNode[]>('/api/categories', { signal });
}

export function useCategories() {
  const language = currentLanguage();
  return useQuery({
    queryKey: catalogKeys.categories(language),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });
}
