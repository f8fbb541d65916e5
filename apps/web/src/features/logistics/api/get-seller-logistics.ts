import { sellerLogisticsSchema } from '@glowmarket/shared/logistics';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/seller/logistics → the price list, the methods it may use, the pickup shops. */
export function getSellerLogistics(signal?: AbortSignal) {
  return apiRequest('/api/seller/logistics', { signal, schema: sellerLogisticsSchema });
}

export function useSellerLogistics() {
  return useQuery({ queryKey: queryKeys.sellerLogistics.list, queryFn: ({ signal }) => getSellerLogistics(signal) });
}
