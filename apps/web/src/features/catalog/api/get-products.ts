import type { catalogPageSchema } from '@glowmarket/shared/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useCurrency } from '../../../lib/preferences';
import { queryKeys } from '../../../lib/query-keys';

/** One page of GET /api/products, priced in the visitor's currency. */
export type CatalogPage = z.infer<typeof catalogPageSchema>;

/**
 * GET /api/products?… (query string as built by apiQueryFromFilters) → 50 product cards a page.
 * Trusted rather than parsed: the catalog is a first page, and zod loads with forms (decision 007).
 */
export function getProducts(query: string, signal?: AbortSignal) {
  return apiRequest<CatalogPage>(`/api/products${query ? `?${query}` : ''}`, { signal });
}

/**
 * The products for a query string; the previous page stays on screen while the next loads. Shown
 * at once when cached and fetched again on every visit, as other sellers change their offers too.
 */
export function useProducts(query: string) {
  return useQuery({
    queryKey: queryKeys.catalog.products(query, currentLanguage(), useCurrency()),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
