import type { SellerOrder } from '@glowmarket/shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After an order changed: the answer replaces the cached detail, and the lists, customers and
 * statements are asked again. A cancelled order put its stock back, which the seller's product
 * list and the storefront show.
 */
export function useOrderChanged() {
  const queryClient = useQueryClient();
  const companyId = useAuth().user?.companyId ?? '';
  return async (order: SellerOrder) => {
    queryClient.setQueryData(queryKeys.sellerOrders.order(companyId, order.id), order);
    const stale = [queryClient.invalidateQueries({ queryKey: queryKeys.sellerOrders.all(companyId) })];
    if (order.status === 'cancelled') {
      stale.push(
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerCatalog.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
      );
    }
    await Promise.all(stale);
  };
}
