import type { ShopDetail } from '@glowmarket/shared/shops';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/shops/:id → a visible shop in the UI language (404 when hidden or unknown). */
export function getShop(id: string, signal?: AbortSignal) {
  return apiRequest<ShopDetail>(`/api/shops/${encodeURIComponent(id)}`, { signal });
}

export function useShop(id: string) {
  return useQuery({
    queryKey: queryKeys.shops.detail(id, currentLanguage()),
    queryFn: ({ signal }) => getShop(id, signal),
    // A 404 is an answer (the shop is hidden or gone), not a failure worth asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}
