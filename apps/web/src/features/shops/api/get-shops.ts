import type { ShopList, ShopsQuery } from '@glowmarket/shared/shops';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** The query string of GET /api/shops, without the parameters left at their defaults. */
export function shopsQueryString(query: ShopsQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    // Numbers, texts and switched-on flags; what is left out takes the API's default.
    if (typeof value === 'number' || typeof value === 'string' || value === true) params.set(name, String(value));
  }
  return params.toString();
}

/** GET /api/shops?… → visible shops, nearest first around `latitude`/`longitude` when given. */
export function getShops(query: ShopsQuery, signal?: AbortSignal) {
  const search = shopsQueryString(query);
  return apiRequest<ShopList>(`/api/shops${search ? `?${search}` : ''}`, { signal });
}

/** Shops for the store locator or a company's page; the previous list stays while the next loads. */
export function useShops(query: ShopsQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.shops.list(shopsQueryString(query), currentLanguage()),
    queryFn: ({ signal }) => getShops(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
