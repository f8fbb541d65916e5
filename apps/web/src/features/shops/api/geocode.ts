import { geocodeResultSchema } from '@glowmarket/shared/shops';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/geocode?q=… → where an address is; 422/502 'Error fetching geocode' when unknown or unreachable. */
export function geocodeAddress(q: string, signal?: AbortSignal) {
  return apiRequest(`/api/geocode?${new URLSearchParams({ q }).toString()}`, {
    schema: geocodeResultSchema,
    signal,
  });
}
