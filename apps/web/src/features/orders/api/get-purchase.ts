import { purchaseSchema } from '@glowmarket/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/orders/groups/:id → one of the buyer's purchases with its orders; another's is not found. */
export function getPurchase(groupId: string, signal?: AbortSignal) {
  return apiRequest(`/api/orders/groups/${encodeURIComponent(groupId)}`, { schema: purchaseSchema, signal });
}

export function usePurchase(groupId: string) {
  const userId = useAuth().user?._id ?? '';
  return useQuery({
    queryKey: queryKeys.buyerOrders.purchase(userId, groupId),
    queryFn: ({ signal }) => getPurchase(groupId, signal),
    enabled: Boolean(userId && groupId),
    // Whether it still waits for a payment decides what the page offers.
    staleTime: 0,
    // An unknown purchase stays unknown.
    retry: false,
  });
}
