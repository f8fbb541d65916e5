import type { CategoryNode } from '@glowmarket/shared/catalog';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useResource } from '../../../lib/resource';

/** GET /api/categories → the category tree in the UI language. Trusted, not parsed (see apiRequest). */
export function getCategories(signal?: AbortSignal) {
  return apiRequest<CategoryNode[]>('/api/categories', { signal });
}

/** The tree, shown at once when known and fetched again on every visit (categories change rarely, but do). */
export function useCategories() {
  return useResource(`/api/categories|${currentLanguage()}`, getCategories);
}
