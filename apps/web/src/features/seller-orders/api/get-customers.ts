import { customerListSchema } from '@glowmarket/shared/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/seller/customers?q=&page= → the buyers who ordered from the seller, the latest first. */
export function getCustomers(query: { q: string; page: number }, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  params.set('page', String(query.page));
  return apiRequest(`/api/seller/customers?${params.toString()}`, { schema: customerListSchema, signal });
}

export function useCustomers(query: { q: string; page: number }) {
  const companyId = useAuth().user?.companyId ?? '';
  return useQuery({
    queryKey: queryKeys.sellerOrders.customers(companyId, query),
    queryFn: ({ signal }) => getCustomers(query, signal),
    placeholderData: keepPreviousData,
  });
}
