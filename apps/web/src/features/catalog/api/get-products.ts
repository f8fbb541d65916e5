import type { ProductCard } from '@glowmarket/shared/catalog';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useResource } from '../../../lib/resource';

/** One page of GET /api/products. */
export interface CatalogPage {
  items: ProductCard[];
  page: number;
  pageSize: number;
  total: number;
  /** More matched than were counted (10,000): the total is shown as "10,000+". */
  totalIsEstimate: boolean;
}

/** GET /api/products?… (query string as built by apiQueryFromFilters) → 50 product cards a page. */
export function getProducts(query: string, signal?: AbortSignal) {
  return apiRequest<CatalogPage>(`/api/products${query ? `?${query}` : ''}`, { signal });
}

/**
 * The products for a query string; the previous page stays on screen while the next loads.
 * Through lib/resource rather than TanStack Query: the catalog is a first page (scripts/check-bundle.mjs).
 */
export function useProducts(query: string, enabled = true) {
  return useResource(
    enabled ? `/api/products?${query}|${currentLanguage()}` : null,
    (signal) => getProducts(query, signal),
    { keepPrevious: true },
  );
}
