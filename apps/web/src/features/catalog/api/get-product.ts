import type { ProductDetail } from '@glowmarket/shared/catalog';
import { useQueries, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useCurrency } from '../../../lib/preferences';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/products/:id → the product in the UI language and currency (404 when hidden or unknown). */
export function getProduct(id: string, signal?: AbortSignal) {
  return apiRequest<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

/** A 404 is an answer (the product is gone), not a failure worth asking again. */
function retryUnlessGone(failures: number, error: Error) {
  return !(error instanceof ApiError && error.status === 404) && failures < 1;
}

/**
 * A product page shows how many are left, which any buyer's order changes: a page visited again is
 * shown at once and asked for again unless it is only seconds old (the server's answer is cleared
 * by every order, so asking again costs little). A page that came drawn with the first screen is
 * as new as its arrival.
 */
const PRODUCT_FRESH_MS = 5_000;

function productQuery(id: string, language: string, currency: string) {
  return {
    queryKey: queryKeys.catalog.product(id, language, currency),
    queryFn: ({ signal }: { signal: AbortSignal }) => getProduct(id, signal),
    retry: retryUnlessGone,
    staleTime: PRODUCT_FRESH_MS,
  };
}

export function useProduct(id: string) {
  return useQuery(productQuery(id, currentLanguage(), useCurrency()));
}

/** Several products at once, e.g. the comparison. */
export function useProductsById(ids: readonly string[]) {
  const language = currentLanguage();
  const currency = useCurrency();
  return useQueries({ queries: ids.map((id) => productQuery(id, language, currency)) });
}
