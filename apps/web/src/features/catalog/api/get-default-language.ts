import { privateCompanySchema } from '@glowmarket/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/seller/companies/:id: the seller's company, cached under the same key (and parsed the
 * same way) as the company data page's, so one answer serves both and a save there shows here.
 */
export function getSellerCompany(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/api/seller/companies/${encodeURIComponent(companyId)}`, { schema: privateCompanySchema, signal });
}

/**
 * The company's `defaultLanguage`: the language every product needs a title in, and the one the
 * storefront falls back to.
 */
export function useDefaultLanguage(companyId: string | null) {
  return useQuery({
    queryKey: queryKeys.companies.seller(companyId ?? ''),
    queryFn: ({ signal }) => getSellerCompany(companyId ?? '', signal),
    select: (company) => company.defaultLanguage,
    enabled: Boolean(companyId),
  });
}
