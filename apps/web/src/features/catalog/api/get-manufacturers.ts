import { apiRequest } from '../../../lib/api-client';
import { useResource } from '../../../lib/resource';

interface ManufacturerOption {
  id: string;
  companyNameShort: string;
}

/** GET /api/companies (the first 50) → the manufacturers the catalog filter offers. */
export function getManufacturerOptions(signal?: AbortSignal) {
  return apiRequest<{ items: ManufacturerOption[] }>('/api/companies', { signal }).then((answer) => answer.items);
}

export function useManufacturerOptions() {
  return useResource('/api/companies|options', getManufacturerOptions, { maxAge: 10 * 60_000 });
}
