import { sellerOrderListSchema, type OrderStatus } from '@glowmarket/shared/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface AdminOrdersFilter {
  /** A seller's company id, or null for every seller. */
  company: string | null;
  status: OrderStatus | null;
  /** Placed on or after this UTC day (YYYY-MM-DD), and on or before `to`; '' for no bound. */
  from: string;
  to: string;
  q: string;
  page: number;
}

/**
 * GET /api/admin/orders?company=&status=&from=&to=&q=&page= → every order matching, 20 a page,
 * newest first, with the totals of the whole filter (amounts in euros).
 */
export function getAdminOrders(filter: AdminOrdersFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.company) params.set('company', filter.company);
  if (filter.status) params.set('status', filter.status);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.q) params.set('q', filter.q);
  return apiRequest(`/api/admin/orders?${params.toString()}`, { schema: sellerOrderListSchema, signal });
}

export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery({
    queryKey: queryKeys.admin.orderList(filter),
    queryFn: ({ signal }) => getAdminOrders(filter, signal),
    placeholderData: keepPreviousData,
    // Sellers move their orders on all the time.
    staleTime: 10_000,
  });
}
