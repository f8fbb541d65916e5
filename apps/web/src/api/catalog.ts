import type { catalogPageSchema } from '@glowmarket/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../lib/api-client';
import { currentLanguage } from '../lib/i18n';
import { useCurrency } from '../lib/preferences';
import { queryKeys } from '../lib/query-keys';

function companyProductsQuery(companyId: string): string {
  return new URLSearchParams({ company: companyId }).toString();
}

/** The first page of a company's products (GET /api/products?company=…), for the company's and its shops' pages. */
export function getCompanyProducts(companyId: string, signal?: AbortSignal) {
  return apiRequest<z.infer<typeof catalogPageSchema>>(`/api/products?${companyProductsQuery(companyId)}`, { signal });
}

/** Under the catalog's keys (the same query as /catalog?company=…), so a catalog change refreshes it too. */
export function useCompanyProducts(companyId: string) {
  return useQuery({
    queryKey: queryKeys.catalog.products(companyProductsQuery(companyId), currentLanguage(), useCurrency()),
    queryFn: ({ signal }) => getCompanyProducts(companyId, signal),
  });
}
