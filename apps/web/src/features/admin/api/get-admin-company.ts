import { privateCompanySchema } from '@glowmarket/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/companies/:id → any company, private data included. */
export function getAdminCompany(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/companies/${encodeURIComponent(companyId)}`, { schema: privateCompanySchema, signal });
}

export function useAdminCompany(companyId: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.company(companyId ?? ''),
    queryFn: ({ signal }) => getAdminCompany(companyId ?? '', signal),
    enabled: Boolean(companyId),
    staleTime: 10_000,
  });
}
