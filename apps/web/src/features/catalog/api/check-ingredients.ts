import { compositionReportSchema } from '@glowmarket/shared/cosmetics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/seller/ingredients/check `{ composition }` → each name, matched to the reference list or flagged. */
export function checkIngredients(composition: string, signal?: AbortSignal) {
  return apiRequest('/api/seller/ingredients/check', {
    method: 'POST',
    body: { composition },
    schema: compositionReportSchema,
    signal,
  });
}

/**
 * The check of a composition as typed (already debounced by the caller); nothing is asked for an
 * empty one. The same text always reads the same, so an answer is kept for the editor's lifetime.
 */
export function useIngredientCheck(composition: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.sellerCatalog.ingredientCheck(composition),
    queryFn: ({ signal }) => checkIngredients(composition, signal),
    enabled: enabled && composition.length > 0,
    // The chips of the last answer stay while the next one is on its way, instead of blinking away.
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
