import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { catalogKeys } from './query-keys';

interface ManufacturerOption {
  id: string;
  companyNameShort: string;
}

/** GET /api/companies (the first 50) → the manufacturers the catalog filter offers. */
export function getManufacturerOptions(signal?: AbortSignal) {
  return apiRequest<{ items: ManufacturerOption[] }>('/api/companies', { signal });
}

export function useManufacturerOptions() {
  return useQuery({
    queryKey: catalogKeys.manufacturers,
    queryFn: ({ signal }) => getManufacturerOptions(signal),
    staleTime: 10 * 60_000,
    select: (answer) => answer.items,
  });
}
