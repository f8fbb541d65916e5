import { privateCompanySchema } from '@glowmarket/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/seller/companies/:id → the seller's whole company, private data included. */
export function getSellerCompany(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/api/seller/companies/${encodeURIComponent(companyId)}`, { schema: privateCompanySchema, signal });
}

export function useSellerCompany(companyId: string) {
  return useQuery({
    queryKey: queryKeys.companies.seller(companyId),
    queryFn: ({ signal }) => getSellerCompany(companyId, signal),
  });
}
