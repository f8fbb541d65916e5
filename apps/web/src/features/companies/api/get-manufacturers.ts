import { companySummarySchema, pageOf } from '@glowmarket/shared/companies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const manufacturersPageSchema = pageOf(companySummarySchema);

/** GET /api/companies?q=&page= → approved companies, 50 a page. */
export function getManufacturers(query: { q: string; page: number }, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set('q', query.q);
  return apiRequest(`/api/companies?${params.toString()}`, { schema: manufacturersPageSchema, signal });
}

export function useManufacturers(query: { q: string; page: number }) {
  return useQuery({
    queryKey: queryKeys.companies.manufacturers(query),
    queryFn: ({ signal }) => getManufacturers(query, signal),
    // The cards stay while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}
