import type { CatalogFacets } from '@glowmarket/shared/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/products/facets?… (the list's own query) → how many products each free-from filter
 * would leave. Under the catalog's prefix, so whatever clears the catalog clears these counts too.
 */
export function getCatalogFacets(query: string, signal?: AbortSignal) {
  return apiRequest<CatalogFacets>(`/api/products/facets${query ? `?${query}` : ''}`, { signal });
}

/** The counts beside the free-from filters; the old ones stay on screen while the new ones load. */
export function useCatalogFacets(query: string) {
  return useQuery({
    queryKey: queryKeys.catalog.facets(query, currentLanguage()),
    queryFn: ({ signal }) => getCatalogFacets(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
