import { sellerOrderListSchema, type OrderStatus } from '@glowmarket/shared/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** The filter of the seller's order list, as the address holds it (`?status=&from=&to=&q=&page=`). */
export interface SellerOrderFilter {
  status?: OrderStatus;
  /** Placed on or after this UTC day, YYYY-MM-DD. */
  from?: string;
  to?: string;
  q?: string;
  page: number;
}

/** GET /api/seller/orders?status=&from=&to=&q=&page= → a page of the seller's orders, newest first, and the filter's totals. */
export function getSellerOrders(filter: SellerOrderFilter, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.q) params.set('q', filter.q);
  params.set('page', String(filter.page));
  return apiRequest(`/api/seller/orders?${params.toString()}`, { schema: sellerOrderListSchema, signal });
}

export function useSellerOrders(filter: SellerOrderFilter) {
  const companyId = useAuth().user?.companyId ?? '';
  return useQuery({
    queryKey: queryKeys.sellerOrders.list(companyId, filter),
    queryFn: ({ signal }) => getSellerOrders(filter, signal),
    placeholderData: keepPreviousData,
  });
}
