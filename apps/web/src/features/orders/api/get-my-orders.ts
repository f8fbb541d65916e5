import { buyerOrderListSchema } from '@glowmarket/shared/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/orders?page= → the buyer's orders, newest first. */
export function getMyOrders(page: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page) });
  return apiRequest(`/api/orders?${params.toString()}`, { schema: buyerOrderListSchema, signal });
}

export function useMyOrders(page: number) {
  const userId = useAuth().user?._id ?? '';
  return useQuery({
    queryKey: queryKeys.buyerOrders.list(userId, page),
    queryFn: ({ signal }) => getMyOrders(page, signal),
    enabled: Boolean(userId),
    // Sellers ship and unpaid orders expire meanwhile: the list shows them as they are now.
    staleTime: 0,
    // The cards stay while the next page loads.
    placeholderData: keepPreviousData,
  });
}
