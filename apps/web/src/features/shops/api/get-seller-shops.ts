import { sellerShopListSchema } from '@glowmarket/shared/shops';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/seller/shops → the caller's company's shops, every language. */
export function getSellerShops(signal?: AbortSignal) {
  return apiRequest('/api/seller/shops', { schema: sellerShopListSchema, signal });
}

export function useSellerShops() {
  return useQuery({ queryKey: queryKeys.sellerShops.list, queryFn: ({ signal }) => getSellerShops(signal) });
}
