import type { IngredientPage } from '@glowmarket/shared/catalog';
import type { Ingredient } from '@glowmarket/shared/cosmetics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The API looks names up from this many characters on (ingredientLookupQuerySchema). */
export const INGREDIENT_QUERY_MIN = 2;

/** GET /api/ingredients?q= → up to 10 reference ingredients whose INCI name matches, for the pickers. */
export function searchIngredients(query: string, signal?: AbortSignal) {
  return apiRequest<Ingredient[]>(`/api/ingredients?${new URLSearchParams({ q: query })}`, { signal });
}

/** The suggestions for a text, as the pickers ask for them and fetch them on Enter. */
export function ingredientSearchQuery(text: string) {
  const trimmed = text.trim();
  return {
    queryKey: queryKeys.ingredients.search(trimmed.toLowerCase()),
    queryFn: ({ signal }: { signal: AbortSignal }) => searchIngredients(trimmed, signal),
    // The reference list changes with a release, not while someone types.
    staleTime: 10 * 60_000,
  };
}

/** The suggestions for what the visitor typed; nothing is asked for below the API's minimum. */
export function useIngredientSearch(text: string) {
  return useQuery({
    ...ingredientSearchQuery(text),
    enabled: text.trim().length >= INGREDIENT_QUERY_MIN,
    // The browser's list keeps the last suggestions while the next are asked for.
    placeholderData: keepPreviousData,
  });
}

/**
 * The INCI name of a slug the address holds (`contains=limonene`), read from the ingredient's
 * page; until it is in (or for a slug the API does not know) the slug itself is shown.
 */
export function useIngredientName(slug: string | null): string | null {
  const name = useQuery({
    queryKey: queryKeys.ingredients.name(slug ?? ''),
    queryFn: async ({ signal }) =>
      (await apiRequest<IngredientPage>(`/api/ingredients/${encodeURIComponent(slug ?? '')}`, { signal })).inciName,
    enabled: slug !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });
  return slug === null ? null : (name.data ?? slug);
}
