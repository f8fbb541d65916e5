import { sellerOrderSchema } from '@glowmarket/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/seller/orders/:id → one of the seller's orders with what may happen to it next. */
export function getSellerOrder(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/seller/orders/${encodeURIComponent(id)}`, { schema: sellerOrderSchema, signal });
}

/** The order open in the detail; nothing is asked while none is. */
export function useSellerOrder(id: string | null) {
  const companyId = useAuth().user?.companyId ?? '';
  return useQuery({
    queryKey: queryKeys.sellerOrders.order(companyId, id ?? ''),
    queryFn: ({ signal }) => getSellerOrder(id ?? '', signal),
    enabled: id !== null,
  });
}
