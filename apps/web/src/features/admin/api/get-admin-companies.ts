import { adminCompanySummarySchema, pageOf, type CompanyStatus } from '@glowmarket/shared/companies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface AdminCompaniesFilter {
  q: string;
  status: CompanyStatus | null;
  page: number;
}

const adminCompaniesSchema = pageOf(adminCompanySummarySchema);

/** GET /api/admin/companies?q=&status=&page= → every company matching, 50 a page. */
export function getAdminCompanies(filter: AdminCompaniesFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  return apiRequest(`/api/admin/companies?${params.toString()}`, { schema: adminCompaniesSchema, signal });
}

export function useAdminCompanies(filter: AdminCompaniesFilter) {
  return useQuery({
    queryKey: queryKeys.admin.companyList(filter),
    queryFn: ({ signal }) => getAdminCompanies(filter, signal),
    placeholderData: keepPreviousData,
    // The operator acts on what is current: other admins approve and suspend too.
    staleTime: 10_000,
  });
}
