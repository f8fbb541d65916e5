import { sellerProductSchema } from '@glowmarket/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/seller/products/:id → one of the seller's products with every language (404 if not theirs). */
export function getSellerProduct(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/seller/products/${encodeURIComponent(id)}`, { schema: sellerProductSchema, signal });
}

export function useSellerProduct(id: string) {
  return useQuery({
    queryKey: queryKeys.sellerCatalog.product(id),
    queryFn: ({ signal }) => getSellerProduct(id, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    // The editor keeps its own copy while it is open; a refetch must not reset what is typed.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}
