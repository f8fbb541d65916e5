import type { IngredientPage } from '@glowmarket/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useCurrency } from '../../../lib/preferences';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/ingredients/:slug?page=N → the ingredient and one page of the products holding it (404: unknown). */
export function getIngredient(slug: string, page: number, signal?: AbortSignal) {
  const query = page > 1 ? `?page=${page}` : '';
  return apiRequest<IngredientPage>(`/api/ingredients/${encodeURIComponent(slug)}${query}`, { signal });
}

/**
 * An ingredient's page. Its product cards are priced and titled like the catalog's, so the key holds
 * the language and currency, under the catalog's prefix: a seller's change clears it with the rest.
 */
export function useIngredient(slug: string, page: number) {
  const language = currentLanguage();
  const currency = useCurrency();
  return useQuery({
    queryKey: queryKeys.catalog.ingredient(slug, page, language, currency),
    queryFn: ({ signal }) => getIngredient(slug, page, signal),
    // An unknown slug is an answer, not a failure worth asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    // Another page of the same ingredient keeps the last one on screen; another ingredient does not.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === slug ? previous : undefined),
  });
}
