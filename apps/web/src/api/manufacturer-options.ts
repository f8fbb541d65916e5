import type { companySummarySchema } from '@glowmarket/shared/companies';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

// Apart from companies.ts, whose schemas would bring zod to the catalog's first load (decision 009):
// this answer is trusted, so only its type is imported.

type ManufacturerOption = Pick<z.infer<typeof companySummarySchema>, 'id' | 'companyNameShort'>;

/** GET /api/companies (the first 50) → the manufacturers the catalog filter offers. Trusted, not parsed. */
export function getManufacturerOptions(signal?: AbortSignal) {
  return apiRequest<{ items: ManufacturerOption[] }>('/api/companies', { signal }).then((answer) => answer.items);
}

/** Under the public companies' key prefix, so an approval or suspension refreshes the filter too. */
export function useManufacturerOptions() {
  return useQuery({
    queryKey: queryKeys.companies.manufacturerOptions,
    queryFn: ({ signal }) => getManufacturerOptions(signal),
    staleTime: 10 * 60_000,
  });
}
