import { sellerShopSchema } from '@glowmarket/shared/shops';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/seller/shops/:id → one of the seller's shops (404 when it is another company's). */
export function getSellerShop(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/seller/shops/${encodeURIComponent(id)}`, { schema: sellerShopSchema, signal });
}

export function useSellerShop(id: string) {
  return useQuery({
    queryKey: queryKeys.sellerShops.shop(id),
    queryFn: ({ signal }) => getSellerShop(id, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    // The editor keeps its own copy while it is open; a refetch must not reset what is typed.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}
