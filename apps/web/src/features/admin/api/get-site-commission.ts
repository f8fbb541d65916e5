import { siteCommissionSchema } from '@glowmarket/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/site/commission → the marketplace-wide commission ('Prowizja'). */
export function getSiteCommission(signal?: AbortSignal) {
  return apiRequest('/api/admin/site/commission', { schema: siteCommissionSchema, signal });
}

export function useSiteCommission() {
  return useQuery({ queryKey: queryKeys.admin.siteCommission, queryFn: ({ signal }) => getSiteCommission(signal) });
}
