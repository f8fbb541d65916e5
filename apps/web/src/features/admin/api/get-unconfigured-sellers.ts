import { unconfiguredSellerListSchema } from '@glowmarket/shared/logistics';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/logistics/unconfigured-sellers → approved sellers whose price list offers no delivery. */
export function getUnconfiguredSellers(signal?: AbortSignal) {
  return apiRequest('/api/admin/logistics/unconfigured-sellers', { schema: unconfiguredSellerListSchema, signal });
}

export function useUnconfiguredSellers() {
  return useQuery({
    queryKey: queryKeys.admin.unconfiguredSellers,
    queryFn: ({ signal }) => getUnconfiguredSellers(signal),
  });
}
